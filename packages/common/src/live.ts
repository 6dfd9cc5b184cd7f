import { z } from './zod-da';
import { chatMessageSchema } from './chats';
import { helpRequestSchema, HELP_STATUSES } from './help';

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
export type LiveAction = LiveEvent['action'];
export type LiveEventOf<A extends LiveAction> = Extract<LiveEvent, { action: A }>;

/**
 * A topic name that carries only the events `A`: still a plain string for MQTT, but publishing
 * another event on it does not compile.
 */
export type LiveTopic<A extends LiveAction> = string & { readonly __carries: A };

/**
 * The topics of the live channel under MQTT_TOPIC_ROOT (SPEC.md section 7), each with the events
 * it carries. `{id}` stands for one id; the server's access rules are written against these paths.
 */
export const LIVE_TOPIC_PATHS = {
  helpNew: 'help/new',
  helpUpdate: 'help/update',
  helpResponse: 'help/response',
  helpChat: 'help/{id}/chat',
  userMessages: 'user/{id}/messages',
} as const;

function topic<A extends LiveAction>(root: string, path: string, id?: string): LiveTopic<A> {
  return `${root}/${id === undefined ? path : path.replace('{id}', id)}` as LiveTopic<A>;
}

export function liveTopics(root: string) {
  const paths = LIVE_TOPIC_PATHS;
  return {
    helpNew: topic<'new_help_request'>(root, paths.helpNew),
    helpUpdate: topic<'status_updated'>(root, paths.helpUpdate),
    helpResponse: topic<'new_response'>(root, paths.helpResponse),
    helpChat: (requestId: string) => topic<'chat_message'>(root, paths.helpChat, requestId),
    userMessages: (userId: string) =>
      topic<'help_thanks' | 'direct_message'>(root, paths.userMessages, userId),
  };
}
export type LiveTopics = ReturnType<typeof liveTopics>;
