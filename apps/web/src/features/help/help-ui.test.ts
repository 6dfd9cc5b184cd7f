import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialChatPosition } from './chat-window';
import { closePayload } from './close-call-dialog';
import { helpUi, useHelpUi, type HelpUiState } from './help-ui';

describe('closePayload', () => {
  it.each([
    ['', 3, true, {}],
    ['   ', 5, false, {}],
    ['Tusind tak!', 4, true, { testimonial: 'Tusind tak!', rating: 4, isPublic: true }],
    ['  Tak  ', 5, false, { testimonial: 'Tak', rating: 5, isPublic: false }],
  ])('%j, %i stars, public %s → %j', (text, rating, isPublic, payload) => {
    expect(closePayload(text, rating, isPublic)).toEqual(payload);
  });
});

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

describe('help overlays store', () => {
  beforeEach(() => helpUi.reset());

  it('opens each chat once, un-minimises it when asked again, and closes it', () => {
    const { result } = renderHook(() => useHelpUi());
    const chats = (): HelpUiState['chats'] => result.current.chats;
    act(() => {
      helpUi.openChat('a');
      helpUi.openChat('b');
      helpUi.toggleChat('a');
    });
    expect(chats()).toEqual([
      { requestId: 'a', minimized: true, slot: 0 },
      { requestId: 'b', minimized: false, slot: 1 },
    ]);
    act(() => helpUi.openChat('a'));
    expect(chats()).toEqual([
      { requestId: 'a', minimized: false, slot: 0 },
      { requestId: 'b', minimized: false, slot: 1 },
    ]);
    act(() => helpUi.closeChat('a'));
    expect(chats()).toEqual([{ requestId: 'b', minimized: false, slot: 1 }]);
  });

  it('opens a new chat in the first place no open window holds', () => {
    helpUi.openChat('a');
    helpUi.openChat('b');
    helpUi.openChat('c');
    helpUi.closeChat('b');
    helpUi.openChat('d');
    helpUi.openChat('e');
    const { result } = renderHook(() => useHelpUi());
    expect(result.current.chats.map((chat) => [chat.requestId, chat.slot])).toEqual([
      ['a', 0],
      ['c', 2],
      ['d', 1],
      ['e', 3],
    ]);
  });

  it('opening the close-call modal closes the details modal', () => {
    helpUi.openDetails('x');
    helpUi.openCloseCall('x');
    const { result } = renderHook(() => useHelpUi());
    expect(result.current).toMatchObject({ detailsId: null, closeCallId: 'x' });
  });
});
