import { z } from 'zod';

// What the page and the worker say to each other (postMessage), checked on arrival: a message is
// data from another context like any answer.

/** Which answer of the help list a page was last given: live (null) or the copy kept at a time. */
export const helpListSourceSchema = z.object({
  type: z.literal('help-list-source'),
  /** When the copy shown was kept (ms since 1970); null when the list came from the server. */
  copyFrom: z.number().nullable(),
});
export type HelpListSource = z.infer<typeof helpListSourceSchema>;

/** A page asks which answer of the help list it was last given (it may have missed the telling). */
export const askHelpListSourceSchema = z.object({ type: z.literal('help-list-source?') });

/** A page lets the waiting worker take over, as workbox-window's messageSkipWaiting() sends it. */
export const skipWaitingSchema = z.object({ type: z.literal('SKIP_WAITING') });

export const pageMessageSchema = z.discriminatedUnion('type', [
  askHelpListSourceSchema,
  skipWaitingSchema,
]);
