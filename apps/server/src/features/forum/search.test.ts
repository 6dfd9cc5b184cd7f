import { FORUM_LIMITS, FORUM_MESSAGES, type SearchHit } from '@havhjaelp/common/forum';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { useTestApp } from '../../test/use-test-app';
import { registerUser } from '../../test/users';
import { searchForum } from './search';
import { indexForumText, unindexForumText } from './search-index';
import { SEARCH_CANDIDATES } from './search-repository';

// The search on the database the project runs (SQLite in `server`, PostgreSQL in `server-pg`),
// with topics and replies written straight into the forum's tables and indexed as the forum's
// core indexes them: the same table of Danish queries must find the same posts on both.

const t = useTestApp();
let db: Db;
let clock = Date.parse('2026-06-01T08:00:00.000Z');
const ids = new Map<string, string>();
/** The test's name of each id, to read hits by name. */
const names = new Map<string, string>();

/** What a new topic and a new reply start with. */
const NEW_TOPIC = {
  view_count: 0,
  reply_count: 0,
  like_count: 0,
  is_pinned: 0,
  is_locked: 0,
  solution_post_id: null,
};
const NEW_REPLY = { like_count: 0, is_hidden: 0 };

const nextTime = () => new Date((clock += 60_000)).toISOString();

function remember(name: string, id: string): string {
  ids.set(name, id);
  names.set(id, name);
  return id;
}

async function addTopic(
  name: string,
  {
    category,
    author,
    title,
    content,
  }: {
    category: string;
    author: string | null;
    title: string;
    content: string;
  },
): Promise<string> {
  const id = remember(name, randomUUID());
  const at = nextTime();
  await db
    .insertInto('forum_topics')
    .values({
      id,
      category_id: category,
      author_id: author,
      title,
      content,
      created_at: at,
      last_activity: at,
      ...NEW_TOPIC,
    })
    .execute();
  await indexForumText(db, { id, kind: 'topic', topicId: id, title, content });
  return id;
}

async function addReply(
  name: string,
  topic: string,
  author: string | null,
  content: string,
): Promise<string> {
  const id = remember(name, randomUUID());
  const topicId = ids.get(topic)!;
  await db
    .insertInto('forum_posts')
    .values({
      id,
      topic_id: topicId,
      author_id: author,
      content,
      created_at: nextTime(),
      ...NEW_REPLY,
    })
    .execute();
  await indexForumText(db, { id, kind: 'post', topicId, title: '', content });
  return id;
}

/** What a hit is, by the test's names: a topic's name, or a reply's. */
const nameOf = (hit: SearchHit) => names.get(hit.post_id ?? hit.topic_id)!;
const found = async (query: string) => (await searchForum(db, query)).map(nameOf);
const text = (parts: SearchHit['excerpt']) => parts.map((part) => part.text).join('');
const marked = (parts: SearchHit['excerpt']) =>
  parts.filter((part) => part.match).map((part) => part.text);

let alice: string;
let bob: string;

beforeAll(async () => {
  await t.start();
  db = t.db;
  alice = (await registerUser(t, 'alice')).id;
  bob = (await registerUser(t, 'bob')).id;
  await addTopic('motor', {
    category: 'udstyr-og-vedligehold',
    author: alice,
    title: 'Motoren starter ikke',
    content: 'Min motor hoster og dør efter fem minutter. Hvad kan det være?',
  });
  await addTopic('ærø', {
    category: 'sejladsomraader',
    author: bob,
    title: 'Ankerplads ved Ærø',
    content: 'Hvor ligger man bedst for anker ved Ærøskøbing med en lille båd?',
  });
  await addTopic('sejl', {
    category: 'vejr-og-havforhold',
    author: alice,
    title: 'Sejlene blafrer i let vind',
    content: 'Hvordan trimmer man bedst, når vinden er svag?',
  });
  await addTopic('vinter', {
    category: 'generelt',
    author: null,
    title: 'Vinteropbevaring',
    content: 'Både på land om vinteren: presenning eller krympeplast?',
  });
  await addReply('impeller', 'motor', bob, 'Skift impelleren: mine motorer har haft det samme.');
  await addReply('filter', 'motor', alice, 'Tjek brændstoffilteret først.');
  await addReply('havn', 'ærø', alice, 'Bådene ligger tæt om sommeren, så kom tidligt.');
  await addReply('forlig', 'sejl', bob, 'Sejlet skal strammes i forliget.');
  await addReply(
    'hostile',
    'vinter',
    bob,
    '<script>alert("båd")</script>\n<img src=x onerror=alert(1)> Krympeplast på bådene',
  );
});

