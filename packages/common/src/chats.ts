import { errorTable } from './errors';
import { LIMITS } from './limits';
import { z } from './zod-da';

/**
 * The chats a user is in, as the header's chat menu lists them (SPEC.md section 3, "chat context
 * entry"): a help chat between a request's owner and its helper, or a direct chat between friends.
 */
export const CHAT_TYPES = ['help', 'direct'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const CHAT_MESSAGES = {
  messageNotInChat: 'Beskeden findes ikke i denne chat',
  messageEmpty: 'Beskeden må ikke være tom',
  messageTooLong: `Beskeden må højst være ${LIMITS.chatMessageMaxChars} tegn`,
  tooManyLines: 'Du skriver hurtigere, end chatten tillader. Vent et øjeblik, og send så igen.',
  /** The chat window's fallback when a refusal came without its own text. */
  notSent: 'Beskeden blev ikke sendt. Prøv igen.',
} as const;

/** The chats feature's error codes. */
export const CHAT_ERRORS = errorTable({
  MESSAGE_NOT_FOUND: { status: 404, message: CHAT_MESSAGES.messageNotInChat },
  TOO_MANY_LINES: { status: 429, message: CHAT_MESSAGES.tooManyLines },
});

/**
 * A chat in the user's list. `requestId` is the chat's id in every kind: a help chat's request,
 * a direct chat's friend (also as `friendId`, SPEC.md's name). `vesselName` is what the chat is
 * about: the request's vessel, or the friend's name.
 */
export const chatContextSchema = z.object({
  type: z.enum(CHAT_TYPES),
  requestId: z.string(),
  friendId: z.string().optional(),
  friendName: z.string().optional(),
  vesselName: z.string(),
  /** The other person in the chat. */
  partnerName: z.string(),
  /** The user's part in a help chat; friends are equals. */
  role: z.enum(['owner', 'helper', 'friend']),
  unreadCount: z.number().int().min(0),
  /** Time of the newest message, or null when nobody has written yet. */
  lastMessageAt: z.string().nullable(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

export const chatListSchema = z.object({ chats: z.array(chatContextSchema) });
export type ChatList = z.infer<typeof chatListSchema>;

/** Marks everything up to and including this message as read. */
export const markReadSchema = z.object({
  messageId: z.string({ error: CHAT_MESSAGES.messageNotInChat }).min(1).max(64),
});

export const markReadAnswerSchema = z.object({ unreadCount: z.number().int().min(0) });

export const chatPostSchema = z.object({
  message: z
    .string({ error: CHAT_MESSAGES.messageEmpty })
    .trim()
    .min(1, { error: CHAT_MESSAGES.messageEmpty })
    .max(LIMITS.chatMessageMaxChars, { error: CHAT_MESSAGES.messageTooLong }),
});

/** One chat line; `requestId` is the chat's id (for a help chat, its request's). */
export const chatMessageSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  userId: z.string(),
  userName: z.string(),
  message: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatParticipantSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  role: z.enum(['owner', 'helper', 'friend']),
});
export type ChatParticipant = z.infer<typeof chatParticipantSchema>;

/** The newest lines of a chat, or those before one of its lines. */
export const chatPageQuerySchema = z.object({
  before: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

/** A page of a chat's lines, oldest first, and the people in it. */
export const chatSchema = z.object({
  messages: z.array(chatMessageSchema),
  participants: z.array(chatParticipantSchema),
  /** Whether lines older than the first of this page exist. */
  hasOlder: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;
