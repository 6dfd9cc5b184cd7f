import { FORUM_LIMITS, FORUM_MESSAGES } from '@havhjaelp/common/forum';
import { LIMITS } from '@havhjaelp/common/limits';
import { describe, expect, it } from 'vitest';
import { countMismatches, createTopic, forumCast, GENERAL, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const MINUTE = 60_000;

describe('writing in the forum', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  const users = (...names: string[]) => Promise.all(names.map((name) => registerUser(t, name)));
  const topicPage = async (topicId: string, user: TestUser) =>
    (await call('GET', `/api/forum/topics/${topicId}`, user)).json();
  const category = async (user: TestUser, id = GENERAL) =>
    (await call('GET', '/api/forum/categories', user))
      .json()
      .categories.find((c: { id: string }) => c.id === id);

  it('creates a topic, trimmed, counted in its category', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane', { boatName: 'Havørnen' });
    const created = await call('POST', '/api/forum/topics', ane, {
      category_id: 'sejladsomraader',
      title: '  Ankerplads ved Ærø  ',
      content: '\n Hvor ligger man bedst i vestenvind? \n',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const { topic, posts } = await topicPage(id, ane);
    expect(topic).toEqual({
      id,
      category_id: 'sejladsomraader',
      title: 'Ankerplads ved Ærø',
      content: 'Hvor ligger man bedst i vestenvind?',
      author_id: ane.id,
      author_name: 'ane',
      author_vessel: 'Havørnen',
      created_at: NOW.toISOString(),
      last_activity: NOW.toISOString(),
      view_count: 1,
      reply_count: 0,
      like_count: 0,
      is_pinned: false,
      is_locked: false,
      category_name: 'Sejladsområder',
      category_color: '#0e7490',
      solution_post_id: null,
      liked: false,
    });
    expect(posts).toEqual([]);
    expect(await category(ane, 'sejladsomraader')).toMatchObject({
      topic_count: 1,
      post_count: 0,
      last_activity: NOW.toISOString(),
    });
  });

  it('refuses a topic with no title, a 256-character title, no text or an unknown category', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const body = { category_id: GENERAL, title: 'Titel', content: 'Tekst' };
    const refusals: [object, number, string, string][] = [
      [{ title: '' }, 400, FORUM_MESSAGES.titleRequired, 'VALIDATION'],
      [{ title: '   ' }, 400, FORUM_MESSAGES.titleRequired, 'VALIDATION'],
      [{ title: 'x'.repeat(256) }, 400, FORUM_MESSAGES.titleTooLong, 'VALIDATION'],
      [{ content: '' }, 400, FORUM_MESSAGES.contentRequired, 'VALIDATION'],
      [{ content: ' \n\t ' }, 400, FORUM_MESSAGES.contentRequired, 'VALIDATION'],
      [
        { content: 'x'.repeat(FORUM_LIMITS.contentMaxChars + 1) },
        400,
        FORUM_MESSAGES.contentTooLong,
        'VALIDATION',
      ],
      [{ category_id: '' }, 400, FORUM_MESSAGES.categoryRequired, 'VALIDATION'],
      [{ category_id: 'ukendt' }, 404, 'Kategorien findes ikke', 'FORUM_CATEGORY_NOT_FOUND'],
    ];
    for (const [change, status, error, code] of refusals) {
      const answer = await call('POST', '/api/forum/topics', ane, { ...body, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(answer.json()).toEqual({ error, code });
    }
    expect(await category(ane)).toMatchObject({ topic_count: 0, last_activity: null });
    expect(LIMITS.topicTitleMaxChars).toBe(255);
    const longest = await call('POST', '/api/forum/topics', ane, {
      ...body,
      title: `  ${'x'.repeat(255)}  `,
    });
    expect(longest.statusCode, longest.body).toBe(200);
    expect((await topicPage(longest.json().id, ane)).topic.title).toBe('x'.repeat(255));
    expect((await call('POST', '/api/forum/topics', undefined, body)).statusCode).toBe(401);
  });

  it('adds a reply, counted in its topic and category, and refuses an empty or homeless one', async () => {
    await t.start();
    const [ane, bo] = await users('ane', 'bodil');
    const topicId = await createTopic(t, ane!);
    t.clock.advance(MINUTE);
    const answer = await call('POST', '/api/forum/posts', bo!, {
      topic_id: topicId,
      content: '  Tjek impelleren.  ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const at = new Date(NOW.getTime() + MINUTE).toISOString();
    expect(answer.json().post).toEqual({
      id: expect.any(String),
      topic_id: topicId,
      content: 'Tjek impelleren.',
      author_id: bo!.id,
      author_name: 'bodil',
      author_vessel: '',
      created_at: at,
      like_count: 0,
      is_solution: false,
      is_hidden: false,
      liked: false,
    });
    const { topic, posts } = await topicPage(topicId, ane!);
    expect(topic).toMatchObject({ reply_count: 1, last_activity: at });
    expect(posts).toEqual([answer.json().post]);
    expect(await category(ane!)).toMatchObject({ post_count: 1, last_activity: at });

    for (const content of ['', '   ']) {
      const empty = await call('POST', '/api/forum/posts', bo!, { topic_id: topicId, content });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: FORUM_MESSAGES.replyRequired, code: 'VALIDATION' });
    }
    const homeless = await call('POST', '/api/forum/posts', bo!, {
      topic_id: 'findes-ikke',
      content: 'Hej',
    });
    expect(homeless.statusCode).toBe(404);
    expect(homeless.json()).toEqual({ error: 'Emne ikke fundet', code: 'FORUM_TOPIC_NOT_FOUND' });
    expect((await topicPage(topicId, ane!)).topic.reply_count).toBe(1);
  });

  it('refuses every reply to a locked topic, the moderator’s too, until it is unlocked', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const topicId = await createTopic(t, ane);
    const lock = (is_locked: boolean) =>
      call('PUT', `/api/forum/topics/${topicId}/moderation`, moderator, { is_locked });
    expect((await lock(true)).json().topic.is_locked).toBe(true);
    for (const user of [ane, bo, moderator]) {
      const refused = await call('POST', '/api/forum/posts', user, {
        topic_id: topicId,
        content: 'Må jeg?',
      });
      expect(refused.statusCode, user.username).toBe(409);
      expect(refused.json()).toEqual({
        error: 'Emnet er låst, så der kan ikke skrives nye svar',
        code: 'FORUM_TOPIC_LOCKED',
      });
    }
    expect((await topicPage(topicId, ane)).topic.reply_count).toBe(0);
    expect((await lock(false)).json().topic.is_locked).toBe(false);
    await reply(t, bo, topicId, 'Nu kan jeg.');
    expect((await topicPage(topicId, ane)).topic.reply_count).toBe(1);
  });

  it('takes a double send as one reply; the same text later, elsewhere or from another is new', async () => {
    await t.start();
    const [ane, bo] = await users('ane', 'bodil');
    const topicId = await createTopic(t, ane!);
    const otherTopic = await createTopic(t, ane!, { title: 'Et andet emne' });
    const first = await reply(t, bo!, topicId, 'Prøv at lufte brændstofsystemet.');
    t.clock.advance(FORUM_LIMITS.duplicateWindowMs - 1);
    // A resend with the same text after trimming: the reply already made, not a new one.
    expect(await reply(t, bo!, topicId, ' Prøv at lufte brændstofsystemet.\n')).toEqual(first);
    expect((await topicPage(topicId, ane!)).topic.reply_count).toBe(1);

    const elsewhere = await reply(t, bo!, otherTopic, 'Prøv at lufte brændstofsystemet.');
    const fromAne = await reply(t, ane!, topicId, 'Prøv at lufte brændstofsystemet.');
    t.clock.advance(1);
    const later = await reply(t, bo!, topicId, 'Prøv at lufte brændstofsystemet.');
    expect(new Set([first.id, elsewhere.id, fromAne.id, later.id]).size).toBe(4);
    expect((await topicPage(topicId, ane!)).topic.reply_count).toBe(3);
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('takes a double send of a topic as one topic', async () => {
    await t.start();
    const ane = await registerUser(t, 'ane');
    const first = await createTopic(t, ane, { title: 'Salg af fendere' });
    t.clock.advance(1_000);
    expect(await createTopic(t, ane, { title: ' Salg af fendere ' })).toBe(first);
    expect(
      await createTopic(t, ane, { title: 'Salg af fendere', category_id: 'udstyr-og-vedligehold' }),
    ).not.toBe(first);
    t.clock.advance(FORUM_LIMITS.duplicateWindowMs);
    expect(await createTopic(t, ane, { title: 'Salg af fendere' })).not.toBe(first);
    expect((await category(ane)).topic_count).toBe(2);
  });

  it(`refuses the topic or reply past ${FORUM_LIMITS.postsPerMinute} a minute, for that writer only`, async () => {
    await t.start();
    const [ane, bo] = await users('ane', 'bodil');
    const topicId = await createTopic(t, bo!);
    const half = FORUM_LIMITS.postsPerMinute / 2;
    for (let i = 0; i < half; i++) await createTopic(t, ane!, { title: `Emne ${i}` });
    for (let i = half; i < FORUM_LIMITS.postsPerMinute; i++) {
      await reply(t, ane!, topicId, `Svar ${i}`);
    }
    const tooMany = {
      error: 'Du har skrevet mange indlæg på kort tid. Vent et øjeblik, og prøv igen.',
      code: 'FORUM_TOO_MANY_POSTS',
    };
    const topic = await call('POST', '/api/forum/topics', ane!, {
      category_id: GENERAL,
      title: 'En for meget',
      content: 'Tekst',
    });
    expect(topic.statusCode).toBe(429);
    expect(topic.json()).toEqual(tooMany);
    const post = await call('POST', '/api/forum/posts', ane!, {
      topic_id: topicId,
      content: 'Et svar for meget',
    });
    expect(post.statusCode).toBe(429);
    expect(post.json()).toEqual(tooMany);
    // A resend of what went through is still the same post, not a new one refused.
    expect((await reply(t, ane!, topicId, `Svar ${FORUM_LIMITS.postsPerMinute - 1}`)).content).toBe(
      `Svar ${FORUM_LIMITS.postsPerMinute - 1}`,
    );
    await reply(t, bo!, topicId, 'Jeg må stadig');
    t.clock.advance(MINUTE);
    await reply(t, ane!, topicId, 'Et minut senere');
    expect((await topicPage(topicId, bo!)).topic.reply_count).toBe(half + 2);
  });

  it('toggles a like of a topic or a reply, one per user, and refuses both, neither or unknown', async () => {
    await t.start();
    const [ane, bo, cato] = await users('ane', 'bodil', 'cato');
    const topicId = await createTopic(t, ane!);
    const post = await reply(t, bo!, topicId);
    const like = (user: TestUser, body: object) => call('POST', '/api/forum/like', user, body);

    expect((await like(bo!, { topic_id: topicId })).json()).toEqual({ like_count: 1, liked: true });
    expect((await like(cato!, { topic_id: topicId, post_id: null })).json()).toEqual({
      like_count: 2,
      liked: true,
    });
    expect((await like(bo!, { topic_id: topicId })).json()).toEqual({
      like_count: 1,
      liked: false,
    });
    expect((await like(ane!, { post_id: post.id })).json()).toEqual({ like_count: 1, liked: true });

    const asCato = await topicPage(topicId, cato!);
    expect(asCato.topic).toMatchObject({ like_count: 1, liked: true });
    expect(asCato.posts[0]).toMatchObject({ like_count: 1, liked: false });
    const asAne = await topicPage(topicId, ane!);
    expect(asAne.topic).toMatchObject({ like_count: 1, liked: false });
    expect(asAne.posts[0]).toMatchObject({ like_count: 1, liked: true });

    for (const body of [
      { topic_id: topicId, post_id: post.id },
      {},
      { topic_id: null, post_id: null },
    ]) {
      const refused = await like(ane!, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toBe(FORUM_MESSAGES.likeOneOf);
    }
    expect((await like(ane!, { topic_id: '' })).statusCode).toBe(400);
    const unknownTopic = await like(ane!, { topic_id: 'findes-ikke' });
    expect(unknownTopic.statusCode).toBe(404);
    expect(unknownTopic.json().code).toBe('FORUM_TOPIC_NOT_FOUND');
    const unknownPost = await like(ane!, { post_id: 'findes-ikke' });
    expect(unknownPost.statusCode).toBe(404);
    expect(unknownPost.json()).toEqual({
      error: 'Indlægget findes ikke',
      code: 'FORUM_POST_NOT_FOUND',
    });
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('deletes a reply by its author or a moderator, no one else', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const topicId = await createTopic(t, ane);
    t.clock.advance(MINUTE);
    const first = await reply(t, bo, topicId, 'Første');
    t.clock.advance(MINUTE);
    const second = await reply(t, bo, topicId, 'Anden');
    await call('POST', '/api/forum/like', ane, { post_id: second.id });
    const remove = (user: TestUser, id: string) => call('DELETE', `/api/forum/posts/${id}`, user);

    // The topic's author is not the reply's.
    const refused = await remove(ane, first.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Du kan kun slette dine egne indlæg',
      code: 'FORUM_DELETE_NOT_ALLOWED',
    });
    expect((await remove(bo, second.id)).json()).toEqual({ success: true });
    // The topic's last activity is its newest reply's again.
    expect((await topicPage(topicId, ane)).topic).toMatchObject({
      reply_count: 1,
      last_activity: first.created_at,
    });
    expect((await remove(moderator, first.id)).statusCode).toBe(200);
    expect((await topicPage(topicId, ane)).topic).toMatchObject({
      reply_count: 0,
      last_activity: NOW.toISOString(),
    });
    expect(await category(ane)).toMatchObject({ post_count: 0, last_activity: NOW.toISOString() });
    const gone = await remove(bo, first.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('FORUM_POST_NOT_FOUND');
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('deletes a topic by a moderator, or by its author while no one else has answered', async () => {
    await t.start();
    const { ane, bo, moderator } = await forumCast(t);
    const lonely = await createTopic(t, ane, { title: 'Kun mig' });
    await reply(t, ane, lonely, 'Jeg svarer mig selv');
    const answered = await createTopic(t, ane, { title: 'Med svar' });
    await reply(t, bo, answered, 'Et svar fra en anden');
    await call('POST', '/api/forum/like', bo, { topic_id: answered });
    const remove = (user: TestUser, id: string) => call('DELETE', `/api/forum/topics/${id}`, user);

    const notYours = await remove(bo, lonely);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().code).toBe('FORUM_DELETE_NOT_ALLOWED');
    expect((await remove(ane, lonely)).json()).toEqual({ success: true });
    const hasReplies = await remove(ane, answered);
    expect(hasReplies.statusCode).toBe(409);
    expect(hasReplies.json()).toEqual({
      error: 'Emnet har svar fra andre og kan ikke slettes',
      code: 'FORUM_TOPIC_HAS_REPLIES',
    });
    expect(await category(ane)).toMatchObject({ topic_count: 1, post_count: 1 });
    // Viewed, liked and answered: all of it goes with the topic.
    await topicPage(answered, bo);
    expect((await remove(moderator, answered)).statusCode).toBe(200);
    for (const id of [lonely, answered]) {
      expect((await call('GET', `/api/forum/topics/${id}`, ane)).statusCode).toBe(404);
      expect((await remove(moderator, id)).json().code).toBe('FORUM_TOPIC_NOT_FOUND');
    }
    expect(await category(ane)).toMatchObject({
      topic_count: 0,
      post_count: 0,
      last_activity: null,
    });
    for (const table of ['forum_posts', 'forum_likes', 'forum_topic_views'] as const) {
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
  });

  it('gives hostile text back byte for byte, as text', async () => {
    await t.start();
    const [ane, bo] = await users('ane', 'bodil');
    const title = '"><svg onload=alert(1)> & <b>fed</b>';
    const content = '<script>alert("xss")</script>\n<img src=x onerror="alert(1)">&amp; &#x3C;';
    const hostileReply =
      '<img src=x onerror=alert(document.cookie)>\u202e \u2028<a href="javascript:alert(1)">klik</a>';
    const topicId = await createTopic(t, ane!, { title, content });
    const answer = await call('POST', '/api/forum/posts', bo!, {
      topic_id: topicId,
      content: hostileReply,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json().post.content).toBe(hostileReply);

    const page = await call('GET', `/api/forum/topics/${topicId}`, bo!);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    const { topic, posts } = page.json();
    expect(topic.title).toBe(title);
    expect(topic.content).toBe(content);
    expect(posts[0].content).toBe(hostileReply);
    const listed = (await call('GET', `/api/forum/categories/${GENERAL}/topics`, bo!)).json();
    expect(listed.topics[0]).toMatchObject({ title, content });
    const exported = (await call('GET', '/api/auth/export-data', ane!)).json();
    expect(exported.forum_topics).toEqual([
      { title, category: 'Generelt', content, created_at: NOW.toISOString() },
    ]);
  });
});
