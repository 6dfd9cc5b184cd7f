import type { LatLng } from '@havhjaelp/common/geo';
import L from 'leaflet';
import { useMemo } from 'react';
import { Marker, Tooltip, useMapEvents } from 'react-leaflet';

const PIN_ICON = L.divIcon({
  className: 'call-pin',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 40],
  iconAnchor: [14, 38],
});

/** A map point with its longitude brought back into -180..180 (the map wraps round the world). */
function onEarth(point: L.LatLng): LatLng {
  const { lat, lng } = point.wrap();
  return { lat, lng };
}

/**
 * Where the call being made will be, while the create-call form is open: a pin the boater drags,
 * or places by tapping the map, for when the browser's position is missing or wrong.
 */
export function CallPinLayer({
  position,
  onMove,
  tilesFailing,
}: {
  position: LatLng | null;
  onMove: (position: LatLng) => void;
  /** Without tiles there is nothing to tap on: the tooltip does not ask for it. */
  tilesFailing: boolean;
}) {
  useMapEvents({ click: (event) => onMove(onEarth(event.latlng)) });
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => onMove(onEarth((event.target as L.Marker).getLatLng())),
    }),
    [onMove],
  );
  if (!position) return null;
  return (
    <Marker
      position={[position.lat, position.lng]}
      icon={PIN_ICON}
      draggable
      autoPan
      title="Kaldets position"
      alt="Kaldets position"
      eventHandlers={handlers}
      zIndexOffset={1000}
    >
      <Tooltip direction="top" offset={[0, -36]} className="call-pin-tooltip">
        {tilesFailing ? 'Kaldets position' : 'Kaldets position: træk nålen eller tryk på kortet'}
      </Tooltip>
    </Marker>
  );
}
