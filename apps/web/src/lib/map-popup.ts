import type { PopupOptions } from 'leaflet';

/**
 * Every map popup pans to stay below the notices along the top of the map (position denied,
 * inside a military area, stale ship data), left of the controls down the right edge and above the
 * call button, any of which would otherwise cover it. Narrow enough to fit between them on a phone
 * (390 px less the paddings and the popup's own frame).
 */
export const CLEAR_OF_MAP_OVERLAYS: PopupOptions = {
  autoPanPaddingTopLeft: [12, 120],
  autoPanPaddingBottomRight: [64, 80],
  maxWidth: 260,
};
