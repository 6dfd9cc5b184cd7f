// The pure arithmetic of the ship canvas: where each ship lands in pixels, the arrow drawn for it,
// and which ship a click meant. Kept free of Leaflet and the DOM so it is unit-tested, and free of
// per-ship allocations, because it runs for every ship on every frame.
import { shipBearing, shipColour, type AisShip, type ShipColour } from '@havhjaelp/common/ais-ship';

/** Fixed colours (no theme variables): they sit on the map tiles, which look the same in both. */
export const SHIP_FILL: Record<ShipColour, string> = {
  green: '#2e9d3a',
  amber: '#f0a000',
  grey: '#8a949c',
};
/** A dark edge keeps grey and amber arrows visible on pale water and land alike. */
export const SHIP_OUTLINE = '#1d2327';
export const COLOURS: readonly ShipColour[] = ['grey', 'amber', 'green'];

/** A click within this many pixels of a ship's position picks it. */
export const HIT_RADIUS_PX = 10;
/** Ships this far outside the canvas still get drawn, so half-visible arrows are not cut off. */
const EDGE_PX = 12;

/** Web Mercator's limit, as Leaflet's EPSG:3857 clamps it. */
const MAX_LAT = 85.0511287798;

/** World pixels across the whole map at a (possibly fractional) zoom, as Leaflet's CRS scale. */
export const worldSize = (zoom: number) => 256 * 2 ** zoom;

/** Longitude to world pixels, the same as Leaflet's map.project(...).x. */
export function projectX(lon: number, size: number): number {
  return (lon / 360 + 0.5) * size;
}

/** Latitude to world pixels, the same as Leaflet's map.project(...).y. */
export function projectY(lat: number, size: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size;
}

/** The arrow pointing north, as x,y pairs around the ship's position (y grows downwards). */
const ARROW = [0, -8, 5, 6, 0, 3, -5, 6] as const;
export const ARROW_POINTS = ARROW.length / 2;

/** The arrow turned to each whole degree, worked out once instead of per ship and frame. */
const TURNED = (() => {
  const table = new Float32Array(360 * ARROW.length);
  for (let degree = 0; degree < 360; degree++) {
    const cos = Math.cos((degree * Math.PI) / 180);
    const sin = Math.sin((degree * Math.PI) / 180);
    for (let i = 0; i < ARROW.length; i += 2) {
      const x = ARROW[i]!;
      const y = ARROW[i + 1]!;
      table[degree * ARROW.length + i] = x * cos - y * sin;
      table[degree * ARROW.length + i + 1] = x * sin + y * cos;
    }
  }
  return table;
})();

/** A bearing in degrees to a whole degree 0–359 (north for nonsense). */
export function degreeIndex(bearing: number): number {
  if (!Number.isFinite(bearing)) return 0;
  return ((Math.round(bearing) % 360) + 360) % 360;
}

/** Offset of the arrow's `point`th corner turned clockwise to `degree` (from degreeIndex). */
export function arrowX(degree: number, point: number): number {
  return TURNED[degree * ARROW.length + point * 2]!;
}
export function arrowY(degree: number, point: number): number {
  return TURNED[degree * ARROW.length + point * 2 + 1]!;
}

/** The canvas: its top-left corner in world pixels at `zoom`, and its size in CSS pixels. */
export interface CanvasView {
  zoom: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The ships inside a view, in canvas pixels, reused from frame to frame (typed arrays that only
 * grow) so drawing 5,000 ships makes no garbage.
 */
export class ShipLayout {
  count = 0;
  xs = new Float64Array(0);
  ys = new Float64Array(0);
  degrees = new Uint16Array(0);
  /** Index into COLOURS. */
  colours = new Uint8Array(0);
  mmsis = new Float64Array(0);

  reserve(capacity: number): void {
    if (this.xs.length >= capacity) return;
    const size = Math.max(capacity, this.xs.length * 2, 64);
    this.xs = new Float64Array(size);
    this.ys = new Float64Array(size);
    this.degrees = new Uint16Array(size);
    this.colours = new Uint8Array(size);
    this.mmsis = new Float64Array(size);
  }
}

const COLOUR_INDEX: Record<ShipColour, number> = { grey: 0, amber: 1, green: 2 };

/** Fills `layout` with the ships whose arrow can show in `view`, skipping all others. */
export function layoutShips(
  ships: Iterable<AisShip>,
  shipCount: number,
  view: CanvasView,
  layout: ShipLayout,
): void {
  layout.reserve(shipCount);
  const size = worldSize(view.zoom);
  let count = 0;
  for (const ship of ships) {
    const x = projectX(ship.lon, size) - view.left;
    if (x < -EDGE_PX || x > view.width + EDGE_PX) continue;
    const y = projectY(ship.lat, size) - view.top;
    if (y < -EDGE_PX || y > view.height + EDGE_PX) continue;
    if (count === layout.xs.length) layout.reserve(count + 1);
    layout.xs[count] = x;
    layout.ys[count] = y;
    layout.degrees[count] = degreeIndex(shipBearing(ship));
    layout.colours[count] = COLOUR_INDEX[shipColour(ship.speed)];
    layout.mmsis[count] = ship.mmsi;
    count++;
  }
  layout.count = count;
}

/** The MMSI of the ship nearest to (x, y) within `radius` pixels, or null. */
export function nearestShip(
  layout: ShipLayout,
  x: number,
  y: number,
  radius = HIT_RADIUS_PX,
): number | null {
  let best: number | null = null;
  let bestDistance = radius * radius;
  for (let i = 0; i < layout.count; i++) {
    const dx = layout.xs[i]! - x;
    const dy = layout.ys[i]! - y;
    const distance = dx * dx + dy * dy;
    if (distance <= bestDistance) {
      bestDistance = distance;
      best = layout.mmsis[i]!;
    }
  }
  return best;
}
