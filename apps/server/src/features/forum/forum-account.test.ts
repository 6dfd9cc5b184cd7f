import { FORUM_MESSAGES } from '@havhjaelp/common/forum';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { countMismatches, createTopic, GENERAL, makeModerator, reply } from '../../test/forum';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-06-01T08:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();

describe('the forum’s counts, the data export and account deletion', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  const like = (user: TestUser, body: object) => call('POST', '/api/forum/like', user, body);

  it('keeps every count equal to what is stored through many writes and deletes', async () => {
    await t.start();
    const users = await Promise.all(
      ['ane', 'bodil', 'cato', 'dina'].map((name) => registerUser(t, name)),
    );
    const moderator = await makeModerator(t, await registerUser(t, 'havnefoged'));
    const categories = [GENERAL, 'udstyr-og-vedligehold'];
    const topics: string[] = [];
    let posts: { id: string; author: TestUser; topicId: string }[] = [];
    // Round after round: each user writes a topic, replies to the others', likes and unlikes.
    for (let round = 0; round < 3; round++) {
      for (const [i, user] of users.entries()) {
        t.clock.advance(MINUTE);
        topics.push(
          await createTopic(t, user, {
            title: `Runde ${round} af ${user.username}`,
            category_id: categories[i % 2],
          }),
        );
      }
      for (const [i, user] of users.entries()) {
        for (const topicId of topics.filter((_, n) => n % users.length !== i).slice(-3)) {
          const { id } = await reply(t, user, topicId, `Svar ${posts.length}`);
          posts.push({ id, author: user, topicId });
        }
        for (const topicId of topics.slice(-2)) await like(user, { topic_id: topicId });
        for (const post of posts.slice(-4)) await like(user, { post_id: post.id });
      }
      // Some likes taken back, some replies and one topic deleted.
      await like(users[0]!, { topic_id: topics.at(-1) });
      const [gone, alsoGone] = posts.splice(round * 2, 2);
      expect((await call('DELETE', `/api/forum/posts/${gone!.id}`, gone!.author)).statusCode).toBe(
        200,
      );
      expect((await call('DELETE', `/api/forum/posts/${alsoGone!.id}`, moderator)).statusCode).toBe(
        200,
      );
      const topicGone = topics.splice(round, 1)[0]!;
      expect((await call('DELETE', `/api/forum/topics/${topicGone}`, moderator)).statusCode).toBe(
        200,
      );
      posts = posts.filter((post) => post.topicId !== topicGone);
      expect(await countMismatches(t.db), `round ${round}`).toEqual([]);
    }

    // What the screens show agrees with the rows too.
    const listed = (await call('GET', '/api/forum/categories', users[0]!)).json().categories;
    const stored = await t.db.selectFrom('forum_topics').select(['id', 'category_id']).execute();
    for (const id of categories) {
      const category = listed.find((c: { id: string }) => c.id === id);
      const inCategory = stored
        .filter((topic) => topic.category_id === id)
        .map((topic) => topic.id);
      expect(category.topic_count).toBe(inCategory.length);
      const replies = await t.db
        .selectFrom('forum_posts')
        .select('id')
        .where('topic_id', 'in', inCategory)
        .execute();
      expect(category.post_count).toBe(replies.length);
      expect(category.topic_count).toBeGreaterThan(0);
    }
  });

  /**
   * Ane writes a topic and a reply, likes Bo's topic and reply, views Bo's topic and moderates;
   * Bo writes a topic and a reply in Ane's, and likes Ane's topic.
   */
  async function scene() {
    await t.start();
    const ane = await registerUser(t, 'ane', { boatName: 'Havørnen' });
    const bo = await registerUser(t, 'bodil', { boatName: 'Måsen' });
    await makeModerator(t, ane);
    const anesTopic = await createTopic(t, ane, { title: 'Anes emne', content: 'Anes tekst' });
    t.clock.set(new Date(at(1)));
    const bosTopic = await createTopic(t, bo, {
      title: 'Bos emne',
      content: 'Bos tekst',
      category_id: 'udstyr-og-vedligehold',
    });
    t.clock.set(new Date(at(2)));
    const bosReply = await reply(t, bo, anesTopic, 'Bos svar');
    t.clock.set(new Date(at(3)));
    const anesReply = await reply(t, ane, bosTopic, 'Anes svar');
    t.clock.set(new Date(at(4)));
    await like(ane, { topic_id: bosTopic });
    t.clock.set(new Date(at(5)));
    await like(ane, { post_id: bosReply.id });
    await like(bo, { topic_id: anesTopic });
    await like(bo, { post_id: anesReply.id });
    await call('GET', `/api/forum/topics/${bosTopic}`, ane);
    return { ane, bo, anesTopic, bosTopic, bosReply, anesReply };
  }

  it('exports one’s topics, replies and likes', async () => {
    const { ane, bo } = await scene();
    const data = (await call('GET', '/api/auth/export-data', ane)).json();
    expect(data.forum_topics).toEqual([
      { title: 'Anes emne', category: 'Generelt', content: 'Anes tekst', created_at: at(0) },
    ]);
    expect(data.forum_posts).toEqual([
      { topic_title: 'Bos emne', content: 'Anes svar', created_at: at(3) },
    ]);
    expect(data.forum_likes).toEqual([
      { topic_title: 'Bos emne', post_content: null, created_at: at(4) },
      { topic_title: 'Anes emne', post_content: 'Bos svar', created_at: at(5) },
    ]);
    const bosData = (await call('GET', '/api/auth/export-data', bo)).json();
    expect(bosData.forum_topics).toEqual([
      {
        title: 'Bos emne',
        category: 'Udstyr og vedligehold',
        content: 'Bos tekst',
        created_at: at(1),
      },
    ]);
  });

  it('leaves out the text of a hidden reply one liked', async () => {
    const { ane, bo, bosReply } = await scene();
    await call('PUT', `/api/forum/posts/${bosReply.id}/hidden`, ane, { hidden: true });
    expect((await call('GET', '/api/auth/export-data', ane)).json().forum_likes[1]).toEqual({
      topic_title: 'Anes emne',
      post_content: '',
      created_at: at(5),
    });
    // Bo's own reply stays Bo's in Bo's export, hidden or not.
    expect((await call('GET', '/api/auth/export-data', bo)).json().forum_posts).toEqual([
      { topic_title: 'Anes emne', content: 'Bos svar', created_at: at(2) },
    ]);
  });

  it('keeps a deleted account’s topics and replies as the deleted user’s, and takes its likes, views and role', async () => {
    const { ane, bo, anesTopic, bosTopic, bosReply, anesReply } = await scene();
    expect((await call('GET', `/api/forum/topics/${bosTopic}`, bo)).json().topic).toMatchObject({
      like_count: 1,
      view_count: 2,
    });

    const deleted = await call('DELETE', '/api/auth/account', ane, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const gone = { author_id: null, author_name: FORUM_MESSAGES.deletedAuthor, author_vessel: '' };
    const anes = (await call('GET', `/api/forum/topics/${anesTopic}`, bo)).json();
    expect(anes.topic).toMatchObject({
      ...gone,
      title: 'Anes emne',
      content: 'Anes tekst',
      like_count: 1,
      reply_count: 1,
    });
    // Ane's like of Bo's reply went with the account.
    expect(anes.posts).toEqual([
      expect.objectContaining({ id: bosReply.id, author_name: 'bodil', like_count: 0 }),
    ]);
    // Nobody is the author of a deleted account's topic.
    expect(anes.viewer).toEqual({ moderator: false, author: false });
    const bos = (await call('GET', `/api/forum/topics/${bosTopic}`, bo)).json();
    // The view counted stays counted; the like is gone.
    expect(bos.topic).toMatchObject({
      author_name: 'bodil',
      author_vessel: 'Måsen',
      like_count: 0,
    });
    expect(bos.topic.view_count).toBe(2);
    expect(bos.posts).toEqual([
      expect.objectContaining({ id: anesReply.id, ...gone, content: 'Anes svar', like_count: 1 }),
    ]);
    const listed = (await call('GET', `/api/forum/categories/${GENERAL}/topics`, bo)).json();
    expect(listed.topics[0]).toMatchObject({ id: anesTopic, ...gone });
    for (const table of ['forum_likes', 'forum_topic_views', 'forum_moderators'] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where('user_id', '=', ane.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await countMismatches(t.db)).toEqual([]);
    // A reply of a deleted account is still a moderator's to delete, and no one else's.
    expect((await call('DELETE', `/api/forum/posts/${anesReply.id}`, bo)).statusCode).toBe(403);
    // Bo replied in Ane's topic, which nobody can now delete but a moderator.
    expect((await call('DELETE', `/api/forum/topics/${anesTopic}`, bo)).statusCode).toBe(403);
  });
});
