import { describe, expect, it } from 'vitest';
import { ShipLayout } from './ship-geometry';
import { cutSprites, stampShips, type SpriteSheet } from './ship-sprites';

const RED = [255, 0, 0, 255];
const HALF_BLUE = [0, 0, 255, 128];

/** A sheet of 2 cells of 2 × 2 px side by side: cell 0 has red top-left, cell 1 half-blue. */
function sheetPixels(): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(4 * 2 * 2 * 4);
  rgba.set(RED, 0);
  rgba.set(HALF_BLUE, (0 * 4 + 3) * 4);
  return rgba;
}

function layoutOf(ships: [x: number, y: number, colour: number, degree: number][]): ShipLayout {
  const layout = new ShipLayout();
  layout.reserve(ships.length);
  ships.forEach(([x, y, colour, degree], i) => {
    layout.xs[i] = x;
    layout.ys[i] = y;
    layout.colours[i] = colour;
    layout.degrees[i] = degree;
    layout.mmsis[i] = i + 1;
  });
  layout.count = ships.length;
  return layout;
}

const pixel = (data: Uint8ClampedArray, width: number, x: number, y: number) => [
  ...data.slice((y * width + x) * 4, (y * width + x) * 4 + 4),
];

describe('cutSprites', () => {
  it('keeps only the pixels that are not fully transparent, with their offsets', () => {
    const [red, blue] = cutSprites(sheetPixels(), 4, 2, 2, 2);
    expect([...red!.dx, ...red!.dy, ...red!.alphas]).toEqual([0, 0, 255]);
    expect([...blue!.dx, ...blue!.dy, ...blue!.alphas]).toEqual([1, 0, 128]);
    expect([...red!.bytes]).toEqual(RED);
  });
});

describe('stampShips', () => {
  // Sprite 0 is colour 0 at 0°, sprite 360 colour 1 at 0°; only those two are filled in.
  const [red, blue] = cutSprites(sheetPixels(), 4, 2, 2, 2);
  const sprites = Array.from({ length: 720 }, () => red!);
  sprites[360] = blue!;
  const sheet: SpriteSheet = { cell: 2, sprites };

  it('centres each sprite on its ship and clears the rest', () => {
    const image = { data: new Uint8ClampedArray(6 * 4 * 4).fill(9), width: 6, height: 4 };
    stampShips(image, layoutOf([[2, 2, 0, 0]]), sheet, 1);
    expect(pixel(image.data, 6, 1, 1)).toEqual(RED);
    expect([...image.data].filter((value) => value !== 0)).toEqual([255, 255]);
  });

  it('scales positions by the pixel ratio', () => {
    const image = { data: new Uint8ClampedArray(6 * 4 * 4), width: 6, height: 4 };
    stampShips(image, layoutOf([[2, 1.5, 0, 0]]), sheet, 2);
    expect(pixel(image.data, 6, 3, 2)).toEqual(RED);
  });

  it('blends a half-transparent edge over a ship already drawn there', () => {
    const image = { data: new Uint8ClampedArray(6 * 4 * 4), width: 6, height: 4 };
    stampShips(
      image,
      layoutOf([
        [3, 2, 0, 0],
        [2, 2, 1, 0],
      ]),
      sheet,
      1,
    );
    const [r, g, b, a] = pixel(image.data, 6, 2, 1);
    expect(a).toBe(255);
    expect(r).toBeGreaterThan(120);
    expect(r).toBeLessThan(135);
    expect(b).toBeGreaterThan(120);
    expect(g).toBe(0);
  });

  it('cuts ships at the edge and skips the parts outside', () => {
    const image = { data: new Uint8ClampedArray(6 * 4 * 4), width: 6, height: 4 };
    stampShips(
      image,
      layoutOf([
        [0, 0, 0, 0],
        [6.5, 4.5, 1, 0],
      ]),
      sheet,
      1,
    );
    expect(image.data.every((value) => value === 0)).toBe(true);
    stampShips(image, layoutOf([[1, 1, 0, 0]]), sheet, 1);
    expect(pixel(image.data, 6, 0, 0)).toEqual(RED);
  });
});
