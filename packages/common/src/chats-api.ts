import {
  CHAT_ERRORS,
  chatListSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatPostSchema,
  chatSchema,
  markReadAnswerSchema,
  markReadSchema,
  type ChatType,
} from './chats';
import { endpoints } from './endpoint';
import type { ApiErrorEntry } from './errors';
import { z } from './zod-da';

const chatIdParams = z.object({ id: z.string().min(1).max(64) });
const markParams = z.object({ requestId: z.string().min(1).max(64) });

/** The chats feature's own endpoints, whatever the kinds. */
export const chatsApi = endpoints('chats', {
  list: { method: 'GET', path: '/api/chats', answer: chatListSchema, auth: 'member' },
});

/** How the feature that owns a kind of chat refuses a caller. */
export interface ChatRefusals {
  /** Reading the lines: an unknown chat, someone not in it, a chat not open yet. */
  read: readonly ApiErrorEntry[];
  /** Writing a line: those of reading, and a chat closed for new lines. */
  write: readonly ApiErrorEntry[];
  /** Someone who is not in the chat. */
  forbidden: ApiErrorEntry;
}

/** Where a kind's lines are, `:id` the chat's id: under the feature the chat is about. */
export interface ChatOwner<F extends string> {
  feature: F;
  path: `/${string}`;
  refusals: ChatRefusals;
}

/**
 * The endpoints of one kind of chat: its lines, read (GET) and written (POST) where the owning
 * feature keeps them, so their query keys live under that feature and its refreshes reach them;
 * and its read marker, the chats feature's, one path per kind. A kind may say more about each line
 * than a chat line does (a direct message its sender and receiver), never less.
 */
export function chatKindApi<
  const T extends ChatType,
  const F extends string,
  L extends typeof chatMessageSchema = typeof chatMessageSchema,
>(type: T, owner: ChatOwner<F>, line: L = chatMessageSchema as L) {
  const { path, refusals } = owner;
  const lines = endpoints(owner.feature, {
    chat: {
      method: 'GET',
      path,
      params: chatIdParams,
      query: chatPageQuerySchema,
      answer: chatSchema.extend({ messages: z.array(line) }),
      errors: refusals.read,
      auth: 'member',
    },
    postChat: {
      method: 'POST',
      path,
      params: chatIdParams,
      body: chatPostSchema,
      answer: line,
      errors: [...refusals.write, CHAT_ERRORS.TOO_MANY_LINES],
      auth: 'member',
    },
  });
  const marker = endpoints('chats', {
    markRead: {
      method: 'PUT',
      path: `/api/chats/${type}/:requestId/read`,
      params: markParams,
      body: markReadSchema,
      answer: markReadAnswerSchema,
      errors: [refusals.forbidden, CHAT_ERRORS.MESSAGE_NOT_FOUND],
      auth: 'member',
    },
  });
  return { lines: lines.chat, post: lines.postChat, markRead: marker.markRead };
}

/**
 * A kind of chat's endpoints, as the server registers them and the web calls them. Instantiated
 * explicitly: TypeScript takes the bare `ReturnType` of this generic function as `any`.
 */
export type ChatKindApi = ReturnType<typeof chatKindApi<ChatType, string>>;
