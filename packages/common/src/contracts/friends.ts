import { contract } from '../contract';
import { friendEventSchemas } from '../friend-events';
import { FRIENDS_ERRORS } from '../friends-errors';

/** Friends: requests, blocks, the directory and direct messages (SPEC.md section 5 "Friends"). */
export const friendsContract = contract({
  name: 'friends',
  errors: FRIENDS_ERRORS,
  // Told on the other person's user topic (auth's `userMessages`).
  events: friendEventSchemas,
  exportPart: async () => (await import('../friends-export')).friendsExportPart,
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
