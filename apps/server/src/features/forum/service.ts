import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS, AUTH_MESSAGES } from '@havhjaelp/common/auth';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import {
  FORUM_MESSAGES,
  type CreatePost,
  type CreateTopic,
  type ForumCategory,
  type ForumPost,
  type ForumTopic,
  type LikeAnswer,
  type LikeTarget,
  type Moderation,
  type SearchHit,
  type TopicPage,
  type TopicsPage,
} from '@havhjaelp/common/forum';
import { FORUM_ERRORS } from '@havhjaelp/common/forum-errors';
import type { LiveEventOf } from '@havhjaelp/common/live';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Member } from '../../identity/member';
import type { LivePublisher } from '../../live/publisher';
import { toCategory, toPost, toTopic } from './presenters';
import * as repo from './repository';
import {
  deletePostRefusal,
  deleteTopicRefusal,
  isSameSend,
  mayPostAgain,
  moderatorRefusal,
  postCursor,
  readPostCursor,
  readTopicCursor,
  replyRefusal,
  solutionRefusal,
  topicCursor,
  viewCounts,
  type Actor,
  type ForumErrorCode,
} from './rules';
import { searchForum } from './search';
import { indexForumText, unindexForumText } from './search-index';
import type { ForumPostTable, ForumTopicTable } from './tables';

export interface ForumDeps {
  db: Db;
  now: () => Date;
  live: LivePublisher;
}

const refusal = (code: ForumErrorCode) => new AppError(FORUM_ERRORS[code]);

const MINUTE_MS = 60_000;

/** Tells everyone viewing the topic; only ever called after the change is committed. */
function tellTopic(
  deps: ForumDeps,
  topicId: string,
  event: LiveEventOf<'forum_post' | 'forum_topic_changed'>,
) {
  deps.live.publish(deps.live.topics.forumTopic(topicId), event);
}

function tellChanged(deps: ForumDeps, topicId: string): void {
  tellTopic(deps, topicId, { action: 'forum_topic_changed', data: { topic_id: topicId } });
}

/**
 * Holds the writer (see `repo.holdWriter`); an account deleted since its request was let in
 * writes nothing, and is answered as any ended session.
 */
async function holdWriter(trx: Db, user: Member): Promise<void> {
  if (!(await repo.holdWriter(trx, user.id))) {
    throw new AppError(AUTH_ERRORS.UNAUTHORIZED, AUTH_MESSAGES.sessionExpired);
  }
}

/**
 * Writes a topic or reply once: under the writer's hold, two sends at once run one after the
 * other, so a send finds the same post an earlier one made within the double-send window and
 * answers it; otherwise the posting limit (counted under the same hold) lets `write` make it.
 */
async function postOnce(
  trx: Db,
  user: Member,
  now: Date,
  sameSend: () => Promise<{ id: string; created_at: string } | undefined>,
  write: () => Promise<void>,
): Promise<{ sent: 'earlier' | 'now'; id?: string }> {
  await holdWriter(trx, user);
  const same = await sameSend();
  if (same && isSameSend(same.created_at, now)) return { sent: 'earlier', id: same.id };
  const since = new Date(now.getTime() - MINUTE_MS).toISOString();
  if (!mayPostAgain(await repo.postsSince(trx, user.id, since))) {
    throw refusal('FORUM_TOO_MANY_POSTS');
  }
  await write();
  return { sent: 'now' };
}

async function actorOf(db: Db, user: Member): Promise<Actor> {
  return { id: user.id, moderator: await repo.isModerator(db, user.id) };
}

/** A cursor a page gave out, read back; anything else is refused. */
function position<T>(cursor: string | undefined, read: (cursor: string) => T | undefined) {
  if (cursor === undefined) return undefined;
  const found = read(cursor);
  if (found === undefined) throw new AppError(HTTP_ERRORS.VALIDATION, FORUM_MESSAGES.badCursor);
  return found;
}

