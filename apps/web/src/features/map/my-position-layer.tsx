import { formatPosition } from '@havhjaelp/common/nautical-format';
import L from 'leaflet';
import { Circle, Marker, Tooltip } from 'react-leaflet';
import { useGeolocation } from '../../lib/geolocation';

const MY_ICON = L.divIcon({
  className: 'my-position-marker',
  html: '<span aria-hidden="true"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

/** Where the browser says I am, with the circle of its stated accuracy. */
export function MyPositionLayer() {
  const { position } = useGeolocation();
  if (!position) return null;
  const center: L.LatLngExpression = [position.lat, position.lng];
  return (
    <>
      <Circle
        center={center}
        radius={position.accuracy}
        className="accuracy-circle"
        pathOptions={{ weight: 1, fillOpacity: 0.12 }}
      />
      <Marker position={center} icon={MY_ICON} title="Min position" keyboard={false}>
        <Tooltip>
          Min position: {formatPosition(position)} (±{Math.round(position.accuracy)} m)
        </Tooltip>
      </Marker>
    </>
  );
}
