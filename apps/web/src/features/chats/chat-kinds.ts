import type { ChatType } from '@havhjaelp/common/chats';
import type { ChatKindApi } from '@havhjaelp/common/chats-api';
import { helpApi, helpChatApi } from '@havhjaelp/common/help-api';
import type { LiveTopic, LiveTopics } from '@havhjaelp/common/live';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';

/** The window's title, read from what the chat is about. */
type TitleQuery = UseQueryOptions<unknown, Error, string>;

/** What differs between kinds of chat; direct messages will be one more entry. */
interface ChatKind {
  /** Where the chat's lines are read and written, and where it is marked read. */
  api: ChatKindApi;
  /** What the chat is about (a help chat: its request) and the name the window shows for it. */
  title(id: string): TitleQuery;
  /** The live topic new lines arrive on. */
  topic(topics: LiveTopics, id: string): LiveTopic<'chat_message'>;
}

/**
 * The title from the subject's own query, under that query's key: the owning feature's cache and
 * refreshes serve the window too, and one fetch serves both.
 */
function subjectTitle<T>(
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

export const CHAT_KINDS: Record<ChatType, ChatKind> = {
  help: {
    api: helpChatApi,
    title: (id) =>
      subjectTitle(
        endpointKey(helpApi.request, id),
        (signal) => call(helpApi.request, { params: { id }, signal }),
        (request) => request.vesselName,
      ),
    topic: (topics, id) => topics.helpChat(id),
  },
};
