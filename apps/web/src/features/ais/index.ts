// The AIS feature's face for the first view (the dashboard's figures); the map's parts are in lazy/map.ts.
export { aisStatText, aisStatusQuery } from './api';
export type { ShipPopupAction } from './ship-popup-actions';