/** A page of `limit` from rows read one further, and the cursor of the next page if there is one. */
function paged<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? cursorOf(last) : null };
}

/** Puts a reply in the search index, in the transaction that writes it or shows it again. */
function indexReply(trx: Db, post: ForumPostTable): Promise<void> {
  return indexForumText(trx, {
    id: post.id,
    kind: 'post',
    topicId: post.topic_id,
    title: '',
    content: post.content,
  });
}

export async function listCategories(deps: ForumDeps): Promise<{ categories: ForumCategory[] }> {
  return { categories: (await repo.listCategories(deps.db)).map(toCategory) };
}

export async function listTopics(
  deps: ForumDeps,
  user: Member,
  categoryId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<TopicsPage> {
  const after = position(query.cursor, readTopicCursor);
  const category = await repo.findCategory(deps.db, categoryId);
  if (!category) throw refusal('FORUM_CATEGORY_NOT_FOUND');
  // One more than asked, to know whether a next page exists.
  const rows = await repo.topicsPage(deps.db, {
    categoryId,
    viewerId: user.id,
    after,
    limit: query.limit + 1,
  });
  const { page, next } = paged(rows, query.limit, topicCursor);
  return { category: toCategory(category), topics: page.map(toTopic), next };
}

/** Counts the user's view of the topic, at most once in the view window. */
async function countView(deps: ForumDeps, user: Member, topicId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await holdWriter(trx, user);
    if (viewCounts(await repo.lastCountedView(trx, topicId, user.id), now)) {
      await repo.countView(trx, topicId, user.id, now.toISOString());
    }
  });
}

/** The topic with a page of its replies; the first page counts as a view, later pages do not. */
export async function readTopic(
  deps: ForumDeps,
  user: Member,
  topicId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<TopicPage> {
  const after = position(query.cursor, readPostCursor);
  if (!after) await countView(deps, user, topicId);
  const topic = await repo.findTopic(deps.db, topicId, user.id);
  if (!topic) throw refusal('FORUM_TOPIC_NOT_FOUND');
  const viewer = {
    moderator: await repo.isModerator(deps.db, user.id),
    author: topic.author_id === user.id,
  };
  const rows = await repo.postsPage(deps.db, {
    topicId,
    viewerId: user.id,
    after,
    limit: query.limit + 1,
  });
  const { page, next } = paged(rows, query.limit, postCursor);
  return {
    topic: toTopic(topic),
    posts: page.map((row) => toPost(row, topic.solution_post_id, viewer)),
    next,
    viewer,
  };
}

/**
 * A new topic in a category. The same title and text from the same user in the same category
 * within the double-send window is the topic already made, answered again (`postOnce`).
 */
export async function createTopic(
  deps: ForumDeps,
  user: Member,
  input: CreateTopic,
): Promise<{ id: string }> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const topic: ForumTopicTable = {
    id: randomUUID(),
    category_id: input.category_id,
    author_id: user.id,
    title: input.title,
    content: input.content,
    created_at: nowIso,
    last_activity: nowIso,
    view_count: 0,
    reply_count: 0,
    like_count: 0,
    is_pinned: 0,
    is_locked: 0,
    solution_post_id: null,
  };
  const { id = topic.id } = await deps.db.transaction().execute((trx) =>
    postOnce(
      trx,
      user,
      now,
      () => repo.newestSameTopic(trx, topic),
      async () => {
        if (!(await repo.insertTopic(trx, topic))) throw refusal('FORUM_CATEGORY_NOT_FOUND');
        await indexForumText(trx, {
          id: topic.id,
          kind: 'topic',
          topicId: topic.id,
          title: topic.title,
          content: topic.content,
        });
      },
    ),
  );
  return { id };
}

/**
 * A reply. The same text from the same user in the same topic within the double-send window is
 * the reply already made, answered again (`postOnce`); a locked topic takes none.
 */
