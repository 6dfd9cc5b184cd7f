import { type ChatList, type Chat, type ChatMessage } from '@havhjaelp/common/chats';
import type { HelpRequest } from '@havhjaelp/common/help';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authFetch } from '../../lib/auth-fetch';
import { CHAT_KINDS } from './chat-kinds';
import type { ChatRef } from './chat-store';
import { withUnreadCount } from './unread';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => ['chats', userId] as const,
  // A chat's lines and subject are cached under the kind's own keys (a help chat's under 'help'),
  // so whatever refreshes that kind's data refreshes them too.
  lines: (chat: ChatRef) => [chat.kind, 'chat', chat.id] as const,
  subject: (chat: ChatRef) => [chat.kind, 'request', chat.id] as const,
};

export const chatsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: ({ signal }) => authFetch<ChatList>('/api/chats', { signal }),
  });

export const chatLinesQuery = (chat: ChatRef) =>
  queryOptions({
    queryKey: chatKeys.lines(chat),
    queryFn: ({ signal }) => authFetch<Chat>(CHAT_KINDS[chat.kind].linesPath(chat.id), { signal }),
  });

/** The window's title: a help chat is named after the vessel in need. */
export const chatTitleQuery = (chat: ChatRef) =>
  queryOptions({
    queryKey: chatKeys.subject(chat),
    queryFn: ({ signal }) =>
      authFetch<HelpRequest>(CHAT_KINDS[chat.kind].subjectPath(chat.id), { signal }),
    select: (request) => request.vesselName,
  });

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
      authFetch<ChatMessage>(CHAT_KINDS[chat.kind].linesPath(chat.id), {
        method: 'POST',
        body: { message },
      }),
    onSuccess: (message) => addChatMessage(queryClient, chat, message),
  });
}

/** Tells the server the chat is read up to `messageId`; the menu shows the server's count after. */
export function useMarkChatRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chat, messageId }: { chat: ChatRef; messageId: string }) =>
      authFetch<{ unreadCount: number }>(`/api/chats/${chat.kind}/${chat.id}/read`, {
        method: 'PUT',
        body: { messageId },
      }),
    onSuccess: ({ unreadCount }, { chat }) =>
      queryClient.setQueryData<ChatList>(
        chatKeys.list(userId),
        (list) => list && { chats: withUnreadCount(list.chats, chat.id, unreadCount) },
      ),
  });
}
