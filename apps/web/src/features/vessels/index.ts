// The vessels feature's face: its screens load on demand; the help form and the map's ship
// popup read the owner's vessels and a ship's profile through the queries here.
export { myVesselsQuery, vesselByMmsiQuery } from './api';
export { vesselPath } from './vessel-path';

export const loadVesselsPage = () => import('./vessels-page');
export const loadVesselPage = () => import('./vessel-page');
