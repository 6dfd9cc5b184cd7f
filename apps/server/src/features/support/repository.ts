import type { Db } from '../../db/database';
import { serializeOn } from '../../db/serialize';
import type { SupportMessageTable } from './tables';

/**
 * Until the transaction ends, the member's support messages are neither written nor deleted by
 * anyone else: a message and the deletion of its sender's account never cross.
 */
export async function holdSender(trx: Db, userId: string): Promise<void> {
  await serializeOn(trx, `support-sender:${userId}`);
}

/**
 * Stores a message; one from a member, under the member's hold, and as sent logged out when the
 * account was deleted since the request was let in (its sender is gone, the text still reached us).
 */
export async function insertSupportMessage(db: Db, row: SupportMessageTable): Promise<void> {
  const { user_id: userId } = row;
  if (userId === null) {
    await db.insertInto('support_messages').values(row).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await holdSender(trx, userId);
    const sender = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    await trx
      .insertInto('support_messages')
      .values({ ...row, user_id: sender ? userId : null })
      .execute();
  });
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

/** The messages the member sent logged in, oldest first (the data export). */
export async function messagesBy(db: Db, userId: string) {
  return db
    .selectFrom('support_messages')
    .select(['name', 'email', 'subject', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The member's messages go with the account. */
export async function deleteMessagesBy(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('support_messages').where('user_id', '=', userId).execute();
}
