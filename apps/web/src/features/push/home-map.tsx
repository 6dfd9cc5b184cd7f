import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@havhjaelp/common/geo';
import { MAP_START } from '@havhjaelp/common/limits';
import { Circle, CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { BASE_MAP } from '../../lib/base-map';

/** Zoomed out enough to see a 50 km circle whole. */
const ZOOM = 7;

/** A map where a click chooses the home harbour; the area told of calls is drawn around it. */
export default function HomeMap({
  home,
  radiusKm,
  onPick,
}: {
  home: LatLng | null;
  radiusKm: number;
  onPick: (point: LatLng) => void;
}) {
  const centre = home ?? MAP_START;
  return (
    <div className="push-home-map-box">
      <MapContainer
        className="push-home-map"
        center={[centre.lat, centre.lng]}
        zoom={ZOOM}
        maxZoom={MAP_START.maxZoom}
      >
        <TileLayer
          url={BASE_MAP.url}
          attribution={BASE_MAP.attribution}
          maxZoom={MAP_START.maxZoom}
        />
        <ClickToPick onPick={onPick} />
        {home && (
          <>
            <Circle
              center={[home.lat, home.lng]}
              radius={radiusKm * 1000}
              pathOptions={{ color: '#0b4f6c', weight: 2, fillOpacity: 0.08 }}
            />
            <CircleMarker
              center={[home.lat, home.lng]}
              radius={8}
              pathOptions={{ color: '#0b4f6c', fillColor: '#01baef', fillOpacity: 0.9, weight: 2 }}
            />
          </>
        )}
      </MapContainer>
    </div>
  );
}

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}
