import { directChatApi } from '@havhjaelp/common/direct-chat-api';
import { call, endpointKey } from '../../lib/call';
import { subjectTitle, type ChatKind } from '../chats';

/**
 * The direct chat with a friend, its id the friend's user id: named after the friend, its lines
 * and its first message arriving on my own topic (SPEC.md section 7), and gone from the list when
 * the friendship ends.
 */
export const directChatKind: ChatKind = {
  type: 'direct',
  api: directChatApi,
  // The friend's name is in the chat's own first page, under its key: one fetch serves the
  // window's lines and its title.
  title: (id) =>
    subjectTitle(
      endpointKey(directChatApi.lines, id),
      (signal) => call(directChatApi.lines, { params: { id }, signal }),
      (chat) => chat.participants.find((person) => person.userId === id)?.userName ?? 'Ven',
    ),
  lines: (topics, id, myId) => ({
    topic: topics.userMessages(myId),
    read: (event) =>
      event.action === 'direct_message' && event.data.requestId === id ? event.data : undefined,
  }),
  // A friend's first message adds our chat to the list; the friendship's end takes it away.
  listChanges: (topics, myId) => ({
    topic: topics.userMessages(myId),
    read: (event) => {
      if (event.action === 'direct_message')
        return { chatId: event.data.requestId, when: 'unlisted' };
      if (event.action === 'friend_removed') return { chatId: event.data.userId, when: 'listed' };
      return undefined;
    },
  }),
};
