import type { Chat, ChatList, ChatMessage } from '@havhjaelp/common/chats';
import { chatsApi } from '@havhjaelp/common/chats-api';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';
import { CHAT_KINDS } from './chat-kinds';
import type { ChatRef } from './chat-store';
import { withUnreadCount } from './unread';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => endpointKey(chatsApi.list, userId),
  // A chat's lines are cached under the kind's own keys (a help chat's under 'help'), so whatever
  // refreshes that kind's data refreshes them too.
  lines: (chat: ChatRef) => endpointKey(CHAT_KINDS[chat.kind].api.lines, chat.id),
};

export const chatsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: ({ signal }) => call(chatsApi.list, { signal }),
  });

export const chatLinesQuery = (chat: ChatRef) =>
  queryOptions({
    queryKey: chatKeys.lines(chat),
    queryFn: ({ signal }) =>
      call(CHAT_KINDS[chat.kind].api.lines, { params: { id: chat.id }, signal }),
  });

/** The window's title: a help chat is named after the vessel in need. */
export const chatTitleQuery = (chat: ChatRef) => CHAT_KINDS[chat.kind].title(chat.id);

/** Adds a line to the cached chat unless it is already there (live and POST both bring it). */
export function addChatMessage(
  queryClient: QueryClient,
  chat: ChatRef,
  message: ChatMessage,
): void {
  queryClient.setQueryData<Chat>(chatKeys.lines(chat), (lines) =>
    lines && !lines.messages.some((m) => m.id === message.id)
      ? { ...lines, messages: [...lines.messages, message] }
      : lines,
  );
}

export function useSendChat(chat: ChatRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(CHAT_KINDS[chat.kind].api.post, { params: { id: chat.id }, body: { message } }),
    onSuccess: (message) => addChatMessage(queryClient, chat, message),
  });
}

/** Tells the server the chat is read up to `messageId`; the menu shows the server's count after. */
export function useMarkChatRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chat, messageId }: { chat: ChatRef; messageId: string }) =>
      call(CHAT_KINDS[chat.kind].api.markRead, {
        params: { requestId: chat.id },
        body: { messageId },
      }),
    onSuccess: ({ unreadCount }, { chat }) =>
      queryClient.setQueryData<ChatList>(
        chatKeys.list(userId),
        (list) => list && { chats: withUnreadCount(list.chats, chat.id, unreadCount) },
      ),
  });
}
