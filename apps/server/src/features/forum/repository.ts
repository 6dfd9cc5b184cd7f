import type { SelectQueryBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { serializeOn } from '../../db/serialize';
import type { PostPosition, TopicPosition } from './rules';
import type { ForumCategoryTable, ForumPostTable, ForumTopicTable } from './tables';

// Locks, always taken in this order, so no two writes ever wait for each other in a circle: one
// topic's key, then the writer's own key, then rows: topics, replies, likes, views, categories
// (an account deletion's key comes before the writer's, and it takes no topic's). A like or a view
// changes its target's count before its own row, and a deletion locks the topic's row (and its
// replies) before it deletes what hangs on them, so a like toggled at the same moment either
// lands before the deletion sees the likes or finds its target gone.

/**
 * Until the transaction ends, no other forum write of this user runs, nor the forum's part of the
 * user's account deletion. Answers whether the account still exists: a request that passed its
 * login check may reach here after the deletion committed, and then writes nothing.
 */
export async function holdWriter(trx: Db, userId: string): Promise<boolean> {
  await serializeOn(trx, `forum-user:${userId}`);
  const user = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user !== undefined;
}

/** Until the transaction ends, nothing else changes this topic's replies, marks or state. */
export async function holdTopic(trx: Db, topicId: string): Promise<void> {
  await serializeOn(trx, `forum-topic:${topicId}`);
}

/**
 * Until the transaction ends, the user writes nothing in the forum, and no other account deletion
 * runs its forum part (two deletions would change the same topics' counts in different orders).
 */
export async function holdAccountDeletion(trx: Db, userId: string): Promise<void> {
  await serializeOn(trx, 'forum-account-deletion');
  await serializeOn(trx, `forum-user:${userId}`);
}

/** Reads rows and, on PostgreSQL, locks them; SQLite runs one transaction at a time. */
async function lockRows<TB extends keyof Database, O>(
  db: Db,
  query: SelectQueryBuilder<Database, TB, O>,
): Promise<O[]> {
  return (isPostgres(db) ? query.forUpdate() : query).execute();
}

export async function isModerator(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('forum_moderators')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setModerator(db: Db, userId: string, on: boolean, nowIso: string) {
  if (on) {
    await db
      .insertInto('forum_moderators')
      .values({ user_id: userId, created_at: nowIso })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
  } else {
    await db.deleteFrom('forum_moderators').where('user_id', '=', userId).execute();
  }
}

export async function listCategories(db: Db): Promise<ForumCategoryTable[]> {
  return db.selectFrom('forum_categories').selectAll().orderBy('sort_order').execute();
}

export async function findCategory(db: Db, id: string): Promise<ForumCategoryTable | undefined> {
  return db.selectFrom('forum_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findTopicRecord(db: Db, id: string): Promise<ForumTopicTable | undefined> {
  return db.selectFrom('forum_topics').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A topic as the screens show it: its category, its author (null once deleted), the viewer's like. */
export interface TopicRow extends ForumTopicTable {
  category_name: string;
  category_color: string;
  author_name: string | null;
  author_vessel: string | null;
  /** The viewer, when the viewer likes the topic. */
  liked_by: string | null;
}

function selectTopics(db: Db, viewerId: string) {
  return db
    .selectFrom('forum_topics')
    .innerJoin('forum_categories as category', 'category.id', 'forum_topics.category_id')
    .leftJoin('users as author', 'author.id', 'forum_topics.author_id')
    .leftJoin('forum_likes as my_like', (join) =>
      join
        .onRef('my_like.target_id', '=', 'forum_topics.id')
        .on('my_like.target_kind', '=', 'topic')
        .on('my_like.user_id', '=', viewerId),
    )
    .selectAll('forum_topics')
    .select([
      'category.name as category_name',
      'category.color as category_color',
      'author.username as author_name',
      'author.boat_name as author_vessel',
      'my_like.user_id as liked_by',
    ]);
}

export async function findTopic(
  db: Db,
  id: string,
  viewerId: string,
): Promise<TopicRow | undefined> {
  return selectTopics(db, viewerId).where('forum_topics.id', '=', id).executeTakeFirst();
}

/** A category's topics, pinned first, then by last activity, newest first; from after `after`. */
export async function topicsPage(
  db: Db,
  page: { categoryId: string; viewerId: string; after: TopicPosition | undefined; limit: number },
): Promise<TopicRow[]> {
  const { after } = page;
  let query = selectTopics(db, page.viewerId).where(
    'forum_topics.category_id',
    '=',
    page.categoryId,
  );
  if (after) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('forum_topics.is_pinned', 'forum_topics.last_activity', 'forum_topics.id'),
        '<',
        tuple(after.is_pinned, after.last_activity, after.id),
      ),
    );
  }
  return query
    .orderBy('forum_topics.is_pinned', 'desc')
    .orderBy('forum_topics.last_activity', 'desc')
    .orderBy('forum_topics.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** A reply as the screens show it: its author (null once deleted) and the viewer's like. */
export interface PostRow extends ForumPostTable {
  author_name: string | null;
  author_vessel: string | null;
  liked_by: string | null;
}

function selectPosts(db: Db, viewerId: string) {
  return db
    .selectFrom('forum_posts')
    .leftJoin('users as author', 'author.id', 'forum_posts.author_id')
    .leftJoin('forum_likes as my_like', (join) =>
      join
        .onRef('my_like.target_id', '=', 'forum_posts.id')
        .on('my_like.target_kind', '=', 'post')
        .on('my_like.user_id', '=', viewerId),
    )
    .selectAll('forum_posts')
    .select([
      'author.username as author_name',
      'author.boat_name as author_vessel',
      'my_like.user_id as liked_by',
    ]);
}

export async function findPostRow(
  db: Db,
  id: string,
  viewerId: string,
): Promise<PostRow | undefined> {
  return selectPosts(db, viewerId).where('forum_posts.id', '=', id).executeTakeFirst();
}

/** A topic's replies, oldest first, from after `after`. */
export async function postsPage(
  db: Db,
  page: { topicId: string; viewerId: string; after: PostPosition | undefined; limit: number },
): Promise<PostRow[]> {
  const { after } = page;
  let query = selectPosts(db, page.viewerId).where('forum_posts.topic_id', '=', page.topicId);
  if (after) {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('forum_posts.created_at', 'forum_posts.id'),
        '>',
        tuple(after.created_at, after.id),
      ),
    );
  }
  return query
    .orderBy('forum_posts.created_at')
    .orderBy('forum_posts.id')
    .limit(page.limit)
    .execute();
}

export async function findPost(db: Db, id: string): Promise<ForumPostTable | undefined> {
  return db.selectFrom('forum_posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Topics and replies the user wrote since `sinceIso`, for the posting limit. */
export async function postsSince(db: Db, authorId: string, sinceIso: string): Promise<number> {
  const count = async (table: 'forum_topics' | 'forum_posts') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('author_id', '=', authorId)
      .where('created_at', '>', sinceIso)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return (await count('forum_topics')) + (await count('forum_posts'));
}

/** The user's newest topic in the category with this title and text, for the double send. */
export async function newestSameTopic(
  db: Db,
  topic: Pick<ForumTopicTable, 'author_id' | 'category_id' | 'title' | 'content'>,
): Promise<Pick<ForumTopicTable, 'id' | 'created_at'> | undefined> {
  return db
    .selectFrom('forum_topics')
    .select(['id', 'created_at'])
    .where('author_id', '=', topic.author_id)
    .where('category_id', '=', topic.category_id)
    .where('title', '=', topic.title)
    .where('content', '=', topic.content)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The user's newest reply in the topic with this text, for the double send. */
export async function newestSameReply(
  db: Db,
  post: Pick<ForumPostTable, 'author_id' | 'topic_id' | 'content'>,
): Promise<Pick<ForumPostTable, 'id' | 'created_at'> | undefined> {
  return db
    .selectFrom('forum_posts')
    .select(['id', 'created_at'])
    .where('author_id', '=', post.author_id)
    .where('topic_id', '=', post.topic_id)
    .where('content', '=', post.content)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new topic, counted in its category; false when the category does not exist. */
export async function insertTopic(db: Db, topic: ForumTopicTable): Promise<boolean> {
  const counted = await db
    .updateTable('forum_categories')
    .set((eb) => ({
      topic_count: eb('topic_count', '+', 1),
      last_activity: topic.created_at,
    }))
    .where('id', '=', topic.category_id)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return false;
  await db.insertInto('forum_topics').values(topic).execute();
  return true;
}

/** A new reply, counted in its topic and its topic's category. */
export async function insertReply(db: Db, post: ForumPostTable, categoryId: string) {
  await db
    .updateTable('forum_topics')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity: post.created_at }))
    .where('id', '=', post.topic_id)
    .execute();
  await db.insertInto('forum_posts').values(post).execute();
  await db
    .updateTable('forum_categories')
    .set((eb) => ({ post_count: eb('post_count', '+', 1), last_activity: post.created_at }))
    .where('id', '=', categoryId)
    .execute();
}

/**
 * The category's counts less what went, and its last activity that of its newest remaining
 * topic. Its row is locked first, so a reply elsewhere in the category that commits meanwhile is
 * either counted in the newest activity or sets its own afterwards.
 */
async function uncountInCategory(
  db: Db,
  categoryId: string,
  gone: { topics: number; posts: number; topicId?: string },
) {
  await lockRows(db, db.selectFrom('forum_categories').select('id').where('id', '=', categoryId));
  await db
    .updateTable('forum_categories')
    .set((eb) => ({
      topic_count: eb('topic_count', '-', gone.topics),
      post_count: eb('post_count', '-', gone.posts),
      last_activity: eb
        .selectFrom('forum_topics')
        .select((sub) => sub.fn.max('last_activity').as('newest'))
        .where('category_id', '=', categoryId)
        .$if(gone.topicId !== undefined, (sub) => sub.where('id', '<>', gone.topicId!)),
    }))
    .where('id', '=', categoryId)
    .execute();
}

/**
 * Deletes a reply with its likes: its topic's count, solution mark and last activity (its newest
 * other reply's, or its own creation's) first, then the row, then its category's counts.
 */
export async function deleteReply(db: Db, post: ForumPostTable, categoryId: string) {
  await db
    .updateTable('forum_topics')
    .set((eb) => ({
      reply_count: eb('reply_count', '-', 1),
      solution_post_id: eb.fn<string | null>('nullif', ['solution_post_id', eb.val(post.id)]),
      last_activity: eb.fn.coalesce(
        eb
          .selectFrom('forum_posts')
          .select((sub) => sub.fn.max('created_at').as('newest'))
          .where('topic_id', '=', post.topic_id)
          .where('id', '<>', post.id),
        'forum_topics.created_at',
      ),
    }))
    .where('id', '=', post.topic_id)
    .execute();
  await db.deleteFrom('forum_posts').where('id', '=', post.id).execute();
  await db
    .deleteFrom('forum_likes')
    .where('target_kind', '=', 'post')
    .where('target_id', '=', post.id)
    .execute();
  await uncountInCategory(db, categoryId, { topics: 0, posts: 1 });
}

/** How many of the topic's replies someone other than `authorId` wrote (a deleted account too). */
export async function repliesFromOthers(db: Db, topicId: string, authorId: string) {
  const row = await db
    .selectFrom('forum_posts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('topic_id', '=', topicId)
    .where((eb) => eb.or([eb('author_id', 'is', null), eb('author_id', '<>', authorId)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes a topic with its replies, the likes of both, and its views, and uncounts it from its
 * category; answers the replies' ids. The topic's row and its replies' are locked first.
 */
export async function deleteTopic(db: Db, topic: ForumTopicTable): Promise<string[]> {
  await lockRows(db, db.selectFrom('forum_topics').select('id').where('id', '=', topic.id));
  const posts = await lockRows(
    db,
    db.selectFrom('forum_posts').select('id').where('topic_id', '=', topic.id),
  );
  await db
    .deleteFrom('forum_likes')
    .where((eb) =>
      eb.or([
        eb.and([eb('target_kind', '=', 'topic'), eb('target_id', '=', topic.id)]),
        eb.and([
          eb('target_kind', '=', 'post'),
          eb(
            'target_id',
            'in',
            eb.selectFrom('forum_posts').select('id').where('topic_id', '=', topic.id),
          ),
        ]),
      ]),
    )
    .execute();
  await db.deleteFrom('forum_posts').where('topic_id', '=', topic.id).execute();
  await db.deleteFrom('forum_topic_views').where('topic_id', '=', topic.id).execute();
  await uncountInCategory(db, topic.category_id, {
    topics: 1,
    posts: posts.length,
    topicId: topic.id,
  });
  await db.deleteFrom('forum_topics').where('id', '=', topic.id).execute();
  return posts.map((post) => post.id);
}

/** Pins, unpins, locks or unlocks. */
export async function moderateTopic(
  db: Db,
  id: string,
  change: { is_pinned?: number; is_locked?: number },
): Promise<void> {
  await db.updateTable('forum_topics').set(change).where('id', '=', id).execute();
}

export async function setSolution(db: Db, topicId: string, postId: string | null) {
  await db
    .updateTable('forum_topics')
    .set({ solution_post_id: postId })
    .where('id', '=', topicId)
    .execute();
}

/** Hides or shows a reply; a hidden reply is the solution no more. */
export async function setHidden(db: Db, post: ForumPostTable, hidden: boolean): Promise<void> {
  if (hidden) {
    await db
      .updateTable('forum_topics')
      .set({ solution_post_id: null })
      .where('id', '=', post.topic_id)
      .where('solution_post_id', '=', post.id)
      .execute();
  }
  await db
    .updateTable('forum_posts')
    .set({ is_hidden: hidden ? 1 : 0 })
    .where('id', '=', post.id)
    .execute();
}

export type LikeKind = 'topic' | 'post';

const LIKED_TABLE = { topic: 'forum_topics', post: 'forum_posts' } as const;

export async function hasLiked(db: Db, userId: string, kind: LikeKind, targetId: string) {
  const row = await db
    .selectFrom('forum_likes')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('target_kind', '=', kind)
    .where('target_id', '=', targetId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds `delta` to the topic's or reply's like count, locking its row; answers the new count, or
 * undefined when it does not exist (deleted meanwhile included).
 */
export async function addToLikeCount(
  db: Db,
  kind: LikeKind,
  targetId: string,
  delta: 1 | -1,
): Promise<number | undefined> {
  const row = await db
    .updateTable(LIKED_TABLE[kind])
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('id', '=', targetId)
    .returning('like_count')
    .executeTakeFirst();
  return row?.like_count;
}

export async function insertLike(
  db: Db,
  like: { user_id: string; target_kind: LikeKind; target_id: string; created_at: string },
) {
  await db.insertInto('forum_likes').values(like).execute();
}

export async function deleteLike(db: Db, userId: string, kind: LikeKind, targetId: string) {
  await db
    .deleteFrom('forum_likes')
    .where('user_id', '=', userId)
    .where('target_kind', '=', kind)
    .where('target_id', '=', targetId)
    .execute();
}

/** When the user's view of the topic last counted. */
export async function lastCountedView(
  db: Db,
  topicId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('forum_topic_views')
    .select('counted_at')
    .where('topic_id', '=', topicId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.counted_at;
}

/** Counts a view of the topic (its row first) and keeps when it counted; nothing for a topic gone. */
export async function countView(db: Db, topicId: string, userId: string, nowIso: string) {
  const counted = await db
    .updateTable('forum_topics')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', topicId)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) return;
  await db
    .insertInto('forum_topic_views')
    .values({ topic_id: topicId, user_id: userId, counted_at: nowIso })
    .onConflict((conflict) =>
      conflict
        .columns(['topic_id', 'user_id'])
        .doUpdateSet((eb) => ({ counted_at: eb.ref('excluded.counted_at') })),
    )
    .execute();
}

/**
 * The forum lets go of a deleted account: its likes go with the counts they added (the liked rows
 * first, as every write locks them), its views and its moderator role go, and its topics and
 * replies stay with no author.
 */
export async function forgetUser(db: Db, userId: string): Promise<void> {
  const likedBy = (kind: LikeKind) =>
    db
      .selectFrom('forum_likes')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('target_kind', '=', kind);
  for (const kind of ['topic', 'post'] as const) {
    await db
      .updateTable(LIKED_TABLE[kind])
      .set((eb) => ({ like_count: eb('like_count', '-', 1) }))
      .where('id', 'in', likedBy(kind))
      .execute();
    await db
      .updateTable(LIKED_TABLE[kind])
      .set({ author_id: null })
      .where('author_id', '=', userId)
      .execute();
  }
  await db.deleteFrom('forum_likes').where('user_id', '=', userId).execute();
  await db.deleteFrom('forum_topic_views').where('user_id', '=', userId).execute();
  await db.deleteFrom('forum_moderators').where('user_id', '=', userId).execute();
}

/** The user's topics, oldest first, with their categories' names (the data export). */
export async function topicsBy(db: Db, userId: string) {
  return db
    .selectFrom('forum_topics')
    .innerJoin('forum_categories as category', 'category.id', 'forum_topics.category_id')
    .select([
      'forum_topics.title',
      'category.name as category',
      'forum_topics.content',
      'forum_topics.created_at',
    ])
    .where('forum_topics.author_id', '=', userId)
    .orderBy('forum_topics.created_at')
    .orderBy('forum_topics.id')
    .execute();
}

/** The user's replies, oldest first, with their topics' titles (the data export). */
export async function repliesBy(db: Db, userId: string) {
  return db
    .selectFrom('forum_posts')
    .innerJoin('forum_topics as topic', 'topic.id', 'forum_posts.topic_id')
    .select(['topic.title as topic_title', 'forum_posts.content', 'forum_posts.created_at'])
    .where('forum_posts.author_id', '=', userId)
    .orderBy('forum_posts.created_at')
    .orderBy('forum_posts.id')
    .execute();
}

/** The user's likes of topics, with the topics' titles (the data export). */
export async function topicLikesBy(db: Db, userId: string) {
  return db
    .selectFrom('forum_likes')
    .innerJoin('forum_topics as topic', 'topic.id', 'forum_likes.target_id')
    .select(['topic.title as topic_title', 'forum_likes.created_at'])
    .where('forum_likes.user_id', '=', userId)
    .where('forum_likes.target_kind', '=', 'topic')
    .execute();
}

/** The topics whose views of the user counted, with when they last did (the data export). */
export async function topicViewsBy(db: Db, userId: string) {
  return db
    .selectFrom('forum_topic_views')
    .innerJoin('forum_topics as topic', 'topic.id', 'forum_topic_views.topic_id')
    .select(['topic.title as topic_title', 'forum_topic_views.counted_at'])
    .where('forum_topic_views.user_id', '=', userId)
    .orderBy('forum_topic_views.counted_at')
    .orderBy('topic.id')
    .execute();
}

/** Since when the user is a moderator, or undefined (the data export). */
export async function moderatorSince(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('forum_moderators')
    .select('created_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.created_at;
}

/** The user's likes of replies, with the replies and their topics' titles (the data export). */
export async function replyLikesBy(db: Db, userId: string) {
  return db
    .selectFrom('forum_likes')
    .innerJoin('forum_posts as post', 'post.id', 'forum_likes.target_id')
    .innerJoin('forum_topics as topic', 'topic.id', 'post.topic_id')
    .select([
      'topic.title as topic_title',
      'post.content',
      'post.is_hidden',
      'forum_likes.created_at',
    ])
    .where('forum_likes.user_id', '=', userId)
    .where('forum_likes.target_kind', '=', 'post')
    .execute();
}
