// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { TEST_USER } from '../../lib/test-user';
import { chatWindows, useOpenChats, type ChatRef } from './chat-store';

const help = (id: string): ChatRef => ({ kind: 'help', id });

describe('chat windows store', () => {
  beforeEach(() => chatWindows.reset());

  it('opens each chat once, un-minimises it when asked again, and closes it', () => {
    const { result } = renderHook(() => useOpenChats());
    act(() => {
      chatWindows.open(help('a'));
      chatWindows.open(help('b'));
      chatWindows.toggle(help('a'));
    });
    expect(result.current).toEqual([
      { kind: 'help', id: 'a', minimized: true, slot: 0 },
      { kind: 'help', id: 'b', minimized: false, slot: 1 },
    ]);
    act(() => chatWindows.open(help('a')));
    expect(result.current).toEqual([
      { kind: 'help', id: 'a', minimized: false, slot: 0 },
      { kind: 'help', id: 'b', minimized: false, slot: 1 },
    ]);
    act(() => chatWindows.close(help('a')));
    expect(result.current).toEqual([{ kind: 'help', id: 'b', minimized: false, slot: 1 }]);
  });

  it('opens a new chat in the first place no open window holds', () => {
    chatWindows.open(help('a'));
    chatWindows.open(help('b'));
    chatWindows.open(help('c'));
    chatWindows.close(help('b'));
    chatWindows.open(help('d'));
    chatWindows.open(help('e'));
    const { result } = renderHook(() => useOpenChats());
    expect(result.current.map((chat) => [chat.id, chat.slot])).toEqual([
      ['a', 0],
      ['c', 2],
      ['d', 1],
      ['e', 3],
    ]);
  });

  it('closes every window when the session ends', () => {
    startSession({ token: 'tok', user: TEST_USER });
    chatWindows.open(help('a'));
    chatWindows.open(help('b'));
    const { result } = renderHook(() => useOpenChats());
    act(() => endSession());
    expect(result.current).toEqual([]);
  });
});
