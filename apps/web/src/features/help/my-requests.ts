import { isOpenStatus, type HelpRequest } from '@havhjaelp/common/help';

export interface MyRequests {
  /** Open requests where I am the accepted helper. */
  incoming: HelpRequest[];
  /** My own open requests. */
  outgoing: HelpRequest[];
}

/** Splits the member list into what the header badge counts (SPEC.md section 2). */
export function myActiveRequests(requests: readonly HelpRequest[], myId: string): MyRequests {
  const open = requests.filter((request) => isOpenStatus(request.status));
  return {
    incoming: open.filter((request) => request.helperId === myId),
    outgoing: open.filter((request) => request.userId === myId),
  };
}

/** The close reminder shows while I have open requests, unless dismissed at exactly this count. */
export function isReminderShown(openCount: number, dismissedAtCount: number | undefined): boolean {
  return openCount > 0 && openCount !== dismissedAtCount;
}
