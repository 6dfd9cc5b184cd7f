import type { ChatContext } from '@havhjaelp/common/chats';
import type { ChatMessage } from '@havhjaelp/common/chats';

/** Newest activity first; chats nobody has written in yet last (as the server sorts). */
function byActivity(a: ChatContext, b: ChatContext): number {
  return (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '');
}

/**
 * A live chat line arrived: the other person's line raises that chat's unread count at once (the
 * server's count follows on the next fetch); my own lines, and lines already counted, do not.
 */
export function withIncomingMessage(
  chats: readonly ChatContext[],
  message: ChatMessage,
  myId: string,
  alreadyCounted: boolean,
): ChatContext[] {
  return chats
    .map((chat) => {
      if (chat.requestId !== message.requestId) return chat;
      const fromOther = message.userId !== myId && !alreadyCounted;
      return {
        ...chat,
        unreadCount: chat.unreadCount + (fromOther ? 1 : 0),
        lastMessageAt:
          (chat.lastMessageAt ?? '') > message.timestamp ? chat.lastMessageAt : message.timestamp,
      };
    })
    .sort(byActivity);
}

export function withUnreadCount(
  chats: readonly ChatContext[],
  requestId: string,
  unreadCount: number,
): ChatContext[] {
  return chats.map((chat) => (chat.requestId === requestId ? { ...chat, unreadCount } : chat));
}

export function totalUnread(chats: readonly ChatContext[]): number {
  return chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
}
