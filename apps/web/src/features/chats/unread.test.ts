import type { ChatContext } from '@havhjaelp/common/chats';
import type { ChatMessage } from '@havhjaelp/common/chats';
import { describe, expect, it } from 'vitest';
import { totalUnread, withIncomingMessage, withUnreadCount } from './unread';

function chat(requestId: string, unreadCount: number, lastMessageAt: string | null): ChatContext {
  return {
    type: 'help',
    requestId,
    vesselName: requestId,
    partnerName: 'partner',
    role: 'owner',
    unreadCount,
    lastMessageAt,
  };
}

function line(requestId: string, userId: string, timestamp: string): ChatMessage {
  return {
    id: `${requestId}-${timestamp}`,
    requestId,
    userId,
    userName: userId,
    message: 'Hej',
    timestamp,
  };
}

const T1 = '2026-11-21T12:00:00.000Z';
const T2 = '2026-11-21T12:05:00.000Z';
const T3 = '2026-11-21T12:10:00.000Z';

describe('unread bookkeeping', () => {
  const chats = [chat('a', 0, T2), chat('b', 2, T1), chat('c', 0, null)];

  it('raises the count of the other person’s line and moves that chat to the top', () => {
    const next = withIncomingMessage(chats, line('b', 'partner', T3), 'me', false);
    expect(next.map((c) => [c.requestId, c.unreadCount, c.lastMessageAt])).toEqual([
      ['b', 3, T3],
      ['a', 0, T2],
      ['c', 0, null],
    ]);
    expect(totalUnread(next)).toBe(3);
  });

  it('does not count my own lines, or a line counted before (the same id delivered twice)', () => {
    expect(withIncomingMessage(chats, line('a', 'me', T3), 'me', false)[0]).toEqual(
      chat('a', 0, T3),
    );
    expect(withIncomingMessage(chats, line('b', 'partner', T3), 'me', true)[0]).toEqual(
      chat('b', 2, T3),
    );
  });

  it('leaves the list alone for a chat that is not in it, and keeps a newer last time', () => {
    expect(withIncomingMessage(chats, line('z', 'partner', T3), 'me', false)).toEqual(chats);
    expect(withIncomingMessage(chats, line('a', 'partner', T1), 'me', false)[0]).toEqual(
      chat('a', 1, T2),
    );
  });

  it('takes the server’s count after marking read, for that chat only', () => {
    const next = withUnreadCount(chats, 'b', 0);
    expect(next.map((c) => c.unreadCount)).toEqual([0, 0, 0]);
    expect(totalUnread(withUnreadCount(chats, 'a', 4))).toBe(6);
    expect(totalUnread([])).toBe(0);
  });
});
