import { OPEN_STATUSES } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';

/**
 * Before an account is deleted: its open requests end as cancelled (nobody could accept or close
 * them any more), and open requests it was helping with go back to active so others can offer.
 */
export async function releaseRequestsOf(db: Db, userId: string, nowIso: string): Promise<void> {
  await db
    .updateTable('help_requests')
    .set({ status: 'cancelled', updated_at: nowIso })
    .where('user_id', '=', userId)
    .where('status', 'in', [...OPEN_STATUSES])
    .execute();
  await db
    .updateTable('help_requests')
    .set({ status: 'active', helper_id: null, updated_at: nowIso })
    .where('helper_id', '=', userId)
    .where('status', 'in', [...OPEN_STATUSES])
    .execute();
}
