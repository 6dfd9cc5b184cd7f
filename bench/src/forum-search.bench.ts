// The forum's search over 100,000 replies (and their 5,000 topics) on SQLite and on PostgreSQL:
// the server's own search code (features/forum/search*.ts) called in this process, on an SQLite
// file as the app opens it (WAL, synchronous=FULL) and on a throw-away PostgreSQL cluster from
// Debian's packages with its durability on. The posts are made-up Danish (forum-posts.ts), indexed
// through the forum's indexForumText as the forum's writes index them. Each query of the table
// runs in turn, round after round, so both databases and all queries see the same machine noise;
// the figure is each query's p50 and p95, and the p95 of all searches together. The HTTP route
// adds its own small cost on top (Zod, JSON, the session check).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { sql } from 'kysely';
import {
  createDatabase,
  isPostgres,
  migrateToLatest,
  type Db,
} from '../../apps/server/src/db/database';
// The forum's face (index.ts) offers the app its plug, not the search's functions: the bench
// calls the search's own files, as the routes do inside the feature, and counts matches with its
// terms.
/* eslint-disable import-x/no-restricted-paths */
import { searchForum } from '../../apps/server/src/features/forum/search';
import {
  ftsMatch,
  queryTerms,
  tsqueryLiteral,
} from '../../apps/server/src/features/forum/search-terms';
/* eslint-enable import-x/no-restricted-paths */
import { RARE_PLACES, seedForum } from './forum-posts';

const REPLIES = Number(process.env.BENCH_FORUM_POSTS ?? 100_000);
const TOPICS = Math.max(1, Math.round(REPLIES / 20));
const RUNS = Number(process.env.BENCH_FORUM_RUNS ?? 40);

/** Common and rare words, inflected forms, accents left out, several words, and no hit. */
const QUERIES = [
  'og',
  'motoren',
  'bådene',
  'bade',
  'sejlet',
  'impelleren',
  'motoren stoppede',
  'sejlene vind havn',
  'og i at det',
  RARE_PLACES[0].toLowerCase(),
  'aeroskobing',
  'hjarno',
  'xyzzy',
];

/** How many entries hold every word of the query: what the ranking has to look at. */
async function matches(db: Db, query: string): Promise<number> {
  const terms = queryTerms(query);
  const { rows } = isPostgres(db)
    ? await sql<{ n: number }>`select count(*)::int as n from forum_search
        where document @@ ${tsqueryLiteral(terms)}::tsquery`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from forum_search_fts
        where forum_search_fts match ${ftsMatch(terms)}`.execute(db);
  return rows[0]!.n;
}

const percentile = (sorted: readonly number[], p: number) =>
  Number(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!.toFixed(1));

const temp = await makeTempDir('forum-search');
const cluster = await startPostgresCluster({ durable: true });
const databases = {
  sqlite: createDatabase({ sqliteFile: path.join(temp.dir, 'havhjaelp.db') }),
  postgres: createDatabase({ databaseUrl: cluster.url, sqliteFile: ':memory:' }),
};
try {
  const seedSeconds: Record<string, number> = {};
  for (const [name, db] of Object.entries(databases)) {
    await migrateToLatest(db);
    seedSeconds[name] = await seedForum(db, REPLIES, TOPICS);
  }
  const times = new Map<string, number[]>();
  const hitCounts = new Map<string, number>();
  for (let round = -3; round < RUNS; round++) {
    for (const query of QUERIES) {
      for (const [name, db] of Object.entries(databases)) {
        const begun = performance.now();
        const hits = await searchForum(db, query);
        const ms = performance.now() - begun;
        if (round < 0) continue;
        const key = `${name}\t${query}`;
        times.set(key, [...(times.get(key) ?? []), ms]);
        hitCounts.set(key, hits.length);
      }
    }
  }
  const rows = [];
  for (const query of QUERIES) {
    const row: Record<string, unknown> = { query };
    for (const [name, db] of Object.entries(databases)) {
      const sorted = [...times.get(`${name}\t${query}`)!].sort((a, b) => a - b);
      row[name] = {
        matches: await matches(db, query),
        hits: hitCounts.get(`${name}\t${query}`),
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
      };
    }
    rows.push(row);
  }
  const overall = Object.fromEntries(
    Object.keys(databases).map((name) => {
      const all = [...times]
        .filter(([key]) => key.startsWith(`${name}\t`))
        .flatMap(([, list]) => list)
        .sort((a, b) => a - b);
      return [
        name,
        { p50Ms: percentile(all, 0.5), p95Ms: percentile(all, 0.95), searches: all.length },
      ];
    }),
  );
  const differing = rows.filter(
    (row) =>
      (row.sqlite as { matches: number }).matches !== (row.postgres as { matches: number }).matches,
  );
  console.log(
    JSON.stringify(
      {
        bench: `forum search, ${REPLIES} replies in ${TOPICS} topics, SQLite and PostgreSQL`,
        runsPerQuery: RUNS,
        seedSeconds,
        overall,
        queries: rows,
        sameMatchesOnBoth: differing.length === 0,
      },
      null,
      2,
    ),
  );
  if (differing.length) throw new Error(`the databases disagree on ${differing.length} queries`);
} finally {
  for (const db of Object.values(databases)) await db.destroy();
  cluster.stop();
  await temp.remove();
}
