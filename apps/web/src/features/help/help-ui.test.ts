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
  it('puts the first window 400 px from the right and 100 from the top, and cascades the next', () => {
    expect(initialChatPosition(0, 1280)).toEqual({ x: 880, y: 100 });
    expect(initialChatPosition(1, 1280)).toEqual({ x: 848, y: 132 });
  });

  it('keeps a window inside a narrow screen', () => {
    expect(initialChatPosition(0, 360)).toEqual({ x: 8, y: 100 });
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
      { requestId: 'a', minimized: true },
      { requestId: 'b', minimized: false },
    ]);
    act(() => helpUi.openChat('a'));
    expect(chats()).toEqual([
      { requestId: 'a', minimized: false },
      { requestId: 'b', minimized: false },
    ]);
    act(() => helpUi.closeChat('a'));
    expect(chats()).toEqual([{ requestId: 'b', minimized: false }]);
  });

  it('opening the close-call modal closes the details modal', () => {
    helpUi.openDetails('x');
    helpUi.openCloseCall('x');
    const { result } = renderHook(() => useHelpUi());
    expect(result.current).toMatchObject({ detailsId: null, closeCallId: 'x' });
  });
});
