import {
  compareRequests,
  type HelpList,
  type HelpRequest,
  type HelpStatus,
} from '@havhjaelp/common/help';
import type { QueryKey } from '@tanstack/react-query';
import { helpKeys } from './help-keys';

// How a live event or a mutation's answer changes the cached lists, so a browser never fetches
// the whole list again for one request. The server lists every request, open or ended, in
// `compareRequests` order (priority, then newest), and `count` is how many it lists.

/** The list with `request` in the server's place for it, replacing an older copy of the same one. */
export function withRequest(list: HelpList, request: HelpRequest): HelpList {
  const others = list.requests.filter((r) => r.id !== request.id);
  const known = others.length < list.requests.length;
  // After any equals, as the server's stable sort leaves a request newer in the table.
  const at = others.findIndex((r) => compareRequests(request, r) < 0);
  const requests = at === -1 ? [...others, request] : others.toSpliced(at, 0, request);
  return { ...list, requests, count: known ? list.count : list.count + 1 };
}

/**
 * The list after request `id` changed to `status`. The status does not move a request in the
 * server's order, and ended requests stay listed, so only that one entry changes. A request goes
 * back to active only when its helper is gone (an account deleted), so it has no helper then.
 */
export function withStatus(list: HelpList, id: string, status: HelpStatus): HelpList {
  const index = list.requests.findIndex((r) => r.id === id);
  const request = list.requests[index];
  if (!request || request.status === status) return list;
  const helperGone = status === 'active' && {
    helperName: null,
    ...('helperId' in request && { helperId: null }),
  };
  return { ...list, requests: list.requests.with(index, { ...request, status, ...helperGone }) };
}

/**
 * The queries besides the lists that a status change makes stale: the request's own view always;
 * its offers when one is accepted or the helper is gone; its chat when it opens on acceptance;
 * the public thank-yous when a request is resolved, as closing can add one.
 */
export function queriesChangedByStatus(id: string, status: HelpStatus): QueryKey[] {
  const keys: QueryKey[] = [helpKeys.request(id)];
  if (status === 'accepted' || status === 'active') keys.push(helpKeys.responses(id));
  if (status === 'accepted') keys.push(helpKeys.chat(id));
  if (status === 'resolved') keys.push(helpKeys.testimonials);
  return keys;
}
