// One tick's frames by grid cell, so each client looks only at the frames near its boxes instead
// of all of them: with a thousand clients that is most of the gateway's work.
import { cellOf } from './grid-cells';
import type { ShipFrame } from '../ship-store';
import { matches, type StreamFilter } from './stream-filter';

export class FrameIndex {
  private readonly cells = new Map<number, number[]>();

  constructor(private readonly frames: readonly ShipFrame[]) {
    frames.forEach((frame, i) => {
      const cell = cellOf(frame.lat, frame.lon);
      const list = this.cells.get(cell);
      if (list) list.push(i);
      else this.cells.set(cell, [i]);
    });
  }

  /** The frames `filter` wants, in the order they came in. */
  select(filter: StreamFilter): ShipFrame[] {
    const { frames } = this;
    if (filter.cells === null) return frames.filter((frame) => matches(filter, frame));
    let picked: number[] = [];
    let lists = 0;
    for (const cell of filter.cells) {
      const list = this.cells.get(cell);
      if (!list) continue;
      picked = lists === 0 ? list : picked.concat(list);
      lists++;
    }
    // Frames from several cells are put back in arrival order: a ship that crossed a cell edge
    // within the tick must not appear to jump back.
    if (lists > 1) picked.sort((a, b) => a - b);
    const selected: ShipFrame[] = [];
    for (const i of picked) if (matches(filter, frames[i]!)) selected.push(frames[i]!);
    return selected;
  }
}
