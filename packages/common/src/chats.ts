import { errorTable } from './errors';
import { z } from './zod-da';

/**
 * The chats a user is in, as the header's chat menu lists them (SPEC.md section 3, "chat context
 * entry"). Help chats exist now; direct chats with friends join as a second `type`.
 */
export const CHAT_TYPES = ['help'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const CHAT_MESSAGES = {
  messageNotInChat: 'Beskeden findes ikke i denne chat',
} as const;

/** The chats feature's error codes. */
export const CHAT_ERRORS = errorTable({
  MESSAGE_NOT_FOUND: { status: 404, message: CHAT_MESSAGES.messageNotInChat },
});

export const chatContextSchema = z.object({
  type: z.enum(CHAT_TYPES),
  requestId: z.string(),
  vesselName: z.string(),
  /** The other person in the chat. */
  partnerName: z.string(),
  role: z.enum(['owner', 'helper']),
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
