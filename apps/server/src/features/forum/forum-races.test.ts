import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { countMismatches, createTopic, GENERAL, makeModerator, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

/**
 * Forum writes sent at the same moment (on PostgreSQL they truly run side by side): every answer
 * is a clear one, never a 5xx, and every count afterwards equals the rows it counts.
 */
describe('forum writes at the same moment', () => {
  const t = useTestApp();
  const { call } = t;
  let users: TestUser[];
  let moderator: TestUser;

  beforeAll(async () => {
    await t.start();
    users = [];
    for (const name of ['ane', 'bodil', 'cato', 'dina', 'eik', 'finn', 'gry', 'hans']) {
      users.push(await registerUser(t, name));
    }
    moderator = await makeModerator(t, await registerUser(t, 'havnefoged'));
  });

  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
  const topicOf = async (topicId: string) =>
    (await call('GET', `/api/forum/topics/${topicId}?limit=100`, moderator)).json();

  it('many likes and unlikes by several users at once leave each count equal to its likes', async () => {
    const topicId = await createTopic(t, users[0]!, { title: 'Likes' });
    const post = await reply(t, users[1]!, topicId, 'Lik mig');
    // User i toggles i + 1 times, all at once (the same user's toggles too): liked when odd.
    const answers = await Promise.all(
      users.flatMap((user, i) =>
        Array.from({ length: i + 1 }, () => [
          call('POST', '/api/forum/like', user, { topic_id: topicId }),
          call('POST', '/api/forum/like', user, { post_id: post.id }),
        ]).flat(),
      ),
    );
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
    const likers = users.filter((_, i) => (i + 1) % 2 === 1).length;
    const { topic, posts } = await topicOf(topicId);
    expect(topic.like_count).toBe(likers);
    expect(posts[0].like_count).toBe(likers);
    for (const [i, user] of users.entries()) {
      const asUser = (await call('GET', `/api/forum/topics/${topicId}`, user)).json();
      expect(asUser.topic.liked, user.username).toBe((i + 1) % 2 === 1);
      expect(asUser.posts[0].liked, user.username).toBe((i + 1) % 2 === 1);
    }
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('replies sent while a moderator locks: each lands before the lock or is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const topicId = await createTopic(t, moderator, { title: `Lås ${round}` });
      const lock = call('PUT', `/api/forum/topics/${topicId}/moderation`, moderator, {
        is_locked: true,
      });
      const replies = users.map((user) =>
        call('POST', '/api/forum/posts', user, { topic_id: topicId, content: `Svar ${round}` }),
      );
      const [locked, ...answered] = await Promise.all([lock, ...replies]);
      expect(locked!.statusCode, locked!.body).toBe(200);
      for (const answer of answered) {
        expect([200, 409], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json().code).toBe('FORUM_TOPIC_LOCKED');
      }
      const landed = answered.filter((answer) => answer.statusCode === 200).length;
      // The lock saw every reply that landed, and none landed after it.
      expect(locked!.json().topic.reply_count).toBe(landed);
      const { topic, posts } = await topicOf(topicId);
      expect(topic).toMatchObject({ is_locked: true, reply_count: landed });
      expect(posts).toHaveLength(landed);
    }
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('a double send at the same moment makes one reply, and one topic', async () => {
    const topicId = await createTopic(t, users[2]!, { title: 'Dobbelt' });
    const sends = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/forum/posts', users[3]!, {
          topic_id: topicId,
          content: 'Kun én gang',
        }),
      ),
    );
    expect(statuses(sends)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(sends.map((send) => send.json().post.id)).size).toBe(1);
    const { topic, posts } = await topicOf(topicId);
    expect(topic.reply_count).toBe(1);
    expect(posts).toHaveLength(1);

    const body = { category_id: GENERAL, title: 'Dobbelt emne', content: 'Kun én gang' };
    const topicSends = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/forum/topics', users[4]!, body)),
    );
    expect(statuses(topicSends)).toEqual([200, 200, 200, 200]);
    expect(new Set(topicSends.map((send) => send.json().id)).size).toBe(1);
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('replies, deletes and likes at once keep the counts right', async () => {
    const topicId = await createTopic(t, users[5]!, { title: 'Travlt' });
    const first = await Promise.all(
      users.slice(0, 6).map((user, i) => reply(t, user, topicId, `Første runde ${i}`)),
    );
    const answers = await Promise.all([
      ...users.map((user, i) =>
        call('POST', '/api/forum/posts', user, { topic_id: topicId, content: `Anden runde ${i}` }),
      ),
      // Three deleted by their authors, two by the moderator, while they are being liked.
      ...first
        .slice(0, 3)
        .map((post, i) => call('DELETE', `/api/forum/posts/${post.id}`, users[i]!)),
      ...first.slice(3, 5).map((post) => call('DELETE', `/api/forum/posts/${post.id}`, moderator)),
      ...first.flatMap((post) =>
        users.slice(6).map((user) => call('POST', '/api/forum/like', user, { post_id: post.id })),
      ),
      ...users.map((user) => call('POST', '/api/forum/like', user, { topic_id: topicId })),
    ]);
    for (const answer of answers) {
      // A like of a reply deleted a moment before finds it gone.
      expect([200, 404], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 404) expect(answer.json().code).toBe('FORUM_POST_NOT_FOUND');
    }
    const { topic, posts } = await topicOf(topicId);
    expect(topic.reply_count).toBe(1 + users.length);
    expect(posts).toHaveLength(1 + users.length);
    expect(topic.like_count).toBe(users.length);
    const category = (await call('GET', '/api/forum/categories', moderator))
      .json()
      .categories.find((c: { id: string }) => c.id === GENERAL);
    const stored = await t.db
      .selectFrom('forum_posts')
      .innerJoin('forum_topics', 'forum_topics.id', 'forum_posts.topic_id')
      .select('forum_posts.id')
      .where('forum_topics.category_id', '=', GENERAL)
      .execute();
    expect(category.post_count).toBe(stored.length);
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('likes, views and replies while the topic is deleted leave nothing behind', async () => {
    for (let round = 0; round < 3; round++) {
      const topicId = await createTopic(t, users[6]!, { title: `Slettes ${round}` });
      const post = await reply(t, users[7]!, topicId, `Slettes med ${round}`);
      const answers = await Promise.all([
        call('DELETE', `/api/forum/topics/${topicId}`, moderator),
        ...users.flatMap((user) => [
          call('POST', '/api/forum/like', user, { topic_id: topicId }),
          call('POST', '/api/forum/like', user, { post_id: post.id }),
          call('GET', `/api/forum/topics/${topicId}`, user),
        ]),
        call('POST', '/api/forum/posts', users[0]!, { topic_id: topicId, content: 'For sent?' }),
      ]);
      expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
      for (const answer of answers) expect([200, 404], answer.body).toContain(answer.statusCode);
      for (const table of ['forum_likes', 'forum_topic_views'] as const) {
        const left = await t.db
          .selectFrom(table)
          .selectAll()
          .where(table === 'forum_likes' ? 'target_id' : 'topic_id', 'in', [topicId, post.id])
          .execute();
        expect(left, table).toEqual([]);
      }
    }
    expect(await countMismatches(t.db)).toEqual([]);
  });

  it('views of one user at once count once', async () => {
    const topicId = await createTopic(t, users[1]!, { title: 'Kigget på' });
    const views = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', `/api/forum/topics/${topicId}`, users[2]!)),
    );
    expect(new Set(statuses(views))).toEqual(new Set([200]));
    expect((await topicOf(topicId)).topic.view_count).toBe(2);
  });

  it('an account deleted while it and others write leaves every count right', async () => {
    const leaving = await registerUser(t, 'forlader');
    const topicId = await createTopic(t, leaving, { title: 'Forladt' });
    const post = await reply(t, users[1]!, topicId, 'Svar til en, der går');
    const own = await reply(t, leaving, topicId, 'Mit eget svar');
    await call('POST', '/api/forum/like', leaving, { post_id: post.id });
    const answers = await Promise.all([
      call('DELETE', '/api/auth/account', leaving, { confirmPassword: ACCOUNT_PASSWORD }),
      call('POST', '/api/forum/like', leaving, { topic_id: topicId }),
      call('POST', '/api/forum/like', leaving, { post_id: own.id }),
      call('POST', '/api/forum/posts', leaving, { topic_id: topicId, content: 'Sidste ord' }),
      ...users.flatMap((user) => [
        call('POST', '/api/forum/like', user, { topic_id: topicId }),
        call('POST', '/api/forum/like', user, { post_id: own.id }),
      ]),
    ]);
    expect(answers[0]!.statusCode, answers[0]!.body).toBe(200);
    // The leaving user's own writes land before the deletion or find the session ended.
    for (const answer of answers) expect([200, 401], answer.body).toContain(answer.statusCode);
    const { topic, posts } = await topicOf(topicId);
    expect(topic).toMatchObject({ author_id: null, like_count: users.length });
    expect(posts.every((p: { author_id: string | null }) => p.author_id !== leaving.id)).toBe(true);
    expect(await countMismatches(t.db)).toEqual([]);
  });
});
