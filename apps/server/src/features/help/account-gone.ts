import { OPEN_STATUSES, type HelpStatus } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';

export interface ReleasedRequest {
  id: string;
  status: HelpStatus;
}

/**
 * Before an account is deleted: its open requests end as cancelled (nobody could accept or close
 * them any more), and open requests it was helping with go back to active so others can offer.
 * Answers what changed, for the announcements after the commit.
 */
export async function releaseRequestsOf(
  db: Db,
  userId: string,
  nowIso: string,
): Promise<ReleasedRequest[]> {
  const open = [...OPEN_STATUSES];
  const owned = await db
    .updateTable('help_requests')
    .set({ status: 'cancelled', updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('status', 'in', open)
    .returning('id')
    .execute();
  const helping = await db
    .updateTable('help_requests')
    .set({ status: 'active', helper_id: null, updated_at: nowIso })
    .where('helper_id', '=', userId)
    .where('status', 'in', open)
    .returning('id')
    .execute();
  return [
    ...owned.map(({ id }) => ({ id, status: 'cancelled' as const })),
    ...helping.map(({ id }) => ({ id, status: 'active' as const })),
  ];
}