export async function createReply(
  deps: ForumDeps,
  user: Member,
  input: CreatePost,
): Promise<{ post: ForumPost }> {
  const now = deps.now();
  const post: ForumPostTable = {
    id: randomUUID(),
    topic_id: input.topic_id,
    author_id: user.id,
    content: input.content,
    created_at: now.toISOString(),
    like_count: 0,
    is_hidden: 0,
  };
  const { answer, topic, isNew } = await deps.db.transaction().execute(async (trx) => {
    await repo.holdTopic(trx, post.topic_id);
    const topic = await repo.findTopicRecord(trx, post.topic_id);
    if (!topic) throw refusal('FORUM_TOPIC_NOT_FOUND');
    const { sent, id = post.id } = await postOnce(
      trx,
      user,
      now,
      () => repo.newestSameReply(trx, post),
      async () => {
        const locked = replyRefusal(topic);
        if (locked) throw refusal(locked);
        await repo.insertReply(trx, post, topic.category_id);
        await indexReply(trx, post);
      },
    );
    const row = await repo.findPostRow(trx, id, user.id);
    const moderator = await repo.isModerator(trx, user.id);
    const answer = toPost(row!, topic.solution_post_id, { moderator });
    return { answer, topic, isNew: sent === 'now' };
  });
  if (isNew) {
    tellTopic(deps, topic.id, { action: 'forum_post', data: { topic_id: topic.id, post: answer } });
    if (topic.author_id !== null && topic.author_id !== user.id) {
      deps.live.publish(deps.live.topics.userMessages(topic.author_id), {
        action: 'forum_reply',
        data: {
          topic_id: topic.id,
          topic_title: topic.title,
          post_id: answer.id,
          author_name: user.username,
        },
      });
    }
  }
  return { post: answer };
}

export async function deleteTopic(deps: ForumDeps, user: Member, topicId: string) {
  await deps.db.transaction().execute(async (trx) => {
    await repo.holdTopic(trx, topicId);
    const topic = await repo.findTopicRecord(trx, topicId);
    if (!topic) throw refusal('FORUM_TOPIC_NOT_FOUND');
    const actor = await actorOf(trx, user);
    const refused = deleteTopicRefusal(
      actor,
      topic,
      await repo.repliesFromOthers(trx, topicId, user.id),
    );
    if (refused) throw refusal(refused);
    const postIds = await repo.deleteTopic(trx, topic);
    await unindexForumText(trx, [topic.id, ...postIds]);
  });
  tellChanged(deps, topicId);
}

/** The reply with its topic, under the topic's hold; a reply gone meanwhile is not found. */
async function heldPost(trx: Db, postId: string) {
  const found = await repo.findPost(trx, postId);
  if (!found) throw refusal('FORUM_POST_NOT_FOUND');
  await repo.holdTopic(trx, found.topic_id);
  const post = await repo.findPost(trx, postId);
  const topic = post && (await repo.findTopicRecord(trx, post.topic_id));
  if (!post || !topic) throw refusal('FORUM_POST_NOT_FOUND');
  return { post, topic };
}

export async function deletePost(deps: ForumDeps, user: Member, postId: string): Promise<void> {
  const topicId = await deps.db.transaction().execute(async (trx) => {
    const { post, topic } = await heldPost(trx, postId);
    const refused = deletePostRefusal(await actorOf(trx, user), post);
    if (refused) throw refusal(refused);
    await repo.deleteReply(trx, post, topic.category_id);
    await unindexForumText(trx, [post.id]);
    return topic.id;
  });
  tellChanged(deps, topicId);
}

