import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../auth/session';
import { chatsQuery } from './api';

/** The server's unread count of one help chat, as the Chats menu shows it (0 when unknown). */
export function useUnreadCount(requestId: string): number {
  const userId = useSessionUser()?.id ?? '';
  return (
    useQuery({
      ...chatsQuery(userId),
      enabled: userId !== '',
      select: (list) => list.chats.find((chat) => chat.requestId === requestId)?.unreadCount ?? 0,
    }).data ?? 0
  );
}
