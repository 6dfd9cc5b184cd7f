import { describe, expect, it } from 'vitest';
import { FrameIndex } from './frame-index';
import { cellOf, cellsOf } from './grid-cells';
import type { ShipFrame } from '../ship-store';
import { streamFilter } from './stream-filter';

const frame = (mmsi: number, lat: number, lon: number): ShipFrame => ({
  type: 'PositionReport',
  kind: 'position',
  mmsi,
  lat,
  lon,
  wire: Buffer.from(String(mmsi)),
  receivedAt: 0,
});

const filter = (...boxes: [[number, number], [number, number]][]) =>
  streamFilter({ APIKey: 'k', BoundingBoxes: boxes });

describe('grid cells', () => {
  it('puts points of one half-degree square in one cell and neighbours in others', () => {
    expect(cellOf(55.01, 12.01)).toBe(cellOf(55.49, 12.49));
    expect(cellOf(55.49, 12.5)).not.toBe(cellOf(55.49, 12.49));
    expect(cellOf(55.5, 12.49)).not.toBe(cellOf(55.49, 12.49));
  });

  it('lists every cell a box touches, edges included, once', () => {
    const cells = cellsOf([[55.2, 55.7, 12.4, 12.6]])!;
    expect(cells.sort()).toEqual(
      [cellOf(55.2, 12.4), cellOf(55.2, 12.6), cellOf(55.7, 12.4), cellOf(55.7, 12.6)].sort(),
    );
    expect(
      cellsOf([
        [55, 55.1, 12, 12.1],
        [55.05, 55.1, 12, 12.1],
      ]),
    ).toHaveLength(1);
  });

  it('gives up on boxes wider than the cell limit', () => {
    expect(cellsOf([[-90, 90, -180, 180]])).toBeNull();
    expect(cellsOf([[54.5, 58, 8, 13]])).toHaveLength(8 * 11);
  });
});

describe('FrameIndex', () => {
  const frames = [
    frame(1, 55.6, 12.6), // Copenhagen
    frame(2, 57.7, 10.6), // Skagen
    frame(3, 55.4, 12.4), // Køge Bay, the cell south-west of Copenhagen's
    frame(1, 55.4, 12.45), // ship 1 again, having crossed into that cell
    frame(4, 55.4, 12.9), // in a cell of the box, outside the box itself
  ];
  const index = new FrameIndex(frames);

  it('selects the frames inside the boxes, in the order they came in', () => {
    const selected = index.select(
      filter([
        [55.3, 12.3],
        [55.7, 12.7],
      ]),
    );
    expect(selected.map((f) => [f.mmsi, f.lat])).toEqual([
      [1, 55.6],
      [3, 55.4],
      [1, 55.4],
    ]);
  });

  it('matches every frame for a filter too wide for cells', () => {
    const everywhere = filter([
      [-89, -179],
      [89, 179],
    ]);
    expect(everywhere.cells).toBeNull();
    expect(index.select(everywhere)).toHaveLength(5);
  });

  it('applies the type and MMSI filters as well', () => {
    const one = streamFilter({
      APIKey: 'k',
      BoundingBoxes: [
        [
          [54, 8],
          [58, 13],
        ],
      ],
      FiltersShipMMSI: ['000000003'],
    });
    expect(index.select(one).map((f) => f.mmsi)).toEqual([3]);
    const classB = streamFilter({
      APIKey: 'k',
      BoundingBoxes: [
        [
          [54, 8],
          [58, 13],
        ],
      ],
      FilterMessageTypes: ['StandardClassBPositionReport'],
    });
    expect(index.select(classB)).toEqual([]);
  });
});
