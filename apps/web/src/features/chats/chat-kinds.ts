import type { ChatType } from '@havhjaelp/common/chats';
import type { ChatKindApi } from '@havhjaelp/common/chats-api';
import type { LiveTopic, LiveTopics } from '@havhjaelp/common/live';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useSlot } from '../../lib/slots';

/** The window's title, read from what the chat is about. */
type TitleQuery = UseQueryOptions<unknown, Error, string>;

/**
 * What differs between kinds of chat, offered by the feature the chats are about (a help chat by
 * help) in its face's `chatKinds` slot; direct messages will be one more entry.
 */
export interface ChatKind {
  type: ChatType;
  /** Where the chat's lines are read and written, and where it is marked read. */
  api: ChatKindApi;
  /** What the chat is about (a help chat: its request) and the name the window shows for it. */
  title(id: string): TitleQuery;
  /** The live topic new lines arrive on. */
  topic(topics: LiveTopics, id: string): LiveTopic<'chat_message'>;
  /**
   * Where a subject's change of status is told (a help request's, which may open or end its
   * chat): the chat list is asked again when one of its chats' subjects changes.
   */
  subjectChanges?(topics: LiveTopics): LiveTopic<'status_updated'>;
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
