import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import type { SearchEntry } from './search-index';
import { ftsMatch, ftsText, tsqueryLiteral, tsvectorLiteral } from './search-terms';

// The search index's reads and writes (migration 0014): the same entries and terms on both
// databases, each looked up with its own full-text search. Its tables differ between the two
// (FTS5 beside a plain table on SQLite, a tsvector column on PostgreSQL), so they are reached
// with SQL of each database's own rather than through the schema's types.

/**
 * Puts an entry's terms in the index, replacing what it had. On PostgreSQL one upsert, so two
 * writes of the same entry at once leave one row; SQLite runs one transaction at a time.
 */
export async function putEntry(trx: Db, entry: SearchEntry): Promise<void> {
  if (isPostgres(trx)) {
    await sql`insert into forum_search (entry_id, kind, topic_id, document)
      values (${entry.id}, ${entry.kind}, ${entry.topicId},
        ${tsvectorLiteral(entry.title, entry.content)}::tsvector)
      on conflict (entry_id) do update
      set kind = excluded.kind, topic_id = excluded.topic_id, document = excluded.document`.execute(
      trx,
    );
    return;
  }
  await removeEntries(trx, [entry.id]);
  const { rows } = await sql<{ seq: number }>`insert into forum_search (entry_id, kind, topic_id)
    values (${entry.id}, ${entry.kind}, ${entry.topicId}) returning seq`.execute(trx);
  await sql`insert into forum_search_fts (rowid, title, body)
    values (${rows[0]!.seq}, ${ftsText(entry.title)}, ${ftsText(entry.content)})`.execute(trx);
}

/** Takes entries out of the index (on SQLite a trigger takes their terms with them). */
export async function removeEntries(trx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`delete from forum_search where entry_id in (${sql.join(ids)})`.execute(trx);
}

/** An entry the search found. */
export interface FoundEntry {
  entry_id: string;
  kind: 'topic' | 'post';
  topic_id: string;
}

/**
 * How many of the newest entries holding every query word are ranked. Ranking reads every
 * candidate (bm25 its postings, ts_rank its tsvector), so a word in a third of 100,000 posts would
 * take hundreds of milliseconds; the newest matches are found without reading the rest (FTS5 walks
 * its postings from the newest, PostgreSQL's planner walks the entries backwards when the words
 * are common and takes the GIN index when they are rare). A query matching fewer is ranked whole.
 */
export const SEARCH_CANDIDATES = 500;

/**
 * The best `limit` entries holding every query word (each in any of its foldings) among the
 * newest `SEARCH_CANDIDATES` that do: bm25 on SQLite, ts_rank on PostgreSQL, both with a title
 * word counting four times a body word; between equal ranks the newer entry first.
 */
export async function findEntries(
  db: Db,
  terms: readonly (readonly string[])[],
  limit: number,
): Promise<FoundEntry[]> {
  if (isPostgres(db)) {
    const query = sql`${tsqueryLiteral(terms)}::tsquery`;
    const { rows } = await sql<FoundEntry>`select entry_id, kind, topic_id
      from (
        select seq, entry_id, kind, topic_id, document from forum_search
        where document @@ ${query} order by seq desc limit ${SEARCH_CANDIDATES}
      ) as candidates
      order by ts_rank('{0.25, 0.25, 0.25, 1}', document, ${query}, 1) desc, seq desc
      limit ${limit}`.execute(db);
    return rows;
  }
  const { rows } = await sql<FoundEntry>`select s.entry_id, s.kind, s.topic_id
    from (
      select rowid, rank from forum_search_fts where forum_search_fts match ${ftsMatch(terms)}
      order by rowid desc limit ${SEARCH_CANDIDATES}
    ) as f
    join forum_search as s on s.seq = f.rowid
    order by f.rank, f.rowid desc
    limit ${limit}`.execute(db);
  return rows;
}

/** What a hit shows of a topic or a reply: its text, title, author, time and category. */
export interface HitSource {
  id: string;
  topic_id: string;
  title: string;
  content: string;
  created_at: string;
  /** Null once the author's account is deleted. */
  author_name: string | null;
  category_name: string;
  category_color: string;
}

/** A hit's author and category, from the users (`u`) and categories (`c`) joined. */
const AUTHOR_AND_CATEGORY = [
  'u.username as author_name',
  'c.name as category_name',
  'c.color as category_color',
] as const;

/** The topics among `ids`, with what their hits show. */
export async function topicSources(db: Db, ids: readonly string[]): Promise<HitSource[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('forum_topics as t')
    .innerJoin('forum_categories as c', 'c.id', 't.category_id')
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select(['t.id', 't.id as topic_id', 't.title', 't.content', 't.created_at'])
    .select(AUTHOR_AND_CATEGORY)
    .where('t.id', 'in', ids)
    .execute();
}

/** The visible replies among `ids`, with their topic's title and what their hits show. */
export async function replySources(db: Db, ids: readonly string[]): Promise<HitSource[]> {
  if (ids.length === 0) return [];
  return (
    db
      .selectFrom('forum_posts as p')
      .innerJoin('forum_topics as t', 't.id', 'p.topic_id')
      .innerJoin('forum_categories as c', 'c.id', 't.category_id')
      .leftJoin('users as u', 'u.id', 'p.author_id')
      .select(['p.id', 'p.topic_id', 't.title', 'p.content', 'p.created_at'])
      .select(AUTHOR_AND_CATEGORY)
      .where('p.id', 'in', ids)
      // The core takes a hidden reply out of the index; this keeps it out of sight even if not.
      .where('p.is_hidden', '=', 0)
      .execute()
  );
}
