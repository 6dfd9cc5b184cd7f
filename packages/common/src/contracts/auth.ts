import { AUTH_ERRORS, profileSchema } from '../auth';
import { contract } from '../contract';
import { z } from '../zod-da';

/** Accounts: registration, login and sessions, passwords, profile, export and deletion. */
export const authContract = contract({
  name: 'auth',
  errors: AUTH_ERRORS,
  topics: {
    // A user's own inbox, which other features write to: thank-yous, friends' requests and
    // messages, the position of the other person of an accepted help request.
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
        'helper_position',
      ],
    },
  },
  exportPart: {
    profile: profileSchema.extend({ birth_date: z.string(), created_at: z.string() }),
    boat: z.object({
      boat_name: z.string(),
      boat_type: z.string(),
      vhf_channel: z.string(),
      call_sign: z.string(),
    }),
    security: z.object({
      password_changed_at: z.string(),
      sessions: z.array(
        z.object({
          created_at: z.string(),
          expires_at: z.string(),
          revoked_at: z.string().nullable(),
        }),
      ),
      login_history: z.array(
        z.object({ created_at: z.string(), ip: z.string(), success: z.boolean() }),
      ),
    }),
  },
  api: async () => (await import('../auth-api')).authApi,
});
