import type { Db } from '../../db/database';
import type { SharedFix } from './rules';
import type { PositionLatestTable, PositionLogTable, PositionSettingsTable } from './tables';

export async function settingsOf(
  db: Db,
  userId: string,
): Promise<PositionSettingsTable | undefined> {
  return db
    .selectFrom('position_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettings(db: Db, row: PositionSettingsTable): Promise<void> {
  await db
    .insertInto('position_settings')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        sharing: row.sharing,
        interval_seconds: row.interval_seconds,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Keeps `row` as the user's latest fix, unless a later one is kept already. */
export async function saveLatest(db: Db, row: PositionLatestTable): Promise<void> {
  await db
    .insertInto('positions_latest')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          accuracy: eb.ref('excluded.accuracy'),
          source: eb.ref('excluded.source'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where('positions_latest.updated_at', '<=', row.updated_at),
    )
    .execute();
}

export async function insertLog(db: Db, row: PositionLogTable): Promise<void> {
  await db.insertInto('position_log').values(row).execute();
}

export async function deleteLogOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('position_log').where('user_id', '=', userId).execute();
}

/** Everything the feature keeps of a user: the switch, the latest fix and the history. */
export async function deleteAllOf(db: Db, userId: string): Promise<void> {
  await deleteLogOf(db, userId);
  await db.deleteFrom('positions_latest').where('user_id', '=', userId).execute();
  await db.deleteFrom('position_settings').where('user_id', '=', userId).execute();
}

function selectFixes(db: Db) {
  return db
    .selectFrom('positions_latest')
    .innerJoin('users', 'users.id', 'positions_latest.user_id')
    .select([
      'positions_latest.user_id',
      'users.username',
      'users.boat_name',
      'positions_latest.lat',
      'positions_latest.lng',
      'positions_latest.accuracy',
      'positions_latest.updated_at',
    ]);
}

/** The latest fix, made since `sinceIso`, of every user whose sharing is on. */
export async function sharedFixesSince(db: Db, sinceIso: string): Promise<SharedFix[]> {
  return selectFixes(db)
    .innerJoin('position_settings', 'position_settings.user_id', 'positions_latest.user_id')
    .where('position_settings.sharing', '=', 1)
    .where('positions_latest.updated_at', '>=', sinceIso)
    .orderBy('positions_latest.user_id')
    .execute();
}

/** The latest fix, made since `sinceIso`, of each of `userIds`, whatever their switch says. */
export async function latestFixesSince(
  db: Db,
  userIds: readonly string[],
  sinceIso: string,
): Promise<SharedFix[]> {
  if (userIds.length === 0) return [];
  return selectFixes(db)
    .where('positions_latest.user_id', 'in', [...userIds])
    .where('positions_latest.updated_at', '>=', sinceIso)
    .execute();
}

/** The user's own history, oldest first, for the data export. */
export async function historyOf(db: Db, userId: string): Promise<PositionLogTable[]> {
  return db
    .selectFrom('position_log')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function latestOf(db: Db, userId: string): Promise<PositionLatestTable | undefined> {
  return db
    .selectFrom('positions_latest')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the history and the latest fixes made before `beforeIso`; answers how many of each. */
export async function deleteFixesBefore(
  db: Db,
  beforeIso: string,
): Promise<{ log: number; latest: number }> {
  const log = await db
    .deleteFrom('position_log')
    .where('created_at', '<', beforeIso)
    .executeTakeFirst();
  const latest = await db
    .deleteFrom('positions_latest')
    .where('updated_at', '<', beforeIso)
    .executeTakeFirst();
  return { log: Number(log.numDeletedRows), latest: Number(latest.numDeletedRows) };
}
