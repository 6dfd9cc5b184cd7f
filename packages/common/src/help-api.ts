import { chatKindApi } from './chats-api';
import { cacheBustQuery, endpoints } from './endpoint';
import {
  closeHelpSchema,
  createHelpSchema,
  endedPageQuerySchema,
  endedPageSchema,
  HELP_MESSAGES,
  helpListSchema,
  nearBothOrNeither,
  nearQueryShape,
  requestQuerySchema,
  helpRequestSchema,
  helpResponseSchema,
  helpResponsesSchema,
  respondSchema,
  responseTimeSchema,
  statusUpdateSchema,
  testimonialsSchema,
} from './help';
import { HELP_ERRORS as E } from './help-errors';
import { z } from './zod-da';

const idParams = z.object({ id: z.string().min(1).max(64) });
const acceptParams = idParams.extend({ responseId: z.string().min(1).max(64) });
const POSTING_LIMITS = [E.TOO_MANY_OPEN_CALLS, E.TOO_MANY_CALLS, E.TOO_MANY_OFFERS] as const;

/** The help feature's endpoints (SPEC.md section 5, "Help"). */
export const helpApi = endpoints('help', {
  list: {
    method: 'GET',
    path: '/api/help',
    // The cache-busting query SPEC.md asks for, so no proxy serves a stale list; and where the
    // member is, which makes the calls near it precise.
    query: cacheBustQuery.extend(nearQueryShape).refine(...nearBothOrNeither),
    answer: helpListSchema,
    auth: 'optional',
  },
  ended: {
    method: 'GET',
    path: '/api/help/ended',
    query: endedPageQuerySchema,
    answer: endedPageSchema,
    auth: 'optional',
  },
  create: {
    method: 'POST',
    path: '/api/help',
    body: createHelpSchema,
    answer: helpRequestSchema,
    errors: POSTING_LIMITS,
    auth: 'member',
  },
  testimonials: {
    method: 'GET',
    path: '/api/help/testimonials',
    answer: testimonialsSchema,
    auth: 'public',
  },
  responseTime: {
    method: 'GET',
    path: '/api/help/me/response-time',
    answer: responseTimeSchema,
    auth: 'member',
  },
  request: {
    method: 'GET',
    path: '/api/help/:id',
    params: idParams,
    query: requestQuerySchema,
    answer: helpRequestSchema,
    errors: [E.HELP_NOT_FOUND],
    auth: 'member',
  },
  changeStatus: {
    method: 'PUT',
    path: '/api/help/:id',
    params: idParams,
    body: statusUpdateSchema,
    answer: helpRequestSchema,
    errors: [E.HELP_NOT_FOUND, E.NOT_PARTICIPANT, E.STATUS_NOT_ALLOWED],
    auth: 'member',
  },
  respond: {
    method: 'POST',
    path: '/api/help/:id/respond',
    params: idParams,
    body: respondSchema,
    answer: helpResponseSchema,
    errors: [
      E.HELP_NOT_FOUND,
      E.OWN_REQUEST,
      E.REQUEST_CLOSED,
      E.HELPER_CHOSEN,
      E.ALREADY_OFFERED,
      ...POSTING_LIMITS,
    ],
    auth: { member: HELP_MESSAGES.offerLoginRequired },
  },
  responses: {
    method: 'GET',
    path: '/api/help/:id/responses',
    params: idParams,
    answer: helpResponsesSchema,
    errors: [E.HELP_NOT_FOUND, E.OWNER_ONLY],
    auth: 'member',
  },
  accept: {
    method: 'POST',
    path: '/api/help/:id/accept/:responseId',
    params: acceptParams,
    answer: helpRequestSchema,
    errors: [
      E.HELP_NOT_FOUND,
      E.OWNER_ONLY,
      E.RESPONSE_NOT_FOUND,
      E.REQUEST_CLOSED,
      E.ALREADY_ACCEPTED,
    ],
    auth: 'member',
  },
  close: {
    method: 'POST',
    path: '/api/help/:id/close',
    params: idParams,
    // Closing without a thank-you may send no body at all.
    body: closeHelpSchema.nullish(),
    answer: helpRequestSchema,
    errors: [E.HELP_NOT_FOUND, E.OWNER_ONLY, E.REQUEST_CLOSED, E.NO_HELPER],
    auth: 'member',
  },
});

const CHAT_REFUSALS = [E.HELP_NOT_FOUND, E.CHAT_FORBIDDEN, E.CHAT_NOT_OPEN] as const;

/**
 * The help chat's endpoints: its lines under the request (`/api/help/:id/chat`, keys `help.chat`
 * and `help.postChat`), its read marker with the chats; the chats feature serves them.
 */
export const helpChatApi = chatKindApi('help', {
  feature: 'help',
  path: '/api/help/:id/chat',
  refusals: {
    read: CHAT_REFUSALS,
    write: [...CHAT_REFUSALS, E.REQUEST_CLOSED],
    forbidden: E.CHAT_FORBIDDEN,
  },
});
