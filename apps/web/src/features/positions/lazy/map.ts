// For the map screen, itself loaded on demand with Leaflet: the 'Venner' layer, the other person
// of my call, and the notice when neither can be had.
import '../shared-layers.css';

export { FriendsLayer, PartnerLayer, PositionsNotice } from '../shared-layers';
export { useSharedPositions } from '../use-shared-positions';
