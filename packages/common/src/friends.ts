import { friendRequestSchema, friendSchema } from './friend-events';
import { LIMITS } from './limits';
import { z } from './zod-da';

/** Screen and refusal texts of the friends feature (SPEC.md section 2 "Friends", 5, 8). */
export const FRIENDS_MESSAGES = {
  searchTooShort: `Indtast mindst ${LIMITS.friendSearchMinChars} tegn for at søge`,
  searchTooLong: 'Søgningen er for lang',
  badUserId: 'Ugyldig bruger',
} as const;

/** How a directory or search answer pages: at most this many users at a time. */
export const DIRECTORY_PAGE_MAX = 100;
export const DIRECTORY_PAGE_DEFAULT = 50;
/** The longest search text; a username is at most 50 characters, an e-mail 254. */
export const FRIEND_SEARCH_MAX_CHARS = 254;

const userId = z
  .string({ error: FRIENDS_MESSAGES.badUserId })
  .min(1, { error: FRIENDS_MESSAGES.badUserId })
  .max(64, { error: FRIENDS_MESSAGES.badUserId });

export const friendsSchema = z.object({ friends: z.array(friendSchema) });

export const friendRequestsSchema = z.object({
  received: z.array(friendRequestSchema),
  sent: z.array(friendRequestSchema),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>;

/**
 * Where the caller stands with another user (SPEC.md section 2, the directory's four states):
 * friends, a request from them waiting for the caller, one from the caller waiting for them, or
 * nothing yet. A block is never shown: the blocked user simply does not find the blocker.
 */
export const relationSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('friend') }),
  z.object({ state: z.literal('received'), requestId: z.string() }),
  z.object({ state: z.literal('sent'), requestId: z.string() }),
  z.object({ state: z.literal('none') }),
]);
export type Relation = z.infer<typeof relationSchema>;

/**
 * A user as the directory and search show them (SPEC.md section 3 "Directory user"). A name is
 * never shown publicly (section 1): first and last name are filled for the caller's friends only.
 */
export const directoryUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  boatName: z.string(),
  isTestUser: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  relation: relationSchema,
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;

export const directoryQuerySchema = z.object({
  /** The username the previous page ended with (usernames are unique, case-folded). */
  after: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_MAX).default(DIRECTORY_PAGE_DEFAULT),
});
export const directoryPageSchema = z.object({
  users: z.array(directoryUserSchema),
  /** Where the next page starts, or null at the end. */
  next: z.string().nullable(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const friendSearchSchema = z.object({
  query: z
    .string({ error: FRIENDS_MESSAGES.searchTooShort })
    .trim()
    .min(LIMITS.friendSearchMinChars, { error: FRIENDS_MESSAGES.searchTooShort })
    .max(FRIEND_SEARCH_MAX_CHARS, { error: FRIENDS_MESSAGES.searchTooLong }),
});
export const friendSearchAnswerSchema = z.object({ users: z.array(directoryUserSchema) });

export const friendRequestBodySchema = z.object({ receiverId: userId });
export const blockBodySchema = z.object({ userId });
export const userIdParams = z.object({ userId });
export const friendIdParams = z.object({ friendId: userId });

/** What a request did: sent and waiting, or (when one from them was waiting) made friends. */
export const requestAnswerSchema = z.object({ relation: relationSchema });

export const blockedUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  blockedAt: z.string(),
});
export const blockedListSchema = z.object({ blocked: z.array(blockedUserSchema) });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export {
  friendSchema,
  friendRequestSchema,
  directMessageSchema,
  type Friend,
  type FriendRequest,
  type DirectMessage,
} from './friend-events';
