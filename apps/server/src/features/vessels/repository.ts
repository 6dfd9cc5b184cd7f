import { containsPattern } from '@havhjaelp/common/search-fold';
import type { VesselType } from '@havhjaelp/common/vessels';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { VesselTable } from './tables';

/**
 * A vessel with its owner's username, read live from users (and nothing else of the owner's: a
 * name, phone or e-mail is never shown with a vessel).
 */
export interface VesselRow extends VesselTable {
  owner_username: string;
}

function selectVessels(db: Db) {
  return db
    .selectFrom('vessels')
    .innerJoin('users as owner', 'owner.id', 'vessels.user_id')
    .selectAll('vessels')
    .select('owner.username as owner_username');
}

export async function insertVessel(db: Db, row: VesselTable): Promise<void> {
  await db.insertInto('vessels').values(row).execute();
}

export async function updateVessel(
  db: Db,
  id: string,
  patch: Omit<VesselTable, 'id' | 'user_id' | 'created_at'>,
): Promise<void> {
  await db.updateTable('vessels').set(patch).where('id', '=', id).execute();
}

export async function deleteVessel(db: Db, id: string): Promise<void> {
  await db.deleteFrom('vessels').where('id', '=', id).execute();
}

export async function deleteVesselsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('vessels').where('user_id', '=', userId).execute();
}

export async function findVessel(db: Db, id: string): Promise<VesselRow | undefined> {
  return selectVessels(db).where('vessels.id', '=', id).executeTakeFirst();
}

/** The user's vessels, oldest first: the first is the one a new help call names by default. */
export async function vesselsOf(db: Db, userId: string): Promise<VesselRow[]> {
  return selectVessels(db)
    .where('vessels.user_id', '=', userId)
    .orderBy('vessels.created_at')
    .orderBy('vessels.id')
    .execute();
}

/** Every picture link a vessel names now. */
export async function imageLinksInUse(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('vessels')
    .select('vessel_image')
    .distinct()
    .where('vessel_image', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.vessel_image === null ? [] : [row.vessel_image]));
}

export async function countVesselsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('vessels')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface VesselFilter {
  /** Each entry one query word as its foldings; every word must occur in the search text. */
  terms: string[][];
  type?: VesselType;
  mmsi?: string;
  /** The caller, whose own private vessels are listed too. */
  viewerId?: string;
  limit: number;
  offset: number;
}

/** A page of the public vessels (and the viewer's own) that match, newest first, and the count. */
export async function listVessels(
  db: Db,
  filter: VesselFilter,
): Promise<{ rows: VesselRow[]; total: number }> {
  let query = selectVessels(db);
  const { viewerId } = filter;
  query = query.where((visible) =>
    viewerId === undefined
      ? visible('vessels.public_profile', '=', 1)
      : visible.or([
          visible('vessels.public_profile', '=', 1),
          visible('vessels.user_id', '=', viewerId),
        ]),
  );
  if (filter.type) query = query.where('vessels.vessel_type', '=', filter.type);
  if (filter.mmsi) query = query.where('vessels.mmsi', '=', filter.mmsi);
  for (const foldings of filter.terms) {
    // LIKE has no default escape character in SQLite, so the backslash is named.
    query = query.where((word) =>
      word.or(
        foldings.map(
          (folding) =>
            sql<boolean>`${sql.ref('vessels.search_text')} like ${containsPattern(folding)} escape '\\'`,
        ),
      ),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy('vessels.created_at', 'desc')
      .orderBy('vessels.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
