import type { ChatList } from '@havhjaelp/common/chats';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../auth/api';
import { withUnreadCount } from './unread';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => ['chats', userId] as const,
};

export const chatsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: ({ signal }) => authFetch<ChatList>('/chats', { signal }),
  });

/** Tells the server the chat is read up to `messageId`; the menu shows the server's count after. */
export function useMarkChatRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, messageId }: { requestId: string; messageId: string }) =>
      authFetch<{ unreadCount: number }>(`/chats/help/${requestId}/read`, {
        method: 'PUT',
        body: { messageId },
      }),
    onSuccess: ({ unreadCount }, { requestId }) =>
      queryClient.setQueryData<ChatList>(
        chatKeys.list(userId),
        (list) => list && { chats: withUnreadCount(list.chats, requestId, unreadCount) },
      ),
  });
}
