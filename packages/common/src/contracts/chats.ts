import { CHAT_ERRORS, chatMessageSchema } from '../chats';
import { contract } from '../contract';
import { z } from '../zod-da';

/** Chats of every kind: their lines and read markers (SPEC.md section 5, "Chat"). */
export const chatsContract = contract({
  name: 'chats',
  errors: CHAT_ERRORS,
  events: {
    chat_message: chatMessageSchema,
  },
  exportPart: {
    help_chat_messages: z.array(
      z.object({ request_id: z.string(), message: z.string(), created_at: z.string() }),
    ),
  },
  api: async () => (await import('../chats-api')).chatsApi,
});
