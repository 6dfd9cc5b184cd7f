import type { Db } from '../../db/database';
import { messagesBy } from './repository';

/** Support's part of a user's data export: the messages they sent while logged in. */
export async function supportExport(db: Db, userId: string) {
  return { support_messages: await messagesBy(db, userId) };
}
