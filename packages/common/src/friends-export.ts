import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** Friends' sections of the data export: friends, requests, blocks and direct messages. */
export const friendsExportPart = {
  friends: z.array(z.object({ username: z.string(), created_at: z.string() })),
  friend_requests: z.array(
    z.object({
      direction: z.enum(['sent', 'received']),
      username: z.string(),
      created_at: z.string(),
    }),
  ),
  blocked_users: z.array(z.object({ username: z.string(), created_at: z.string() })),
  direct_messages: z.array(
    z.object({ to_username: z.string(), message: z.string(), created_at: z.string() }),
  ),
};
