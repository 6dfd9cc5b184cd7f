import type { ChatType } from '@havhjaelp/common/chats';
import type { LiveTopic, LiveTopics } from '@havhjaelp/common/live';

/** What differs between kinds of chat; direct messages will be one more entry. */
interface ChatKind {
  /** Where the chat's lines are: GET reads them, POST adds one. */
  linesPath(id: string): string;
  /** What the chat is about (a help chat: its request), whose name the window shows. */
  subjectPath(id: string): string;
  /** The live topic new lines arrive on. */
  topic(topics: LiveTopics, id: string): LiveTopic<'chat_message'>;
}

export const CHAT_KINDS: Record<ChatType, ChatKind> = {
  help: {
    linesPath: (id) => `/api/help/${id}/chat`,
    subjectPath: (id) => `/api/help/${id}`,
    topic: (topics, id) => topics.helpChat(id),
  },
};
