import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Friends' sections of the data export: friends, requests, blocks and direct messages. */
export const friendsExportPart = {
  friends: z
    .array(z.object({ username: z.string(), created_at: z.string() }))
    .describe('Dine venner'),
  friend_requests: z
    .array(
      z.object({
        direction: z.enum(['sent', 'received']),
        username: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('Venneanmodninger, du har sendt og fået'),
  blocked_users: z
    .array(z.object({ username: z.string(), created_at: z.string() }))
    .describe('Brugere, du har blokeret'),
  direct_messages: z
    .array(z.object({ to_username: z.string(), message: z.string(), created_at: z.string() }))
    .describe('Dine direkte beskeder til venner'),
  direct_chat_read_markers: z
    .array(z.object({ with_username: z.string(), last_read_at: z.string() }))
    .describe('Hvor langt du har læst i hver direkte chat'),
};
