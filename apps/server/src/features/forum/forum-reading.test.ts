import { FORUM_LIMITS } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
import { createTopic, forumCast, GENERAL, makeModerator, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const MINUTE = 60_000;

describe('reading the forum', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  /** Every page of `url` (a `?` query), following `next` until there is none. */
  async function allPages(url: string, user: TestUser, key: 'topics' | 'posts') {
    const pages: string[][] = [];
    let next: string | null = null;
    do {
      const cursor: string = next ? `&cursor=${encodeURIComponent(next)}` : '';
      const page = await call('GET', `${url}${cursor}`, user);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      pages.push(body[key].map((item: { id: string }) => item.id));
      next = body.next;
    } while (next);
    return pages;
  }

  it('lists the four categories in the guide’s order, with counts and the latest activity', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const topicId = await createTopic(t, ane, { category_id: 'vejr-og-havforhold' });
    t.clock.advance(MINUTE);
    await reply(t, ane, topicId);

    const answer = await call('GET', '/api/forum/categories', ane);
    expect(answer.statusCode, answer.body).toBe(200);
    const { categories } = answer.json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Sejladsområder',
      'Udstyr og vedligehold',
      'Vejr og havforhold',
      'Generelt',
    ]);
    expect(categories[2]).toEqual({
      id: 'vejr-og-havforhold',
      name: 'Vejr og havforhold',
      description: expect.any(String),
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      icon: 'cloud-sun',
      topic_count: 1,
      post_count: 1,
      last_activity: new Date(NOW.getTime() + MINUTE).toISOString(),
    });
    expect(categories[0]).toMatchObject({ topic_count: 0, post_count: 0, last_activity: null });
    expect((await call('GET', '/api/forum/categories')).statusCode).toBe(401);
  });

  it('lists a category’s topics pinned first, then by last activity, page by page', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane', { boatName: 'Havørnen' });
    const moderator = await makeModerator(t, await registerUser(t, 'havnefoged'));
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      t.clock.advance(MINUTE);
      ids.push(await createTopic(t, ane, { title: `Emne ${n}` }));
    }
    // In another category: never listed here.
    await createTopic(t, ane, { category_id: 'udstyr-og-vedligehold' });
    const [first, second, third, fourth, fifth] = ids as [string, string, string, string, string];
    t.clock.advance(MINUTE);
    await reply(t, ane, second);
    const pinned = await call('PUT', `/api/forum/topics/${third}/moderation`, moderator, {
      is_pinned: true,
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    const url = `/api/forum/categories/${GENERAL}/topics?limit=2`;
    expect(await allPages(url, ane, 'topics')).toEqual([[third, second], [fifth, fourth], [first]]);
    const { topics, category } = (await call('GET', url, ane)).json();
    expect(category).toMatchObject({ id: GENERAL, topic_count: 5, post_count: 1 });
    expect(topics[0]).toMatchObject({
      id: third,
      title: 'Emne 3',
      author_id: ane.id,
      author_name: 'ane',
      author_vessel: 'Havørnen',
      is_pinned: true,
      is_locked: false,
      category_name: 'Generelt',
      category_color: category.color,
    });
    expect(topics[1]).toMatchObject({ id: second, reply_count: 1, is_pinned: false });
  });

  it('refuses an unknown category and a cursor no page gave out', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const unknown = await call('GET', '/api/forum/categories/ukendt/topics', ane);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'Kategorien findes ikke',
      code: 'FORUM_CATEGORY_NOT_FOUND',
    });
    for (const url of [
      `/api/forum/categories/${GENERAL}/topics?cursor=rod`,
      `/api/forum/topics/${await createTopic(t, ane)}?cursor=rod`,
    ]) {
      const bad = await call('GET', url, ane);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json()).toEqual({ error: 'Ugyldig side', code: 'VALIDATION' });
    }
    const tooMany = await call(
      'GET',
      `/api/forum/categories/${GENERAL}/topics?limit=${FORUM_LIMITS.topicsPageMax + 1}`,
      ane,
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers a topic with its replies oldest first, page by page, replies at one instant too', async () => {
    await t.start();
    const [ane, bo, cato] = await Promise.all(
      ['ane', 'bodil', 'cato'].map((name) => registerUser(t, name)),
    );
    const topicId = await createTopic(t, ane!);
    const replies: string[] = [];
    for (const [author, text] of [
      [bo, 'Første'],
      [cato, 'Anden'],
    ] as const) {
      t.clock.advance(MINUTE);
      replies.push((await reply(t, author!, topicId, text)).id);
    }
    // Three at the same instant: paged by id, each exactly once.
    t.clock.advance(MINUTE);
    const sameInstant = [
      (await reply(t, ane!, topicId, 'Tredje')).id,
      (await reply(t, bo!, topicId, 'Fjerde')).id,
      (await reply(t, cato!, topicId, 'Femte')).id,
    ].sort();

    const pages = await allPages(`/api/forum/topics/${topicId}?limit=2`, ane!, 'posts');
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual([...replies, ...sameInstant]);

    const { topic, posts, viewer } = (
      await call('GET', `/api/forum/topics/${topicId}`, bo!)
    ).json();
    expect(topic).toMatchObject({ id: topicId, reply_count: 5, author_name: 'ane' });
    expect(posts[0]).toEqual({
      id: replies[0],
      topic_id: topicId,
      content: 'Første',
      author_id: bo!.id,
      author_name: 'bodil',
      author_vessel: '',
      created_at: new Date(NOW.getTime() + MINUTE).toISOString(),
      like_count: 0,
      is_solution: false,
      is_hidden: false,
      liked: false,
    });
    expect(viewer).toEqual({ moderator: false, author: false });
  });

  it('answers an unknown topic with “Emne ikke fundet”', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const answer = await call('GET', '/api/forum/topics/findes-ikke', ane);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: 'Emne ikke fundet', code: 'FORUM_TOPIC_NOT_FOUND' });
    // Nor did the look count a view anywhere.
    expect(await t.db.selectFrom('forum_topic_views').selectAll().execute()).toEqual([]);
  });

  it('counts a user’s view at most once an hour, and only on the first page', async () => {
    await t.start();
    const [ane, bo] = await Promise.all([registerUser(t, 'ane'), registerUser(t, 'bodil')]);
    const topicId = await createTopic(t, ane);
    for (let i = 0; i < 3; i++) await reply(t, bo, topicId, `Svar ${i}`);
    const views = async (user: TestUser, query = '') =>
      (await call('GET', `/api/forum/topics/${topicId}${query}`, user)).json().topic.view_count;

    expect(await views(ane)).toBe(1);
    expect(await views(ane)).toBe(1);
    expect(await views(bo)).toBe(2);
    const { next } = (await call('GET', `/api/forum/topics/${topicId}?limit=1`, bo)).json();
    t.clock.advance(FORUM_LIMITS.viewWindowMs);
    // A later page is reading on, not a new view, even after the hour.
    expect(await views(bo, `?limit=1&cursor=${encodeURIComponent(next)}`)).toBe(2);
    t.clock.advance(-1);
    expect(await views(bo, '?limit=1')).toBe(2);
    t.clock.advance(1);
    expect(await views(bo)).toBe(3);
    expect(await views(ane)).toBe(4);
    expect(await views(ane)).toBe(4);
    // The list shows the same count.
    const listed = (await call('GET', `/api/forum/categories/${GENERAL}/topics`, bo)).json();
    expect(listed.topics[0].view_count).toBe(4);
  });

  it('tells the caller whether they moderate and whether they wrote the topic', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const topicId = await createTopic(t, ane);
    const viewer = async (user: TestUser) =>
      (await call('GET', `/api/forum/topics/${topicId}`, user)).json().viewer;
    expect(await viewer(ane)).toEqual({ moderator: false, author: true });
    expect(await viewer(bo)).toEqual({ moderator: false, author: false });
    expect(await viewer(moderator)).toEqual({ moderator: true, author: false });
  });
});
