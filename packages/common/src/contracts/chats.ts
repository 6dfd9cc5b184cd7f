import { CHAT_ERRORS, chatMessageSchema } from '../chats';
import { contract } from '../contract';

/** Chats of every kind: their lines and read markers (SPEC.md section 5, "Chat"). */
export const chatsContract = contract({
  name: 'chats',
  errors: CHAT_ERRORS,
  events: {
    chat_message: chatMessageSchema,
  },
  exportPart: async () => (await import('../chats-export')).chatsExportPart,
  api: async () => (await import('../chats-api')).chatsApi,
});
