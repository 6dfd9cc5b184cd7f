// @vitest-environment jsdom
import type { LiveEvent } from '@havhjaelp/common/live';
import { liveTopics } from '@havhjaelp/common/live';
import { describe, expect, it } from 'vitest';
import { directChatKind } from './chat-kind';

const topics = liveTopics('havhjaelp');
const ME = 'me';
const ANNA = 'anna';

const line = (chatId: string, from: string) => ({
  id: `line-${chatId}-${from}`,
  requestId: chatId,
  userId: from,
  userName: from,
  message: 'Hej',
  timestamp: '2026-06-01T10:00:00.000Z',
  sender_id: from,
  receiver_id: from === ME ? chatId : ME,
  created_at: '2026-06-01T10:00:00.000Z',
});

describe('the direct chat kind', () => {
  it('follows my own topic for the lines of every direct chat', () => {
    expect(directChatKind.lines(topics, ANNA, ME).topic).toBe('havhjaelp/user/me/messages');
    expect(directChatKind.listChanges!(topics, ME).topic).toBe('havhjaelp/user/me/messages');
  });

  const events: ReadonlyArray<readonly [string, LiveEvent, boolean]> = [
    ['Anna’s line', { action: 'direct_message', data: line(ANNA, ANNA) }, true],
    ['my line from another device', { action: 'direct_message', data: line(ANNA, ME) }, true],
    ['a line of another chat', { action: 'direct_message', data: line('bo', 'bo') }, false],
    ['a friendship ended', { action: 'friend_removed', data: { userId: ANNA } }, false],
  ];
  it.each(events)('takes into Anna’s chat: %s → %s', (_, event, taken) => {
    const read = directChatKind.lines(topics, ANNA, ME).read(event);
    expect(read).toEqual(taken ? event.data : undefined);
  });

  const changes: ReadonlyArray<readonly [string, LiveEvent, unknown]> = [
    [
      'a line: its chat may be new to the list',
      { action: 'direct_message', data: line('bo', 'bo') },
      { chatId: 'bo', when: 'unlisted' },
    ],
    [
      'a friendship ended: its chat leaves the list',
      { action: 'friend_removed', data: { userId: ANNA } },
      { chatId: ANNA, when: 'listed' },
    ],
    [
      'a request: no chat yet',
      {
        action: 'friend_request',
        data: {
          id: 'r1',
          senderId: ANNA,
          senderUsername: 'anna',
          receiverId: ME,
          receiverUsername: 'me',
          createdAt: '2026-06-01T10:00:00.000Z',
        },
      },
      undefined,
    ],
  ];
  it.each(changes)('changes the list: %s', (_, event, change) => {
    expect(directChatKind.listChanges!(topics, ME).read(event)).toEqual(change);
  });
});
