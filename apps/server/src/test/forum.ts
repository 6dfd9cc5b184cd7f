import type { CreateTopic, ForumPost } from '@havhjaelp/common/forum';
import type { Db } from '../db/database';
import { setForumModerator } from '../features/forum';
import { callApi, type TestApp } from './test-app';
import { expectOk, registerUser, type TestUser } from './users';

/** A category the migration seeds. */
export const GENERAL = 'generelt';

/** Creates a topic as `author` through the API; answers its id. */
export async function createTopic(
  t: TestApp,
  author: TestUser,
  overrides: Partial<CreateTopic> = {},
): Promise<string> {
  const body = await expectOk(
    'create topic',
    await callApi(t, 'POST', '/api/forum/topics', author.token, {
      category_id: GENERAL,
      title: 'Motoren vil ikke starte',
      content: 'Min Volvo Penta hoster og dør. Hvad gør jeg?',
      ...overrides,
    }),
  );
  return body.id as string;
}

/** `author` replies in the topic; answers the reply. */
export async function reply(
  t: TestApp,
  author: TestUser,
  topicId: string,
  content = 'Tjek brændstoffilteret.',
): Promise<ForumPost> {
  const body = await expectOk(
    'reply',
    await callApi(t, 'POST', '/api/forum/posts', author.token, { topic_id: topicId, content }),
  );
  return body.post as ForumPost;
}

/** Makes `user` a moderator through the same code as `npm run admin -- moderator grant`. */
export async function makeModerator(t: TestApp, user: TestUser): Promise<TestUser> {
  await setForumModerator(t.db, user.id, true);
  return user;
}

/**
 * The forum's usual cast, registered: Ane, Bo (username 'bodil'), Cato, and the moderator (the
 * harbour master, 'havnefoged').
 */
export async function forumCast(t: TestApp) {
  const [ane, bo, cato, moderator] = await Promise.all(
    ['ane', 'bodil', 'cato', 'havnefoged'].map((name) => registerUser(t, name)),
  );
  return { ane: ane!, bo: bo!, cato: cato!, moderator: await makeModerator(t, moderator!) };
}

/**
 * Every stored count that differs from the rows it counts, as `what: stored ≠ counted` (none when
 * all agree): topics' replies and likes, replies' likes, categories' topics and replies.
 */
export async function countMismatches(db: Db): Promise<string[]> {
  const tally = (rows: { key: string | null }[]) => {
    const counts = new Map<string, number>();
    for (const { key } of rows) if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    return (key: string) => counts.get(key) ?? 0;
  };
  const topics = await db.selectFrom('forum_topics').selectAll().execute();
  const posts = await db.selectFrom('forum_posts').selectAll().execute();
  const likes = await db.selectFrom('forum_likes').selectAll().execute();
  const categories = await db.selectFrom('forum_categories').selectAll().execute();
  const categoryOf = new Map(topics.map((topic) => [topic.id, topic.category_id]));
  const likesOf = (kind: 'topic' | 'post') =>
    tally(likes.filter((like) => like.target_kind === kind).map((l) => ({ key: l.target_id })));
  const repliesIn = tally(posts.map((post) => ({ key: post.topic_id })));
  const topicsIn = tally(topics.map((topic) => ({ key: topic.category_id })));
  const repliesInCategory = tally(
    posts.map((post) => ({ key: categoryOf.get(post.topic_id) ?? null })),
  );
  const [topicLikes, postLikes] = [likesOf('topic'), likesOf('post')];
  const mismatch = (what: string, stored: number, counted: number) =>
    stored === counted ? [] : [`${what}: ${stored} ≠ ${counted}`];
  const ids = new Set([...topics.map((t) => t.id), ...posts.map((p) => p.id)]);
  return [
    ...topics.flatMap((topic) => [
      ...mismatch(`topic ${topic.id} replies`, topic.reply_count, repliesIn(topic.id)),
      ...mismatch(`topic ${topic.id} likes`, topic.like_count, topicLikes(topic.id)),
    ]),
    ...posts.flatMap((post) =>
      mismatch(`reply ${post.id} likes`, post.like_count, postLikes(post.id)),
    ),
    ...categories.flatMap((category) => [
      ...mismatch(`category ${category.id} topics`, category.topic_count, topicsIn(category.id)),
      ...mismatch(
        `category ${category.id} replies`,
        category.post_count,
        repliesInCategory(category.id),
      ),
    ]),
    // A like of something gone is a like no count holds.
    ...likes
      .filter((like) => !ids.has(like.target_id))
      .map((like) => `like of ${like.target_kind} ${like.target_id}, which is gone`),
  ];
}
