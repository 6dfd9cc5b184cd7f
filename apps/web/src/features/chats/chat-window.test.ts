import { describe, expect, it } from 'vitest';
import { initialChatPosition } from './chat-window';

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
