import { useMapEvents } from 'react-leaflet';
import { storeView } from './map-prefs';

/** Keeps where the map was left, so the next visit in this browser opens there. */
export function RememberView() {
  const map = useMapEvents({
    moveend: () => {
      const { lat, lng } = map.getCenter();
      storeView({ lat, lng, zoom: map.getZoom() });
    },
  });
  return null;
}
