import { describe, expect, it } from 'vitest';
import { initialChatPosition, placeChatWindow } from './chat-placement';

describe('initialChatPosition', () => {
  it('puts the first window 400 px from the right and 100 from the top, the next beside it', () => {
    expect(initialChatPosition(0, 1280)).toEqual({ x: 880, y: 100 });
    expect(initialChatPosition(1, 1280)).toEqual({ x: 508, y: 100 });
    expect(initialChatPosition(2, 1280)).toEqual({ x: 136, y: 100 });
  });

  it('starts a lower row when the row is full, so windows opened together never coincide', () => {
    expect(initialChatPosition(3, 1280)).toEqual({ x: 880, y: 140 });
    const places = [0, 1, 2, 3, 4, 5, 6].map((slot) =>
      JSON.stringify(initialChatPosition(slot, 1280)),
    );
    expect(new Set(places).size).toBe(7);
  });

  it('keeps a window inside a narrow screen, stacking lower instead', () => {
    expect(initialChatPosition(0, 360)).toEqual({ x: 8, y: 100 });
    expect(initialChatPosition(1, 360)).toEqual({ x: 8, y: 140 });
    expect(initialChatPosition(0, 700)).toEqual({ x: 300, y: 100 });
  });
});

const LAPTOP = { width: 1280, height: 800 };
const box = (left: number, top: number, right: number, bottom: number) => ({
  left,
  top,
  right,
  bottom,
});
// The map's buttons at 1280 × 800: the column and the layer picker on the right, 'Opret kald'
// low on the right, 'Nødopkald' low on the left, a notice at the top.
const MAP_CONTROLS = [
  box(1224, 112, 1268, 260),
  box(1044, 279, 1268, 560),
  box(1150, 726, 1268, 772),
  box(12, 738, 140, 772),
  box(56, 112, 632, 160),
];

describe('placeChatWindow', () => {
  it('on a page with nothing to keep clear, opens where SPEC.md says and the next beside it', () => {
    expect(placeChatWindow(0, LAPTOP, [])).toEqual({ x: 880, y: 100 });
    expect(placeChatWindow(1, LAPTOP, [])).toEqual({ x: 508, y: 100 });
    expect(placeChatWindow(2, LAPTOP, [])).toEqual({ x: 136, y: 100 });
    // Nothing free any more: a little lower, as before.
    expect(placeChatWindow(3, LAPTOP, [])).toEqual({ x: 880, y: 140 });
  });

  it("on the map, opens on the free side, left of the map's buttons and right of the notice", () => {
    expect(placeChatWindow(0, LAPTOP, MAP_CONTROLS)).toEqual({ x: 672, y: 100 });
    // The second window finds no room beside the first at the top: it opens lower, off the notice.
    const second = placeChatWindow(1, LAPTOP, MAP_CONTROLS);
    expect(second).toEqual({ x: 300, y: 180 });
  });

  it('keeps clear of a window already open where it was dragged', () => {
    expect(placeChatWindow(0, LAPTOP, [box(700, 100, 1060, 600)])).toEqual({ x: 328, y: 100 });
  });

  it('on a low screen tries only the first row', () => {
    expect(placeChatWindow(0, { width: 1280, height: 500 }, [box(860, 0, 1280, 500)])).toEqual({
      x: 488,
      y: 100,
    });
  });
});
