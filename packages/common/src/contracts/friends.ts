import { contract } from '../contract';
import { friendEventSchemas } from '../friend-events';
import { FRIENDS_ERRORS } from '../friends-errors';
import { z } from '../zod-da';

/** Friends: requests, blocks, the directory and direct messages (SPEC.md section 5 "Friends"). */
export const friendsContract = contract({
  name: 'friends',
  errors: FRIENDS_ERRORS,
  // Told on the other person's user topic (auth's `userMessages`).
  events: friendEventSchemas,
  exportPart: {
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
  },
  api: async () => {
    const { friendsApi, directChatApi } = await import('../friends-api');
    return {
      ...friendsApi,
      chatLines: directChatApi.lines,
      postChat: directChatApi.post,
      markChatRead: directChatApi.markRead,
    };
  },
});
