import { describe, expect, it } from 'vitest';
import { tileAt } from './tile-grid';

describe('tileAt', () => {
  // Checked against the formula of OpenStreetMap's wiki (Slippy map tilenames): ln(tan + sec).
  it.each([
    ['the whole world at zoom 0', 55.6761, 12.5683, 0, { x: 0, y: 0 }],
    ['Copenhagen at zoom 8', 55.6761, 12.5683, 8, { x: 136, y: 80 }],
    ['Copenhagen at zoom 12', 55.6761, 12.5683, 12, { x: 2190, y: 1282 }],
    ['London at zoom 10', 51.5074, -0.1278, 10, { x: 511, y: 340 }],
    ['the top left corner', 85, -180, 3, { x: 0, y: 0 }],
    ['just south-east of 0°, 0°', -0.001, 0.001, 1, { x: 1, y: 1 }],
  ])('%s', (_name, lat, lng, zoom, tile) => {
    expect(tileAt(lat, lng, zoom)).toEqual(tile);
  });
});
