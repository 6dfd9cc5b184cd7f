import { AUTH_ERRORS } from '../auth';
import { contract } from '../contract';

/** Accounts: registration, login and sessions, passwords, profile, export and deletion. */
export const authContract = contract({
  name: 'auth',
  errors: AUTH_ERRORS,
  topics: {
    // A user's own inbox, which other features write to: thank-yous, friends' requests and
    // messages, the position of the other person of an accepted help request, replies to one's
    // forum topics.
    userMessages: {
      path: 'user/{id}/messages',
      follow: 'self',
      carries: [
        'help_thanks',
        'direct_message',
        'friend_request',
        'friend_accepted',
        'friend_removed',
        'friend_request_ended',
        'forum_reply',
        'helper_position',
      ],
    },
  },
  exportPart: async () => (await import('../auth-export')).authExportPart,
  api: async () => (await import('../auth-api')).authApi,
});
