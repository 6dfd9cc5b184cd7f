import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../lib/session';
import { chatsQuery } from './api';
import type { ChatRef } from './chat-store';

/** The server's unread count of one chat, as the Chats menu shows it (0 when unknown). */
export function useUnreadCount(chat: ChatRef): number {
  const userId = useSessionUser()?.id ?? '';
  return (
    useQuery({
      ...chatsQuery(userId),
      enabled: userId !== '',
      select: (list) =>
        list.chats.find((c) => c.type === chat.kind && c.requestId === chat.id)?.unreadCount ?? 0,
    }).data ?? 0
  );
}
