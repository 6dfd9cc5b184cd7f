import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The chats' sections of the data export: the user's own lines in help chats and how far read. */
export const chatsExportPart = {
  help_chat_messages: z
    .array(z.object({ request_id: z.string(), message: z.string(), created_at: z.string() }))
    .describe('Dine chatbeskeder i hjælpeanmodninger'),
  help_chat_read_markers: z
    .array(z.object({ request_id: z.string(), last_read_at: z.string() }))
    .describe('Hvor langt du har læst i hver hjælpechat'),
};
