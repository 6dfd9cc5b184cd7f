import type { Priority } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';
import type {
  PushPreferencesTable,
  PushSubscriptionTable,
  PushTargetingTable,
  PushVapidKeysTable,
} from './tables';

/**
 * Keeps a browser's subscription as `row.user_id`'s: an endpoint is one browser's, and belongs to
 * whoever subscribed in it last (another person logged in there).
 */
export async function saveSubscription(db: Db, row: PushSubscriptionTable): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
        last_sent_at: null,
      }),
    )
    .execute();
}

/** Deletes the user's subscriptions beyond the newest `keep`. */
export async function keepNewestSubscriptions(db: Db, userId: string, keep: number) {
  const old = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1000)
    .execute();
  if (old.length === 0) return;
  await db
    .deleteFrom('push_subscriptions')
    .where(
      'id',
      'in',
      old.map(({ id }) => id),
    )
    .execute();
}

/** Deletes the user's subscription of `endpoint`; answers whether there was one. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string) {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the subscription is gone (404 or 410). */
export async function deleteSubscriptionById(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSent(db: Db, id: string, atIso: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_sent_at: atIso })
    .where('id', '=', id)
    .execute();
}

export async function subscriptionsOf(
  db: Db,
  userIds: readonly string[],
): Promise<PushSubscriptionTable[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function preferencesOf(
  db: Db,
  userId: string,
): Promise<PushPreferencesTable | undefined> {
  return db
    .selectFrom('push_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(db: Db, row: PushPreferencesTable): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('push_preferences')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/**
 * Who may be told of a new call of `priority`: those who chose it and have a subscription, with
 * their kept fix.
 */
export async function callCandidates(db: Db, priority: Exclude<Priority, 'normal'>) {
  return db
    .selectFrom('push_preferences')
    .leftJoin('push_targeting', 'push_targeting.user_id', 'push_preferences.user_id')
    .selectAll('push_preferences')
    .select(['push_targeting.lat as fix_lat', 'push_targeting.lng as fix_lng'])
    .where(
      priority === 'critical' ? 'push_preferences.critical' : 'push_preferences.urgent',
      '=',
      1,
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('push_subscriptions')
          .select('push_subscriptions.id')
          .whereRef('push_subscriptions.user_id', '=', 'push_preferences.user_id'),
      ),
    )
    .execute();
}

/** Keeps `row` as the user's targeting fix, unless a later one is kept already. */
export async function saveTargeting(db: Db, row: PushTargetingTable): Promise<void> {
  await db
    .insertInto('push_targeting')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('push_targeting.updated_at', '<=', row.updated_at),
    )
    .execute();
}

export async function deleteTargeting(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_targeting').where('user_id', '=', userId).execute();
}

/** Deletes targeting fixes not renewed since `beforeIso`: a fix is kept no longer than any other. */
export async function deleteTargetingBefore(db: Db, beforeIso: string): Promise<number> {
  const result = await db
    .deleteFrom('push_targeting')
    .where('updated_at', '<', beforeIso)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function targetingOf(db: Db, userId: string): Promise<PushTargetingTable | undefined> {
  return db
    .selectFrom('push_targeting')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Everything push keeps of a user. */
export async function deleteAllOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  await deleteTargeting(db, userId);
  await db.deleteFrom('push_preferences').where('user_id', '=', userId).execute();
}

const VAPID_ROW = 'current';

export async function vapidKeys(db: Db): Promise<PushVapidKeysTable | undefined> {
  return db
    .selectFrom('push_vapid_keys')
    .selectAll()
    .where('id', '=', VAPID_ROW)
    .executeTakeFirst();
}

/** Keeps a key pair unless one is kept already: the first instance to make one wins. */
export async function insertVapidKeysIfNone(
  db: Db,
  keys: { publicKey: string; privateKey: string },
  atIso: string,
): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({
      id: VAPID_ROW,
      public_key: keys.publicKey,
      private_key: keys.privateKey,
      created_at: atIso,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
