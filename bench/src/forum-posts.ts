import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../../apps/server/src/db/database';
import { random as seeded } from './map-bench-data';
// The index's own file: the forum's face offers no indexing (see forum-search.bench.ts).
/* eslint-disable import-x/no-restricted-paths */
import {
  indexForumText,
  type SearchEntry,
} from '../../apps/server/src/features/forum/search-index';
/* eslint-enable import-x/no-restricted-paths */

// Forum text for the search bench, made up from a fixed seed so every run searches the same
// posts: Danish words drawn with Zipf's law (a few very common, a long tail of rare ones), the
// boating words in their inflected forms, and a handful of place names written in very few posts.

/** The commonest Danish words, in about their order of use. */
const COMMON = `og i at det er en på til med har jeg den vi ikke som for af de men så om var kan der
  et man fra efter når eller hvor også bare godt lidt noget meget nu her op ud ind over under`;

/** Boating words, each with its inflected forms (which the stemmer brings together). */
const BOATING = `motor motoren motorer motorerne båd båden både bådene sejl sejlet sejlene havn
  havnen havne havnene anker ankeret vind vinden bølge bølger bølgerne strøm strømmen impeller
  impelleren brændstof brændstoffet filter filteret filtre batteri batteriet batterier
  fortøjning fortøjninger fortøjningerne fender fenderne ror roret køl kølen mast masten
  stoppede startede sejlede lagde ankrede tjekkede skiftede virkede hjælp hjælpen vejr vejret
  storsejl genua fok rig riggen kompas plotter radio vhf redningsvest redningsveste
  vinter vinteren forår foråret sommer sommeren tur turen ture farvand farvandet sund sundet`;

/** Place names so rare a search for one finds a few posts. */
export const RARE_PLACES = ['Ærøskøbing', 'Anholt', 'Hjarnø', 'Bogø', 'Lyø'] as const;

const SYLLABLES = `ba be bo bu bå bø da de di do dy fa fe fi fo ga ge gi go ha he hi ho ja je jo
  ka ke ki ko la le li lo ly ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta
  te ti to va ve vi vo æb æl øk ør ån ås`.split(/\s+/);

/** The vocabulary in rank order: common words, boating words, then made-up rare words. */
function vocabulary(random: () => number, size: number): string[] {
  const words = [...COMMON.split(/\s+/), ...BOATING.split(/\s+/)];
  const known = new Set(words);
  while (words.length < size) {
    const length = 2 + Math.floor(random() * 3);
    const word = Array.from({ length }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)])
      .join('')
      .concat(random() < 0.5 ? 'en' : 'er');
    if (known.has(word)) continue;
    known.add(word);
    words.push(word);
  }
  return words;
}

/** Draws words of `words` with probability falling as 1/rank (Zipf, s = 1). */
function zipf(words: readonly string[], random: () => number): () => string {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank++) cumulative.push((total += 1 / rank));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return words[low]!;
  };
}

export interface ForumText {
  /** A sentence-like text of `minWords` to `maxWords` words. */
  text(minWords: number, maxWords: number): string;
}

/** Made-up Danish forum text: every `rareEvery`th text names the next of `RARE_PLACES`. */
export function forumText(seed: number, vocabularySize = 30_000, rareEvery = 5_000): ForumText {
  const random = seeded(seed);
  const word = zipf(vocabulary(random, vocabularySize), random);
  let made = 0;
  return {
    text(minWords, maxWords) {
      const count = minWords + Math.floor(random() * (maxWords - minWords + 1));
      const words = Array.from({ length: count }, word);
      made += 1;
      if (made % rareEvery === 0) {
        words[Math.floor(random() * count)] = RARE_PLACES[(made / rareEvery) % RARE_PLACES.length]!;
      }
      const sentence = words.join(' ');
      return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
    },
  };
}

const BATCH = 500;
const CATEGORIES = ['sejladsomraader', 'udstyr-og-vedligehold', 'vejr-og-havforhold', 'generelt'];

/** Writes `rows` and indexes each, in transactions of `BATCH` as the forum's writes would. */
async function writeIndexed<Row>(
  db: Db,
  rows: readonly Row[],
  insert: (trx: Db, batch: Row[]) => Promise<unknown>,
  entry: (row: Row) => SearchEntry,
): Promise<void> {
  for (let first = 0; first < rows.length; first += BATCH) {
    const batch = rows.slice(first, first + BATCH);
    await db.transaction().execute(async (trx) => {
      await insert(trx, batch);
      for (const row of batch) await indexForumText(trx, entry(row));
    });
  }
}

/**
 * Writes `replies` replies spread over `topics` topics straight into the forum's tables, indexed
 * through the forum's own indexForumText; answers the seconds it took. The posts have no author,
 * as a deleted account's have: the bench is about the search, not the accounts.
 */
export async function seedForum(db: Db, replies: number, topics: number): Promise<number> {
  const started = performance.now();
  const text = forumText(25);
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const at = (i: number) => new Date(start + i * 60_000).toISOString();
  const topicRows = Array.from({ length: topics }, (_, i) => ({
    id: randomUUID(),
    category_id: CATEGORIES[i % CATEGORIES.length]!,
    author_id: null,
    title: text.text(3, 8).slice(0, 255),
    content: text.text(20, 100),
    created_at: at(i),
    last_activity: at(i),
    view_count: 0,
    reply_count: 0,
    like_count: 0,
    is_pinned: 0,
    is_locked: 0,
    solution_post_id: null,
  }));
  await writeIndexed(
    db,
    topicRows,
    (trx, batch) => trx.insertInto('forum_topics').values(batch).execute(),
    (row) => ({
      id: row.id,
      kind: 'topic',
      topicId: row.id,
      title: row.title,
      content: row.content,
    }),
  );
  const replyRows = Array.from({ length: replies }, (_, i) => ({
    id: randomUUID(),
    topic_id: topicRows[i % topics]!.id,
    author_id: null,
    content: text.text(10, 100),
    created_at: at(topics + i),
    like_count: 0,
    is_hidden: 0,
  }));
  await writeIndexed(
    db,
    replyRows,
    (trx, batch) => trx.insertInto('forum_posts').values(batch).execute(),
    (row) => ({ id: row.id, kind: 'post', topicId: row.topic_id, title: '', content: row.content }),
  );
  // As autovacuum would leave it: GIN's pending list merged, the planner's statistics in.
  if (isPostgres(db)) await sql`vacuum analyze forum_search`.execute(db);
  return Math.round((performance.now() - started) / 1000);
}
