import { helpApi, helpChatApi } from '@havhjaelp/common/help-api';
import { endpointKey } from '../../lib/call';

/** The help feature's query keys, each its endpoint's: every one lives under `help`. */
export const helpKeys = {
  all: ['help'] as const,
  lists: helpApi.list.key,
  list: (loggedIn: boolean) => endpointKey(helpApi.list, loggedIn),
  /** The pages of ended calls older than a list's window, from the cursor it gave on. */
  ended: (loggedIn: boolean, from: string) => endpointKey(helpApi.ended, loggedIn, from),
  request: (id: string) => endpointKey(helpApi.request, id),
  responses: (id: string) => endpointKey(helpApi.responses, id),
  chat: (id: string) => endpointKey(helpChatApi.lines, id),
  testimonials: helpApi.testimonials.key,
  /** Mine: one boater's, so the key carries whose. */
  responseTime: (userId: string) => endpointKey(helpApi.responseTime, userId),
};
