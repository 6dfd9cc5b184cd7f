import { contract } from '../contract';
import { helpRequestSchema, HELP_STATUSES } from '../help';
import { HELP_ERRORS } from '../help-errors';
import { z } from '../zod-da';

/** A thank-you to the helper, sent privately on the helper's own user topic (public or not). */
const helpThanksSchema = z.object({
  requestId: z.string(),
  vesselName: z.string(),
  ownerName: z.string(),
  message: z.string(),
  rating: z.number().int(),
});

/** Help requests, offers and their end (SPEC.md sections 3 to 7, "Help"). */
export const helpContract = contract({
  name: 'help',
  errors: HELP_ERRORS,
  events: {
    new_help_request: helpRequestSchema,
    status_updated: z.object({ id: z.string(), status: z.enum(HELP_STATUSES) }),
    new_response: z.object({ requestId: z.string() }),
    help_thanks: helpThanksSchema,
  },
  topics: {
    helpNew: { path: 'help/new', follow: 'public', carries: ['new_help_request'] },
    helpUpdate: { path: 'help/update', follow: 'public', carries: ['status_updated'] },
    helpResponse: { path: 'help/response', follow: 'member', carries: ['new_response'] },
    // The chat between a request's owner and its accepted helper.
    helpChat: { path: 'help/{id}/chat', follow: 'participant', carries: ['chat_message'] },
  },
  exportPart: async () => (await import('../help-export')).helpExportPart,
  api: async () => {
    const { helpApi, helpChatApi } = await import('../help-api');
    return {
      ...helpApi,
      chatLines: helpChatApi.lines,
      postChat: helpChatApi.post,
      markChatRead: helpChatApi.markRead,
    };
  },
});
