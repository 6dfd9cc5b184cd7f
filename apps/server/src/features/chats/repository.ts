import { OPEN_STATUSES } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';

/**
 * The open help requests with an accepted helper where `userId` is owner or helper (or only the
 * one with `requestId`), each with how many of the other person's messages lie past the user's
 * read marker.
 */
export async function listHelpChats(db: Db, userId: string, requestId?: string) {
  return db
    .selectFrom('help_requests as r')
    .leftJoin('users as owner', 'owner.id', 'r.user_id')
    .leftJoin('users as helper', 'helper.id', 'r.helper_id')
    .leftJoin('chat_reads as cr', (join) =>
      join
        .onRef('cr.chat_id', '=', 'r.id')
        .on('cr.user_id', '=', userId)
        .on('cr.chat_type', '=', 'help'),
    )
    .select((eb) => [
      'r.id as request_id',
      'r.vessel_name',
      'r.user_id',
      'owner.username as owner_username',
      'helper.username as helper_username',
      eb
        .selectFrom('help_chat_messages as m')
        .select((count) => count.fn.countAll().as('n'))
        .whereRef('m.request_id', '=', 'r.id')
        .where('m.user_id', '<>', userId)
        .where((after) =>
          after.or([
            after('cr.last_read_at', 'is', null),
            after('m.created_at', '>', after.ref('cr.last_read_at')),
            after.and([
              after('m.created_at', '=', after.ref('cr.last_read_at')),
              after('m.id', '>', after.ref('cr.last_read_id')),
            ]),
          ]),
        )
        .as('unread_count'),
      eb
        .selectFrom('help_chat_messages as last')
        .select((max) => max.fn.max('last.created_at').as('t'))
        .whereRef('last.request_id', '=', 'r.id')
        .as('last_message_at'),
    ])
    .where('r.helper_id', 'is not', null)
    .where('r.status', 'in', [...OPEN_STATUSES])
    .where((mine) => mine.or([mine('r.user_id', '=', userId), mine('r.helper_id', '=', userId)]))
    .$if(requestId !== undefined, (one) => one.where('r.id', '=', requestId!))
    .execute();
}

export async function findChatMessage(db: Db, requestId: string, messageId: string) {
  return db
    .selectFrom('help_chat_messages')
    .select(['id', 'created_at'])
    .where('id', '=', messageId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** Moves the marker forward to the message; a marker already further on stays where it is. */
export async function advanceReadMarker(
  db: Db,
  marker: { userId: string; chatId: string; messageId: string; messageAt: string },
): Promise<void> {
  await db
    .insertInto('chat_reads')
    .values({
      user_id: marker.userId,
      chat_type: 'help',
      chat_id: marker.chatId,
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
