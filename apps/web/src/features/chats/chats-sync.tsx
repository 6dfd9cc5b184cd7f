import { type ChatList, type ChatMessage } from '@havhjaelp/common/chats';
import { LIMITS } from '@havhjaelp/common/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { useSessionUser } from '../../lib/session';
import { addChatMessage, chatKeys, chatsQuery } from './api';
import { CHAT_KINDS } from './chat-kinds';
import type { ChatRef } from './chat-store';
import { withIncomingMessage } from './unread';

/** How many delivered line ids are remembered, so a line delivered twice is counted once. */
const REMEMBERED_LINES = 500;

/**
 * Follows every chat the user is in, so unread counts rise live even with no window open. The
 * list itself is the server's (read markers live there): fetched at start, on status changes
 * (a chat opens on accept and ends with its request), after a reconnect, and every 30 s.
 */
export function ChatsSync() {
  const user = useSessionUser();
  return user ? <ChatsSyncFor userId={user.id} /> : null;
}

function ChatsSyncFor({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const topics = useLiveTopics();
  const live = useLiveState();
  const chats = useQuery({ ...chatsQuery(userId), refetchInterval: LIMITS.headerRefreshMs });
  const counted = useRef(new Set<string>());

  useLiveTopic(topics.helpUpdate, () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  });
  useEffect(() => {
    // Lines written while the channel was down never arrive live.
    if (live === 'connected') void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [live, queryClient]);

  const onLine = (chat: ChatRef, message: ChatMessage) => {
    addChatMessage(queryClient, chat, message);
    const seen = counted.current;
    const already = seen.has(message.id);
    seen.add(message.id);
    if (seen.size > REMEMBERED_LINES) seen.delete(seen.values().next().value!);
    queryClient.setQueryData<ChatList>(
      chatKeys.list(userId),
      (list) => list && { chats: withIncomingMessage(list.chats, message, userId, already) },
    );
  };

  return (
    <>
      {chats.data?.chats.map((chat) => (
        <ChatFollower
          key={`${chat.type}:${chat.requestId}`}
          chat={{ kind: chat.type, id: chat.requestId }}
          onLine={onLine}
        />
      ))}
    </>
  );
}

function ChatFollower({
  chat,
  onLine,
}: {
  chat: ChatRef;
  onLine: (chat: ChatRef, message: ChatMessage) => void;
}) {
  const topics = useLiveTopics();
  useLiveTopic(CHAT_KINDS[chat.kind].topic(topics, chat.id), (event) => {
    if (event.action === 'chat_message') onLine(chat, event.data);
  });
  return null;
}
