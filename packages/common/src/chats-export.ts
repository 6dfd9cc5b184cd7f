import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The chats' section of the data export: the user's own lines in help chats. */
export const chatsExportPart = {
  help_chat_messages: z.array(
    z.object({ request_id: z.string(), message: z.string(), created_at: z.string() }),
  ),
};
