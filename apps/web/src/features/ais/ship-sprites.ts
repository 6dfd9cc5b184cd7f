// Ship arrows as pre-drawn pixel sprites, one per colour and whole degree, stamped into one
// ImageData per frame. Why not canvas paths (one per colour): measured side by side in headless
// Chromium with software rendering, filled paths cost most of their time rasterising, not in
// script (about 3.5 µs per arrow: 17–20 fps with 12,000 arrows, 46–59 fps with 3,900), while
// stamping held 57–60 fps at both counts. bench/src/map-ships.bench.ts measures the result.
import { arrowX, arrowY, ARROW_POINTS, COLOURS, SHIP_FILL, SHIP_OUTLINE } from './ship-geometry';
import type { ShipLayout } from './ship-geometry';

/** Sprite cell in CSS pixels: the arrow reaches 8 px from its centre, plus the outline. */
export const CELL_CSS_PX = 20;

/** One sprite: its opaque-ish pixels, as offsets from the cell's top-left and their values. */
export interface Sprite {
  dx: Int16Array;
  dy: Int16Array;
  /** RGBA pixels as one 32-bit word each, in the platform's byte order (as ImageData stores). */
  pixels: Uint32Array;
  /** The same pixels byte by byte (R, G, B, A), for blending. */
  bytes: Uint8Array;
  /** Alpha of each pixel: 255 is copied as it is, less is blended over what is there. */
  alphas: Uint8Array;
}

export interface SpriteSheet {
  /** Cell size in device pixels. */
  cell: number;
  /** Index colour * 360 + degree (colour as in COLOURS). */
  sprites: Sprite[];
}

/**
 * Cuts a sheet of `count` cells, `cell` device pixels square, laid out left to right in rows of
 * `perRow`, out of the sheet's RGBA pixels, keeping only pixels that are not fully transparent.
 */
export function cutSprites(
  rgba: Uint8ClampedArray,
  sheetWidth: number,
  cell: number,
  count: number,
  perRow: number,
): Sprite[] {
  const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength / 4);
  return Array.from({ length: count }, (_, index) => {
    const left = (index % perRow) * cell;
    const top = Math.floor(index / perRow) * cell;
    const dx: number[] = [];
    const dy: number[] = [];
    const pixels: number[] = [];
    const alphas: number[] = [];
    for (let y = 0; y < cell; y++) {
      for (let x = 0; x < cell; x++) {
        const at = (top + y) * sheetWidth + left + x;
        const alpha = rgba[at * 4 + 3]!;
        if (alpha === 0) continue;
        dx.push(x);
        dy.push(y);
        pixels.push(words[at]!);
        alphas.push(alpha);
      }
    }
    const words32 = Uint32Array.from(pixels);
    return {
      dx: Int16Array.from(dx),
      dy: Int16Array.from(dy),
      pixels: words32,
      bytes: new Uint8Array(words32.buffer),
      alphas: Uint8Array.from(alphas),
    };
  });
}

const sheets = new Map<number, SpriteSheet | null>();

/** The sprites for a screen pixel ratio, drawn on first use (null: no 2D canvas here). */
export function spriteSheet(ratio: number): SpriteSheet | null {
  if (!sheets.has(ratio)) sheets.set(ratio, drawSpriteSheet(ratio));
  return sheets.get(ratio)!;
}

/** Draws every arrow once with the canvas (antialiased, outlined) and cuts the sprites out. */
function drawSpriteSheet(ratio: number): SpriteSheet | null {
  const cell = Math.ceil(CELL_CSS_PX * ratio);
  // 60 cells a row keeps the sheet well inside canvas size limits at any pixel ratio.
  const perRow = 60;
  const count = COLOURS.length * 360;
  const canvas = document.createElement('canvas');
  canvas.width = perRow * cell;
  canvas.height = Math.ceil(count / perRow) * cell;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.lineWidth = 1;
  context.strokeStyle = SHIP_OUTLINE;
  context.lineJoin = 'round';
  for (let index = 0; index < count; index++) {
    const degree = index % 360;
    const centreX = (index % perRow) * cell + cell / 2;
    const centreY = Math.floor(index / perRow) * cell + cell / 2;
    context.setTransform(ratio, 0, 0, ratio, centreX, centreY);
    context.beginPath();
    for (let point = 0; point < ARROW_POINTS; point++) {
      context.lineTo(arrowX(degree, point), arrowY(degree, point));
    }
    context.closePath();
    context.fillStyle = SHIP_FILL[COLOURS[Math.floor(index / 360)]!];
    context.fill();
    context.stroke();
  }
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { cell, sprites: cutSprites(data, canvas.width, cell, count, perRow) };
}

/** Source-over for one pixel whose sprite alpha is below 255 (the arrows' antialiased edge). */
function blend(rgba: Uint8ClampedArray, at: number, bytes: Uint8Array, from: number) {
  const over = bytes[from + 3]! / 255;
  const under = rgba[at + 3]! / 255;
  const out = over + under * (1 - over);
  for (let c = 0; c < 3; c++) {
    rgba[at + c] = (bytes[from + c]! * over + rgba[at + c]! * under * (1 - over)) / out;
  }
  rgba[at + 3] = out * 255;
}

/**
 * Stamps every ship of `layout` into `image` (cleared first), centred on its position; `ratio`
 * turns the layout's CSS pixels into the image's device pixels. Parts outside the image are cut.
 */
export function stampShips(
  image: { data: Uint8ClampedArray; width: number; height: number },
  layout: ShipLayout,
  sheet: SpriteSheet,
  ratio: number,
): void {
  const { data, width, height } = image;
  const words = new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4);
  words.fill(0);
  const half = sheet.cell / 2;
  for (let i = 0; i < layout.count; i++) {
    const sprite = sheet.sprites[layout.colours[i]! * 360 + layout.degrees[i]!]!;
    const left = Math.round(layout.xs[i]! * ratio - half);
    const top = Math.round(layout.ys[i]! * ratio - half);
    const inside =
      left >= 0 && top >= 0 && left + sheet.cell <= width && top + sheet.cell <= height;
    const { dx, dy, pixels, bytes, alphas } = sprite;
    for (let k = 0; k < pixels.length; k++) {
      const x = left + dx[k]!;
      const y = top + dy[k]!;
      if (!inside && (x < 0 || y < 0 || x >= width || y >= height)) continue;
      const at = y * width + x;
      if (alphas[k] === 255 || words[at] === 0) words[at] = pixels[k]!;
      else blend(data, at * 4, bytes, k * 4);
    }
  }
}
