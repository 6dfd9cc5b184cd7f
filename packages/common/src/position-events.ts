import { z } from './zod-da';

// What the positions feature tells live, apart from its API's schemas (the live channel's schema
// is part of the first view).

const pointSchema = z.object({ lat: z.number(), lng: z.number() });

/** A friend's last precise fix. */
export const friendPositionSchema = z.object({
  userId: z.string(),
  username: z.string(),
  boatName: z.string(),
  position: pointSchema,
  /** Metres. */
  accuracy: z.number(),
  updatedAt: z.string(),
});
export type FriendPosition = z.infer<typeof friendPositionSchema>;

/**
 * The other person of an accepted, open help request: the owner sees the helper on the way and the
 * helper the owner, whatever the sharing switch says, until the request ends.
 */
export const partnerPositionSchema = friendPositionSchema.extend({
  requestId: z.string(),
  role: z.enum(['owner', 'helper']),
});
export type PartnerPosition = z.infer<typeof partnerPositionSchema>;
