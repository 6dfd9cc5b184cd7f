import { compareEnded, type HelpRequest } from '@havhjaelp/common/help';

/**
 * The ended calls the dashboard can show: those in the list's window and those of the older pages
 * fetched so far, newest first. A call that ended after the list was read may be in both (live
 * events keep it in the list; the server puts it in a page by its age), so each is shown once.
 */
export function endedCallsKnown(
  inList: readonly HelpRequest[],
  olderPages: readonly (readonly HelpRequest[])[],
): HelpRequest[] {
  const byId = new Map<string, HelpRequest>();
  for (const request of [...inList, ...olderPages.flat()]) {
    if (!byId.has(request.id)) byId.set(request.id, request);
  }
  return [...byId.values()].sort(compareEnded);
}
