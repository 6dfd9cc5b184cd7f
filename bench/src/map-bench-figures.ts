// Figures of the map benchmark: percentiles, frame statistics and the printed table.
import type { Load } from './map-bench-driver';

export const r1 = (value: number) => Math.round(value * 10) / 10;

/** Nearest-rank percentile of an unsorted list. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

export function frameStats(loads: readonly Load[]) {
  const intervals = loads.flatMap((load) => load.pan.intervals);
  const durationMs = loads.reduce((sum, load) => sum + load.pan.durationMs, 0);
  return {
    frames: intervals.length,
    p50Ms: r1(percentile(intervals, 0.5)),
    p95Ms: r1(percentile(intervals, 0.95)),
    maxMs: r1(Math.max(...intervals)),
    fps: r1(intervals.length / (durationMs / 1000)),
    over50Ms: intervals.filter((interval) => interval > 50).length,
    movedFrames: loads.reduce((sum, load) => sum + load.pan.movedFrames, 0),
    drags: loads.reduce((sum, load) => sum + load.pan.drags, 0),
    mouseMoves: loads.reduce((sum, load) => sum + load.pan.mouseMoves, 0),
    iconChangesPerLoad: r1(
      percentile(
        loads.map((load) => load.pan.iconChanges),
        0.5,
      ),
    ),
    perLoadP50Ms: loads.map((load) => r1(percentile(load.pan.intervals, 0.5))),
    perLoadFps: loads.map((load) => r1(load.pan.intervals.length / (load.pan.durationMs / 1000))),
  };
}

export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}
