import type { PopupOptions } from 'leaflet';

/**
 * Every map popup pans to stay below the notices along the top of the map (position denied,
 * inside a military area, stale ship data), left of the controls down the right edge and above the
 * call button, any of which would otherwise cover it.
 */
export const CLEAR_OF_NOTICES: PopupOptions = {
  autoPanPaddingTopLeft: [16, 120],
  autoPanPaddingBottomRight: [64, 80],
};
