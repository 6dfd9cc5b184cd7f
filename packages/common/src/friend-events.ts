import { chatMessageSchema } from './chats';
import { z } from './zod-da';

// What the friends feature tells live, apart from its API's schemas: the live channel's schema is
// part of the first view, the friends screens are not.

/** An accepted friend (SPEC.md section 3 "Friend"), with the boat name the rows show. */
export const friendSchema = z.object({
  friend_id: z.string(),
  friend_username: z.string(),
  boat_name: z.string(),
  /** When the friendship began. */
  created_at: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/** A pending friend request (SPEC.md section 3 "Friend request"). */
export const friendRequestSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderUsername: z.string(),
  receiverId: z.string(),
  receiverUsername: z.string(),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/**
 * A direct message (SPEC.md section 3): the spec's fields, and those of a chat line, so DMs use the
 * same windows, caches and unread counts as help chats. `requestId` is the chat's id as the reader
 * sees it: the other person's user id.
 */
export const directMessageSchema = chatMessageSchema.extend({
  sender_id: z.string(),
  receiver_id: z.string(),
  created_at: z.string(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

/** Live events on the other person's user topic (SPEC.md section 7). */
export const friendEventSchemas = {
  friend_request: friendRequestSchema,
  /** The request the reader sent was accepted, or one crossed it: now friends. */
  friend_accepted: z.object({ requestId: z.string().nullable(), friend: friendSchema }),
  /** The reader is no longer friends with this user (removed; never told why). */
  friend_removed: z.object({ userId: z.string() }),
  /** A pending request ended: rejected, cancelled or gone with its sender. */
  friend_request_ended: z.object({ requestId: z.string() }),
  direct_message: directMessageSchema,
} as const;
