import { type ChatList, type ChatMessage, type ChatType } from '@havhjaelp/common/chats';
import { LIMITS } from '@havhjaelp/common/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { useSessionUser } from '../../lib/session';
import { addChatMessage, chatKeys, chatsQuery } from './api';
import { useChatKind, useChatKinds, type ChatKind, type ListChange } from './chat-kinds';
import { useChatLines } from './use-chat-lines';
import { useOpenChats, type ChatRef } from './chat-store';
import { withIncomingMessage } from './unread';

/** How many delivered line ids are remembered, so a line delivered twice is counted once. */
const REMEMBERED_LINES = 500;

/**
 * Follows every chat the user is in, so unread counts rise live even with no window open. The
 * list itself is the server's (read markers live there): fetched at start, when one of its chats
 * changes status or a window opens for a chat it does not hold yet (an accept just now), after a
 * reconnect, and every 30 s. Other people's status changes cost nothing.
 */
export function ChatsSync() {
  const user = useSessionUser();
  return user ? <ChatsSyncFor userId={user.id} /> : null;
}

function ChatsSyncFor({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const live = useLiveState();
  const chats = useQuery({ ...chatsQuery(userId), refetchInterval: LIMITS.headerRefreshMs });
  const kinds = useChatKinds();
  const counted = useRef(new Set<string>());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });

  const onListChange = (type: ChatType, change: ListChange) => {
    const list = queryClient.getQueryData<ChatList>(chatKeys.list(userId));
    const listed =
      list?.chats.some((chat) => chat.type === type && chat.requestId === change.chatId) ?? false;
    if (listed === (change.when === 'listed')) refresh();
  };
  const openChats = useOpenChats();
  const known = chats.data?.chats;
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!known) return;
    const unknown = openChats
      .map((chat) => `${chat.kind}:${chat.id}`)
      .filter((key) => !known.some((chat) => `${chat.type}:${chat.requestId}` === key));
    // Asked once per chat: a window the server does not list (yet) must not refetch in a loop.
    const fresh = unknown.filter((key) => !asked.current.has(key));
    fresh.forEach((key) => asked.current.add(key));
    if (fresh.length > 0) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [openChats, known, queryClient]);
  useEffect(() => {
    // Lines written while the channel was down never arrive live.
    if (live === 'connected') void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  }, [live, queryClient]);

  const onLine = (kind: ChatKind, chatId: string, message: ChatMessage) => {
    addChatMessage(queryClient, kind, chatId, message);
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
      {kinds.map((kind) => (
        <ListChanges key={kind.type} kind={kind} userId={userId} onChange={onListChange} />
      ))}
      {chats.data?.chats.map((chat) => (
        <ChatFollower
          key={`${chat.type}:${chat.requestId}`}
          chat={{ kind: chat.type, id: chat.requestId }}
          userId={userId}
          onLine={onLine}
        />
      ))}
    </>
  );
}

/** Follows what changes a kind's part of the list, when the kind tells it. */
function ListChanges({
  kind,
  userId,
  onChange,
}: {
  kind: ChatKind;
  userId: string;
  onChange: (type: ChatType, change: ListChange) => void;
}) {
  const topics = useLiveTopics();
  const source = kind.listChanges?.(topics, userId);
  useLiveTopic(source?.topic ?? null, (event) => {
    const change = source?.read(event);
    if (change) onChange(kind.type, change);
  });
  return null;
}

function ChatFollower({
  chat,
  userId,
  onLine,
}: {
  chat: ChatRef;
  userId: string;
  onLine: (kind: ChatKind, chatId: string, message: ChatMessage) => void;
}) {
  const kind = useChatKind(chat.kind);
  useChatLines(kind, chat.id, userId, (line) => onLine(kind, chat.id, line));
  return null;
}
