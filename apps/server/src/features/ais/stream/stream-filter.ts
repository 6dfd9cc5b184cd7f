// What one client of /api/ais/stream asked for: boxes, message types and ships, as aisstream
// reads a subscription. Checked for every frame and every client, so kept to plain comparisons.
import type { AisSubscription } from '@havhjaelp/common/ais';
import { cellsOf } from './grid-cells';
import type { ShipFrame } from '../ship-store';

export interface StreamFilter {
  /** [south, north, west, east] per box. */
  readonly boxes: readonly (readonly [number, number, number, number])[];
  /** null: every type. */
  readonly types: ReadonlySet<string> | null;
  /** null: every ship. */
  readonly mmsis: ReadonlySet<number> | null;
  /** The grid cells the boxes touch (grid-cells.ts); null when too many to be worth it. */
  readonly cells: readonly number[] | null;
}

export function streamFilter(subscription: AisSubscription): StreamFilter {
  const types = subscription.FilterMessageTypes;
  const mmsis = subscription.FiltersShipMMSI;
  const boxes = subscription.BoundingBoxes.map(
    ([[lat1, lon1], [lat2, lon2]]) =>
      [
        Math.min(lat1, lat2),
        Math.max(lat1, lat2),
        Math.min(lon1, lon2),
        Math.max(lon1, lon2),
      ] as const,
  );
  return {
    boxes,
    cells: cellsOf(boxes),
    types: types && types.length > 0 ? new Set(types) : null,
    mmsis: mmsis && mmsis.length > 0 ? new Set(mmsis.map(Number)) : null,
  };
}

export function matchesPosition(filter: StreamFilter, lat: number, lon: number): boolean {
  // Indexed, not destructured: this runs for every frame and client.
  const { boxes } = filter;
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!;
    if (lat >= box[0] && lat <= box[1] && lon >= box[2] && lon <= box[3]) return true;
  }
  return false;
}

export function matches(filter: StreamFilter, frame: ShipFrame): boolean {
  if (filter.types !== null && !filter.types.has(frame.type)) return false;
  if (filter.mmsis !== null && !filter.mmsis.has(frame.mmsi)) return false;
  return matchesPosition(filter, frame.lat, frame.lon);
}
