// The map's own parts for the map screen (app/routes/map-page.tsx, itself loaded on demand with
// Leaflet): its layers, controls and notices, with their styles. Not for the first view.
import '../map.css';
import '../map-controls.css';
import '../map-markers.css';

export { CallPinLayer } from '../call-pin-layer';
export { CallPositionNote } from '../call-position-note';
export { centreOf, freeArea } from '../free-area';
export { HelpMarkersLayer } from '../help-markers-layer';
export { MapEmergencyLink } from '../map-emergency-link';
export { MapMenu, pickerRoomy } from '../map-menu';
export { BaseTilesNotice, GeolocationNotice, RestrictedAreaWarning } from '../map-notices';
export { storedLayers, storedView, storeLayers, type MapLayers } from '../map-prefs';
export { MyPositionLayer } from '../my-position-layer';
export { RememberView } from '../remember-view';
export { RestrictedAreasLayer } from '../restricted-areas-layer';
export { TestGpsMarker, TestGpsPanel } from '../test-gps-tool';