describe('forum search', () => {
  it.each([
    ['motoren', ['motor', 'impeller']],
    ['motor', ['motor', 'impeller']],
    ['MOTORER', ['motor', 'impeller']],
    ['sejlene', ['sejl', 'forlig']],
    ['sejlet', ['sejl', 'forlig']],
    ['bådene', ['ærø', 'vinter', 'havn', 'hostile']],
    ['både', ['ærø', 'vinter', 'havn', 'hostile']],
    ['bade', ['ærø', 'vinter', 'havn', 'hostile']],
    ['BAADENE', ['ærø', 'vinter', 'havn', 'hostile']],
    ['Ærø', ['ærø']],
    ['aero', ['ærø']],
    ['aeroe', ['ærø']],
    ['ærøskøbing', ['ærø']],
    ['ankeret', ['ærø']],
    ['vinden', ['sejl']],
    ['brændstoffilter', ['filter']],
    ['braendstoffilteret', ['filter']],
    ['krympeplast bådene', ['vinter', 'hostile']],
    ['motoren impeller', ['impeller']],
    ['motoren båd', []],
    ['script', ['hostile']],
    ['ankerplads', ['ærø']],
    ['sejlads', []],
    ['xyzzy', []],
  ])('%j finds %j', async (query, expected) => {
    expect((await found(query)).sort()).toEqual([...expected].sort());
  });

  it('ranks a topic with the word in its title and text above a reply with it once', async () => {
    expect(await found('motorerne')).toEqual(['motor', 'impeller']);
  });

  it('answers a hit with its topic, marked title and excerpt, author, time and category', async () => {
    const [topic, reply] = await searchForum(db, 'motorer');
    expect(topic).toEqual({
      topic_id: ids.get('motor'),
      post_id: null,
      title: [
        { text: 'Motoren', match: true },
        { text: ' starter ikke', match: false },
      ],
      excerpt: [
        { text: 'Min ', match: false },
        { text: 'motor', match: true },
        { text: ' hoster og dør efter fem minutter. Hvad kan det være?', match: false },
      ],
      author_name: 'alice',
      created_at: expect.any(String),
      category_name: 'Udstyr og vedligehold',
      category_color: '#b45309',
    });
    expect(reply).toMatchObject({
      topic_id: ids.get('motor'),
      post_id: ids.get('impeller'),
      title: [
        { text: 'Motoren', match: true },
        { text: ' starter ikke', match: false },
      ],
      author_name: 'bob',
    });
    expect(marked(reply!.excerpt)).toEqual(['motorer']);
    const [winter] = await searchForum(db, 'vinteropbevaring');
    expect(winter!.author_name).toBe(FORUM_MESSAGES.deletedAuthor);
    expect(winter!.category_name).toBe('Generelt');
  });

  it('gives hostile markup back as plain text', async () => {
    const [hit] = await searchForum(db, 'script');
    expect(text(hit!.excerpt)).toBe(
      '<script>alert("båd")</script> <img src=x onerror=alert(1)> Krympeplast på bådene',
    );
    expect(marked(hit!.excerpt)).toEqual(['script', 'script']);
    expect(
      marked((await searchForum(db, 'bådene')).find((h) => nameOf(h) === 'hostile')!.excerpt),
    ).toEqual(['båd', 'bådene']);
  });

  it.each([
    '"',
    '*',
    '"motoren',
    'motor*',
    'NEAR(motor båd)',
    'motor -båd',
    '(motor',
    'motor)',
    'motor OR båd',
    'NOT motor',
    'AND',
    'title:motor',
    '^motor',
    '{title body}: motor',
    "motor'",
    "'; drop table forum_search; --",
    '" OR 1=1 --',
    '\\',
    '%_%',
    '& | ! :*',
    'ø',
  ])('takes the odd query %j as words', async (query) => {
    await expect(searchForum(db, query)).resolves.toBeInstanceOf(Array);
  });

  it('reads query syntax as plain words', async () => {
    expect((await found('"motoren*"')).sort()).toEqual(['impeller', 'motor']);
    expect(await found('motor OR båd')).toEqual([]);
    expect(await found('motor -impeller')).toEqual(['impeller']);
    expect(await found('"; drop table forum_search; --')).toEqual([]);
    expect((await found('motor')).sort()).toEqual(['impeller', 'motor']);
  });

  it('finds nothing for a query of no words', async () => {
    expect(await searchForum(db, '** -- ()')).toEqual([]);
  });

  it('answers at most the limit, best first', async () => {
    const topic = await addTopic('many', {
      category: 'generelt',
      author: alice,
      title: 'Fortøjninger',
      content: 'Hvilke fortøjninger bruger I?',
    });
    for (let i = 0; i < FORUM_LIMITS.searchResultsMax + 5; i++) {
      await addReply(`fortøjning ${i}`, 'many', bob, `Fortøjningen nummer ${i} holdt fint.`);
    }
    const hits = await searchForum(db, 'fortøjning');
    expect(hits).toHaveLength(FORUM_LIMITS.searchResultsMax);
    expect(hits[0]!.topic_id).toBe(topic);
    expect(hits[0]!.post_id).toBeNull();
  });

  it('ranks the newest matches when a word is in very many entries, and all of them when not', async () => {
    const old = await addTopic('kalfatring', {
      category: 'udstyr-og-vedligehold',
      author: alice,
      title: 'Kalfatring',
      content: 'Kalfatring, kalfatringen og mere kalfatring.',
    });
    const newer: string[] = [];
    for (let i = 0; i < SEARCH_CANDIDATES; i++) {
      newer.push(
        await addReply(
          `kalfatring ${i}`,
          'kalfatring',
          bob,
          `Svar ${i}: vi gik over dækket og så på kalfatringen, som holdt endnu en sæson.`,
        ),
      );
    }
    const hits = await searchForum(db, 'kalfatring');
    expect(hits).toHaveLength(FORUM_LIMITS.searchResultsMax);
    expect(hits.map((hit) => hit.post_id)).not.toContain(null);
    await unindexForumText(db, newer.slice(0, 1));
    const [best] = await searchForum(db, 'kalfatring');
    expect(best).toMatchObject({ topic_id: old, post_id: null });
  });

  it('finds a reindexed entry by its new text only, and an unindexed one no more', async () => {
    const id = await addReply('edit', 'sejl', alice, 'Genuafokken er for stor.');
    expect(await found('genuafok')).toEqual(['edit']);
    await indexForumText(db, {
      id,
      kind: 'post',
      topicId: ids.get('sejl')!,
      title: '',
      content: 'Spilerbommen knækkede.',
    });
    expect(await found('genuafok')).toEqual([]);
    expect(await found('spilerbom')).toEqual(['edit']);
    await unindexForumText(db, [id, ids.get('havn')!]);
    expect(await found('spilerbom')).toEqual([]);
    expect((await found('bådene')).sort()).toEqual(['hostile', 'vinter', 'ærø']);
    await unindexForumText(db, []);
  });

  it('keeps one entry when the same one is indexed by several writes at once', async () => {
    const id = remember('race', randomUUID());
    await db
      .insertInto('forum_posts')
      .values({
        id,
        topic_id: ids.get('sejl')!,
        author_id: bob,
        content: 'Rebeliner',
        created_at: nextTime(),
        ...NEW_REPLY,
      })
      .execute();
    await Promise.all(
      ['Rebeliner', 'Rebelinen', 'Rebelinerne', 'Rebeline'].map((content) =>
        db.transaction().execute((trx) =>
          indexForumText(trx, {
            id,
            kind: 'post',
            topicId: ids.get('sejl')!,
            title: '',
            content,
          }),
        ),
      ),
    );
    expect(await found('rebeline')).toEqual(['race']);
  });

  it('never finds a hidden reply: hidden and unindexed, or hidden and left in the index', async () => {
    const unindexed = await addReply('hidden', 'motor', bob, 'Køb en ny påhængsmotor.');
    const forgotten = await addReply('forgotten', 'motor', bob, 'Påhængsmotorer er dyre.');
    expect((await found('påhængsmotor')).sort()).toEqual(['forgotten', 'hidden']);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('forum_posts')
        .set({ is_hidden: 1, content: '' })
        .where('id', 'in', [unindexed, forgotten])
        .execute();
      await unindexForumText(trx, [unindexed]);
    });
    expect(await found('påhængsmotor')).toEqual([]);
  });
});
