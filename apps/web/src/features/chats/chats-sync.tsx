import type { ChatList } from '@havhjaelp/common/chats';
import type { ChatMessage } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { useSessionUser } from '../auth/session';
import { addChatMessage } from '../help/api';
import { chatKeys, chatsQuery } from './api';
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

  const onLine = (message: ChatMessage) => {
    addChatMessage(queryClient, message);
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
        <ChatFollower key={chat.requestId} requestId={chat.requestId} onLine={onLine} />
      ))}
    </>
  );
}

function ChatFollower({
  requestId,
  onLine,
}: {
  requestId: string;
  onLine: (message: ChatMessage) => void;
}) {
  const topics = useLiveTopics();
  useLiveTopic(topics.helpChat(requestId), (event) => {
    if (event.action === 'chat_message') onLine(event.data);
  });
  return null;
}
