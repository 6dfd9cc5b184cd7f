import type { Db } from '../../db/database';
import type { SupportMessageTable } from './tables';

export async function insertSupportMessage(db: Db, row: SupportMessageTable): Promise<void> {
  await db.insertInto('support_messages').values(row).execute();
}

export async function markSupportMessageMailed(
  db: Db,
  id: string,
  mailedAt: string,
): Promise<void> {
  await db
    .updateTable('support_messages')
    .set({ mailed_at: mailedAt })
    .where('id', '=', id)
    .execute();
}
