import type { Chat, ChatList, ChatMessage } from '@havhjaelp/common/chats';
import { chatsApi } from '@havhjaelp/common/chats-api';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';
import type { ChatKind } from './chat-kinds';
import { withUnreadCount } from './unread';

export const chatKeys = {
  all: ['chats'] as const,
  list: (userId: string) => endpointKey(chatsApi.list, userId),
  // A chat's lines are cached under the kind's own keys (a help chat's under 'help'), so whatever
  // refreshes that kind's data refreshes them too.
  lines: (kind: ChatKind, id: string) => endpointKey(kind.api.lines, id),
};

export const chatsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.list(userId),
    queryFn: ({ signal }) => call(chatsApi.list, { signal }),
  });

export const chatLinesQuery = (kind: ChatKind, id: string) =>
  queryOptions({
    queryKey: chatKeys.lines(kind, id),
    queryFn: ({ signal }) => call(kind.api.lines, { params: { id }, signal }),
  });

/** Adds a line to the cached chat unless it is already there (live and POST both bring it). */
export function addChatMessage(
  queryClient: QueryClient,
  kind: ChatKind,
  id: string,
  message: ChatMessage,
): void {
  queryClient.setQueryData<Chat>(chatKeys.lines(kind, id), (lines) =>
    lines && !lines.messages.some((m) => m.id === message.id)
      ? { ...lines, messages: [...lines.messages, message] }
      : lines,
  );
}

/** Loads the page of lines before the first one shown and puts it in front of them. */
export function useOlderLines(kind: ChatKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (before: string) => call(kind.api.lines, { params: { id }, query: { before } }),
    onSuccess: (older) =>
      queryClient.setQueryData<Chat>(chatKeys.lines(kind, id), (lines) => {
        if (!lines) return lines;
        const shown = new Set(lines.messages.map((m) => m.id));
        return {
          ...lines,
          messages: [...older.messages.filter((m) => !shown.has(m.id)), ...lines.messages],
          hasOlder: older.hasOlder,
        };
      }),
  });
}

export function useSendChat(kind: ChatKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => call(kind.api.post, { params: { id }, body: { message } }),
    onSuccess: (message) => addChatMessage(queryClient, kind, id, message),
  });
}

/** Tells the server the chat is read up to `messageId`; the menu shows the server's count after. */
export function useMarkChatRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, messageId }: { kind: ChatKind; id: string; messageId: string }) =>
      call(kind.api.markRead, { params: { requestId: id }, body: { messageId } }),
    onSuccess: ({ unreadCount }, { id }) =>
      queryClient.setQueryData<ChatList>(
        chatKeys.list(userId),
        (list) => list && { chats: withUnreadCount(list.chats, id, unreadCount) },
      ),
  });
}