/** Likes the topic or reply, or takes the like back; answers the new count. */
export async function toggleLike(
  deps: ForumDeps,
  user: Member,
  target: LikeTarget,
): Promise<LikeAnswer> {
  const [kind, targetId] = target.topic_id
    ? (['topic', target.topic_id] as const)
    : (['post', target.post_id!] as const);
  return deps.db.transaction().execute(async (trx) => {
    // The writer's hold keeps the user's like as read until the transaction ends; the count's
    // update locks the liked row, which a deletion locks before it deletes the likes.
    await holdWriter(trx, user);
    const liked = await repo.hasLiked(trx, user.id, kind, targetId);
    const count = await repo.addToLikeCount(trx, kind, targetId, liked ? -1 : 1);
    if (count === undefined) {
      throw refusal(kind === 'topic' ? 'FORUM_TOPIC_NOT_FOUND' : 'FORUM_POST_NOT_FOUND');
    }
    if (liked) await repo.deleteLike(trx, user.id, kind, targetId);
    else {
      await repo.insertLike(trx, {
        user_id: user.id,
        target_kind: kind,
        target_id: targetId,
        created_at: deps.now().toISOString(),
      });
    }
    return { like_count: count, liked: !liked };
  });
}

/** The topic's author marks one of its replies as the solution, or unmarks it (null). */
export async function markSolution(
  deps: ForumDeps,
  user: Member,
  topicId: string,
  postId: string | null,
): Promise<{ solution_post_id: string | null }> {
  await deps.db.transaction().execute(async (trx) => {
    await repo.holdTopic(trx, topicId);
    const topic = await repo.findTopicRecord(trx, topicId);
    if (!topic) throw refusal('FORUM_TOPIC_NOT_FOUND');
    const post = postId === null ? null : await repo.findPost(trx, postId);
    const refused = solutionRefusal(user, topic, post);
    if (refused) throw refusal(refused);
    await repo.setSolution(trx, topicId, postId);
  });
  tellChanged(deps, topicId);
  return { solution_post_id: postId };
}

/** A moderator pins, unpins, locks or unlocks a topic; answers it as it now stands. */
export async function moderate(
  deps: ForumDeps,
  user: Member,
  topicId: string,
  change: Moderation,
): Promise<{ topic: ForumTopic }> {
  const topic = await deps.db.transaction().execute(async (trx) => {
    const refused = moderatorRefusal(await actorOf(trx, user));
    if (refused) throw refusal(refused);
    await repo.holdTopic(trx, topicId);
    if (!(await repo.findTopicRecord(trx, topicId))) throw refusal('FORUM_TOPIC_NOT_FOUND');
    await repo.moderateTopic(trx, topicId, {
      ...(change.is_pinned !== undefined && { is_pinned: change.is_pinned ? 1 : 0 }),
      ...(change.is_locked !== undefined && { is_locked: change.is_locked ? 1 : 0 }),
    });
    return (await repo.findTopic(trx, topicId, user.id))!;
  });
  tellChanged(deps, topicId);
  return { topic: toTopic(topic) };
}

/**
 * A moderator hides a reply (kept for the record, no longer found by the search, the solution no
 * more) or shows it again.
 */
export async function hidePost(
  deps: ForumDeps,
  user: Member,
  postId: string,
  hidden: boolean,
): Promise<{ post: ForumPost }> {
  const { post, topicId } = await deps.db.transaction().execute(async (trx) => {
    const refused = moderatorRefusal(await actorOf(trx, user));
    if (refused) throw refusal(refused);
    const { post } = await heldPost(trx, postId);
    await repo.setHidden(trx, post, hidden);
    if (hidden) await unindexForumText(trx, [post.id]);
    else await indexReply(trx, post);
    const topic = (await repo.findTopicRecord(trx, post.topic_id))!;
    const row = (await repo.findPostRow(trx, post.id, user.id))!;
    return {
      post: toPost(row, topic.solution_post_id, { moderator: true }),
      topicId: topic.id,
    };
  });
  tellChanged(deps, topicId);
  return { post };
}

export async function search(deps: ForumDeps, query: string): Promise<{ results: SearchHit[] }> {
  return { results: await searchForum(deps.db, query) };
}
