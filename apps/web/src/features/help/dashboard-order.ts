import { distanceNm, type LatLng } from '@havhjaelp/common/geo';
import {
  compareEnded,
  isOpenStatus,
  PRIORITY_ORDER,
  type HelpRequest,
} from '@havhjaelp/common/help';

export interface DashboardCalls {
  active: HelpRequest[];
  ended: HelpRequest[];
}

const newestFirst = (a: HelpRequest, b: HelpRequest) => b.timestamp.localeCompare(a.timestamp);

/**
 * The dashboard's two lists. Active calls: priority (critical first), then nearest to me when my
 * position is known, then newest; without a position this is SPEC.md's order (priority, then
 * newest). Ended calls (resolved, cancelled): newest first, ties by id as the server pages them.
 */
export function dashboardOrder(
  requests: readonly HelpRequest[],
  me: LatLng | null,
): DashboardCalls {
  const away = (request: HelpRequest) => (me ? distanceNm(me, request.position) : 0);
  const active = requests
    .filter((request) => isOpenStatus(request.status))
    .sort(
      (a, b) =>
        PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
        away(a) - away(b) ||
        newestFirst(a, b),
    );
  const ended = requests.filter((request) => !isOpenStatus(request.status)).sort(compareEnded);
  return { active, ended };
}
