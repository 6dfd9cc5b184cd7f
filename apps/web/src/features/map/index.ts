// Leaflet and the map load with the map route only.
export const loadMapPage = () => import('./map-page');
