import { z } from './zod-da';
import { helpRequestSchema, HELP_STATUSES, chatMessageSchema } from './help';

/** Topic names of the live channel (SPEC.md section 7), under MQTT_TOPIC_ROOT. */
export function liveTopics(root: string) {
  return {
    helpNew: `${root}/help/new`,
    helpUpdate: `${root}/help/update`,
    helpResponse: `${root}/help/response`,
    helpChat: (requestId: string) => `${root}/help/${requestId}/chat`,
    userMessages: (userId: string) => `${root}/user/${userId}/messages`,
  };
}
export type LiveTopics = ReturnType<typeof liveTopics>;

/** A thank-you to the helper, sent privately on the helper's own user topic (public or not). */
export const helpThanksSchema = z.object({
  requestId: z.string(),
  vesselName: z.string(),
  ownerName: z.string(),
  message: z.string(),
  rating: z.number().int(),
});
export type HelpThanks = z.infer<typeof helpThanksSchema>;

export const liveEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('new_help_request'), data: helpRequestSchema }),
  z.object({
    action: z.literal('status_updated'),
    data: z.object({ id: z.string(), status: z.enum(HELP_STATUSES) }),
  }),
  z.object({ action: z.literal('new_response'), data: z.object({ requestId: z.string() }) }),
  z.object({ action: z.literal('chat_message'), data: chatMessageSchema }),
  z.object({ action: z.literal('direct_message'), data: z.record(z.string(), z.unknown()) }),
  z.object({ action: z.literal('help_thanks'), data: helpThanksSchema }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
