import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { BASE_MAP } from '../../lib/base-map';

const ZOOM = 11;

/** A small still map with the ship where AIS sees it; Leaflet loads with it only. */
export default function LiveMiniMap({
  lat,
  lon,
  name,
}: {
  lat: number;
  lon: number;
  name: string;
}) {
  return (
    <div className="vessel-mini-map" role="img" aria-label={`Kort med ${name}s position`}>
      <MapContainer
        center={[lat, lon]}
        zoom={ZOOM}
        zoomControl={false}
        dragging={false}
        scrollWheelZoom={false}
        doubleClickZoom={false}
        touchZoom={false}
        keyboard={false}
        attributionControl
        className="vessel-mini-map-leaflet"
      >
        <TileLayer url={BASE_MAP.url} attribution={BASE_MAP.attribution} />
        <CircleMarker
          center={[lat, lon]}
          radius={8}
          pathOptions={{ color: '#0b4f6c', fillColor: '#01baef', fillOpacity: 0.9, weight: 2 }}
        />
      </MapContainer>
    </div>
  );
}
