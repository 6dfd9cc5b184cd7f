import type { Box } from '../../lib/screen-box';

/**
 * The part of the map no overlay covers, for putting something where it is seen. An overlay
 * across at least half the map's width is a band over it (the notices, the form as a phone's
 * sheet, the notice region); one over at least half its height a side panel (the form beside the
 * map on a wide screen). The free part is the tallest stretch between bands and the widest between
 * panels. Smaller overlays (a control, a short notice) are left out: the map is still there around
 * them.
 */
export function freeArea(map: Box, overlays: readonly Box[]): Box {
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  const bands: [number, number][] = [];
  const panels: [number, number][] = [];
  for (const box of overlays) {
    const across: [number, number] = [Math.max(box.left, map.left), Math.min(box.right, map.right)];
    const along: [number, number] = [Math.max(box.top, map.top), Math.min(box.bottom, map.bottom)];
    if (across[1] <= across[0] || along[1] <= along[0]) continue;
    if (across[1] - across[0] >= width / 2) bands.push(along);
    else if (along[1] - along[0] >= height / 2) panels.push(across);
  }
  const [top, bottom] = widestGap(map.top, map.bottom, bands);
  const [left, right] = widestGap(map.left, map.right, panels);
  return { left, top, right, bottom };
}

/** The longest stretch of [from, to] that none of the intervals covers (all of it if none). */
function widestGap(from: number, to: number, covered: [number, number][]): [number, number] {
  let best: [number, number] = [from, from];
  let start = from;
  for (const [a, b] of [...covered].sort((x, y) => x[0] - y[0])) {
    if (a - start > best[1] - best[0]) best = [start, a];
    start = Math.max(start, b);
  }
  if (to - start > best[1] - best[0]) best = [start, to];
  // Covered from end to end: the whole map is the best there is.
  return best[1] > best[0] ? best : [from, to];
}

/** The middle of a box. */
export function centreOf(box: Box): { x: number; y: number } {
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}
