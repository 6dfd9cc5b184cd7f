import {
  compareRequests,
  isOpenStatus,
  type HelpList,
  type HelpRequest,
  type HelpStatus,
} from '@havhjaelp/common/help';
import type { QueryKey } from '@tanstack/react-query';
import { helpKeys } from './help-keys';

// How a live event or a mutation's answer changes the cached lists, so a browser never fetches
// the whole list again for one request. The server lists every open request and the newest ended
// ones in `compareRequests` order (priority, then newest); `count` counts every request there is
// and `endedCount` the ended ones. A request that ends stays in the list, now in its ended part:
// ending is final, so a request is counted as ended once.

const ended = (request: HelpRequest | undefined) =>
  request !== undefined && !isOpenStatus(request.status);

/** The list with `request` in the server's place for it, replacing an older copy of the same one. */
export function withRequest(list: HelpList, request: HelpRequest): HelpList {
  const before = list.requests.find((r) => r.id === request.id);
  const others = before ? list.requests.filter((r) => r !== before) : list.requests;
  // After any equals, as the server's stable sort leaves a request newer in the table.
  const at = others.findIndex((r) => compareRequests(request, r) < 0);
  const requests = at === -1 ? [...others, request] : others.toSpliced(at, 0, request);
  return {
    ...list,
    requests,
    count: before ? list.count : list.count + 1,
    endedCount: list.endedCount + (ended(request) && !ended(before) ? 1 : 0),
  };
}

/**
 * The list after request `id` changed to `status`. The status does not move a request in the
 * server's order, so only that one entry changes (and the ended count when it ends). A request
 * goes back to active only when its helper is gone (an account deleted): it has no helper then.
 */
export function withStatus(list: HelpList, id: string, status: HelpStatus): HelpList {
  const index = list.requests.findIndex((r) => r.id === id);
  const request = list.requests[index];
  if (!request || request.status === status) return list;
  const helperGone = status === 'active' && {
    helperName: null,
    ...('helperId' in request && { helperId: null }),
  };
  const changed = { ...request, status, ...helperGone };
  return {
    ...list,
    requests: list.requests.with(index, changed),
    endedCount: list.endedCount + (ended(changed) && !ended(request) ? 1 : 0),
  };
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
