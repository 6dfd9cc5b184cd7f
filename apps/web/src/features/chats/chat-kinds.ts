import type { ChatMessage, ChatType } from '@havhjaelp/common/chats';
import type { ChatKindApi } from '@havhjaelp/common/chats-api';
import type { LiveAction, LiveEventOf, LiveTopic, LiveTopics } from '@havhjaelp/common/live';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useSlot } from '../../lib/slots';

/** The window's title, read from what the chat is about. */
type TitleQuery = UseQueryOptions<unknown, Error, string>;

/** Where something arrives live, and what of it concerns the chats. */
export interface LiveSource<T> {
  topic: LiveTopic<LiveAction>;
  /** What the event means here, or undefined when it means nothing here. */
  read(event: LiveEventOf<LiveAction>): T | undefined;
}

/**
 * What differs between kinds of chat, offered by the feature the chats are about (a help chat by
 * help, a direct chat by friends) in its face's `chatKinds` slot.
 */
export interface ChatKind {
  type: ChatType;
  /** Where the chat's lines are read and written, and where it is marked read. */
  api: ChatKindApi;
  /** What the chat is about (a help chat: its request) and the name the window shows for it. */
  title(id: string): TitleQuery;
  /**
   * Where the chat's new lines arrive (a help chat's own topic; the user's own topic for direct
   * messages, which carries every direct chat's) and which line of it belongs to this chat.
   */
  lines(topics: LiveTopics, id: string, myId: string): LiveSource<ChatMessage>;
  /**
   * What changes the list of the user's chats of this kind (a help request's status, which may
   * open or end its chat; a first message from a friend): the list is asked again when an event
   * here names a chat the list holds, or one it does not hold, as the change says.
   */
  listChanges?(topics: LiveTopics, myId: string): LiveSource<ListChange>;
}

/** A chat that an event may have added to the user's list, or changed or ended in it. */
export interface ListChange {
  chatId: string;
  /** Refetch only when the list holds the chat (it may have ended), or only when it does not. */
  when: 'listed' | 'unlisted';
}

declare module '../../lib/feature-face' {
  interface FeatureSlots {
    chatKinds?: readonly ChatKind[];
  }
}

/**
 * The title from the subject's own query, under that query's key: the owning feature's cache and
 * refreshes serve the window too, and one fetch serves both.
 */
export function subjectTitle<T>(
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  name: (subject: T) => string,
): TitleQuery {
  return {
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    // What is cached under this key is what `fetch` answers; the kinds' subjects differ in type.
    select: (subject) => name(subject as T),
  };
}

/** Every kind of chat the faces offer. */
export const useChatKinds = (): readonly ChatKind[] => useSlot('chatKinds');

/** The kind of chat `type` names; every type the server lists has a face offering it. */
export function useChatKind(type: ChatType): ChatKind {
  const kind = useChatKinds().find((offered) => offered.type === type);
  if (!kind) throw new Error(`No face offers the chat kind '${type}'`);
  return kind;
}
