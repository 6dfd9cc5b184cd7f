import type { ChatType } from '@havhjaelp/common/chats';
import { likeLiteral } from '@havhjaelp/common/search-fold';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatMessageTable } from './tables';
import { serializeOn } from '../../db/serialize';

export interface ChatMessageRow extends ChatMessageTable {
  username: string;
}

export interface ChatRef {
  type: ChatType;
  id: string;
}

export async function insertMessage(db: Db, row: ChatMessageTable): Promise<void> {
  await db.insertInto('chat_messages').values(row).execute();
}

/** A line's place in its chat's order: by time, then by id. */
export interface LinePlace {
  id: string;
  created_at: string;
}

/** The chat's newest `limit` lines before `before` (or the newest of all), newest first. */
export async function listMessages(
  db: Db,
  chat: ChatRef,
  page: { before?: LinePlace; limit: number },
): Promise<ChatMessageRow[]> {
  const { before } = page;
  let query = db
    .selectFrom('chat_messages')
    .innerJoin('users', 'users.id', 'chat_messages.user_id')
    .selectAll('chat_messages')
    .select('users.username as username')
    .where('chat_type', '=', chat.type)
    .where('chat_id', '=', chat.id);
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('chat_messages.created_at', '<', before.created_at),
        eb.and([
          eb('chat_messages.created_at', '=', before.created_at),
          eb('chat_messages.id', '<', before.id),
        ]),
      ]),
    );
  }
  return query
    .orderBy('chat_messages.created_at', 'desc')
    .orderBy('chat_messages.id', 'desc')
    .limit(page.limit)
    .execute();
}

export async function findMessage(db: Db, chat: ChatRef, messageId: string) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'created_at'])
    .where('id', '=', messageId)
    .where('chat_type', '=', chat.type)
    .where('chat_id', '=', chat.id)
    .executeTakeFirst();
}

/**
 * For each of the chats, how many of the other people's lines lie past the user's read marker,
 * and when the newest line was written.
 */
export async function activityOf(db: Db, userId: string, type: ChatType, chatIds: string[]) {
  if (chatIds.length === 0) return [];
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_reads as cr', (join) =>
      join
        .onRef('cr.chat_id', '=', 'm.chat_id')
        .onRef('cr.chat_type', '=', 'm.chat_type')
        .on('cr.user_id', '=', userId),
    )
    .select((eb) => [
      'm.chat_id',
      eb.fn.max('m.created_at').as('last_message_at'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('m.user_id', '<>', userId),
                eb.or([
                  eb('cr.last_read_at', 'is', null),
                  eb('m.created_at', '>', eb.ref('cr.last_read_at')),
                  eb.and([
                    eb('m.created_at', '=', eb.ref('cr.last_read_at')),
                    eb('m.id', '>', eb.ref('cr.last_read_id')),
                  ]),
                ]),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('unread_count'),
    ])
    .where('m.chat_type', '=', type)
    .where('m.chat_id', 'in', chatIds)
    .groupBy('m.chat_id')
    .execute();
}

/** Moves the marker forward to the message; a marker already further on stays where it is. */
export async function advanceReadMarker(
  db: Db,
  marker: { userId: string; chat: ChatRef; messageId: string; messageAt: string },
): Promise<void> {
  await db
    .insertInto('chat_reads')
    .values({
      user_id: marker.userId,
      chat_type: marker.chat.type,
      chat_id: marker.chat.id,
      last_read_at: marker.messageAt,
      last_read_id: marker.messageId,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'chat_type', 'chat_id'])
        .doUpdateSet((eb) => ({
          last_read_at: eb.ref('excluded.last_read_at'),
          last_read_id: eb.ref('excluded.last_read_id'),
        }))
        .where((eb) =>
          eb.or([
            eb('excluded.last_read_at', '>', eb.ref('chat_reads.last_read_at')),
            eb.and([
              eb('excluded.last_read_at', '=', eb.ref('chat_reads.last_read_at')),
              eb('excluded.last_read_id', '>', eb.ref('chat_reads.last_read_id')),
            ]),
          ]),
        ),
    )
    .execute();
}

/** The user's own lines in chats of one kind, oldest first, for the data export. */
export async function messagesOf(db: Db, userId: string, type: ChatType) {
  return db
    .selectFrom('chat_messages')
    .select(['chat_id', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .where('chat_type', '=', type)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** How far the user has read in each chat of one kind, for the data export. */
export async function readMarkersOf(db: Db, userId: string, type: ChatType) {
  return db
    .selectFrom('chat_reads')
    .select(['chat_id', 'last_read_at'])
    .where('user_id', '=', userId)
    .where('chat_type', '=', type)
    .orderBy('last_read_at')
    .orderBy('chat_id')
    .execute();
}

/** Which of these chats of one kind have at least one line. */
export async function chatIdsWithLines(
  db: Db,
  type: ChatType,
  chatIds: readonly string[],
): Promise<string[]> {
  if (chatIds.length === 0) return [];
  const rows = await db
    .selectFrom('chat_messages')
    .select('chat_id')
    .distinct()
    .where('chat_type', '=', type)
    .where('chat_id', 'in', chatIds)
    .execute();
  return rows.map((row) => row.chat_id);
}

/**
 * Deletes every chat of one kind whose stored id names `part` as one of its ':'-joined parts
 * (a direct chat is stored under its two people's ids): its lines, everyone's, and its read
 * markers.
 */
export async function forgetChatsNaming(db: Db, type: ChatType, part: string): Promise<void> {
  const escaped = likeLiteral(part);
  // LIKE has no default escape character in SQLite, so the backslash is named.
  const naming = sql<SqlBool>`(chat_id like ${`${escaped}:%`} escape '\\' or chat_id like ${`%:${escaped}`} escape '\\')`;
  await db.deleteFrom('chat_messages').where('chat_type', '=', type).where(naming).execute();
  await db.deleteFrom('chat_reads').where('chat_type', '=', type).where(naming).execute();
}

/** Until the transaction ends, the user's other chat lines wait, so the count stays true. */
export function holdWritingLock(trx: Db, userId: string): Promise<void> {
  return serializeOn(trx, `chat-writing:${userId}`);
}

/** The lines the user wrote after `sinceIso`, in chats of every kind. */
export async function lineCountOf(db: Db, userId: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
