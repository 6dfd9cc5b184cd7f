import { FORUM_LIMITS } from '@havhjaelp/common/forum';
import type { FORUM_ERRORS } from '@havhjaelp/common/forum-errors';
import { z } from 'zod';

export type ForumErrorCode = keyof typeof FORUM_ERRORS;

/** Who acts, as the rules see them. */
export interface Actor {
  id: string;
  moderator: boolean;
}

/** What the rules read of a topic or a reply: its author, null once the account is deleted. */
interface Authored {
  author_id: string | null;
}

const isAuthor = (actor: Pick<Actor, 'id'>, item: Authored) => item.author_id === actor.id;

/** Whether one more topic or reply fits, given those the account wrote in the last minute. */
export function mayPostAgain(
  postsLastMinute: number,
  perMinute: number = FORUM_LIMITS.postsPerMinute,
): boolean {
  return postsLastMinute < perMinute;
}

/**
 * A locked topic takes no reply from anyone, moderators included: the lock closes the
 * conversation, and a moderator who has more to say unlocks it first.
 */
export function replyRefusal(topic: { is_locked: number }): ForumErrorCode | null {
  return topic.is_locked === 1 ? 'FORUM_TOPIC_LOCKED' : null;
}

/** A reply goes by its author or a moderator. */
export function deletePostRefusal(actor: Actor, post: Authored): ForumErrorCode | null {
  return actor.moderator || isAuthor(actor, post) ? null : 'FORUM_DELETE_NOT_ALLOWED';
}

/**
 * A topic goes by a moderator, or by its author while nobody else has answered it (the author's
 * own replies go with it); what others wrote is not the author's to take away.
 */
export function deleteTopicRefusal(
  actor: Actor,
  topic: Authored,
  repliesFromOthers: number,
): ForumErrorCode | null {
  if (actor.moderator) return null;
  if (!isAuthor(actor, topic)) return 'FORUM_DELETE_NOT_ALLOWED';
  return repliesFromOthers > 0 ? 'FORUM_TOPIC_HAS_REPLIES' : null;
}

/**
 * Only the topic's author marks its solution: a reply of this topic that is not hidden (a hidden
 * reply is as good as gone to everyone but the moderators). `post` null unmarks; undefined is a
 * post that does not exist.
 */
export function solutionRefusal(
  actor: Pick<Actor, 'id'>,
  topic: Authored & { id: string },
  post: { topic_id: string; is_hidden: number } | null | undefined,
): ForumErrorCode | null {
  if (!isAuthor(actor, topic)) return 'FORUM_AUTHOR_ONLY';
  if (post === null) return null;
  if (post === undefined || post.is_hidden === 1) return 'FORUM_POST_NOT_FOUND';
  return post.topic_id === topic.id ? null : 'FORUM_SOLUTION_NOT_IN_TOPIC';
}

/** Pinning, locking and hiding are the moderators'. */
export function moderatorRefusal(actor: Actor): ForumErrorCode | null {
  return actor.moderator ? null : 'FORUM_MODERATOR_ONLY';
}

/** A hidden reply's text is kept for the record and shown to the moderators only. */
export function shownContent(post: { content: string; is_hidden: number }, moderator: boolean) {
  return post.is_hidden === 1 && !moderator ? '' : post.content;
}

/**
 * Whether a reply written at `earlier` with the same text, by the same user in the same topic, is
 * the same send as one arriving `now` (a double click, a resend after a lost answer).
 */
export function isSameSend(earlier: string, now: Date): boolean {
  return now.getTime() - Date.parse(earlier) < FORUM_LIMITS.duplicateWindowMs;
}

/** Whether a view now counts, given when the user's last counted view of the topic was. */
export function viewCounts(lastCounted: string | undefined, now: Date): boolean {
  return (
    lastCounted === undefined ||
    now.getTime() - Date.parse(lastCounted) >= FORUM_LIMITS.viewWindowMs
  );
}

/** Where a page of a category's topics ends: pinned first, then the newest activity, then id. */
export interface TopicPosition {
  is_pinned: number;
  last_activity: string;
  id: string;
}

/** Where a page of a topic's replies ends: oldest first, then id. */
export interface PostPosition {
  created_at: string;
  id: string;
}

const topicPosition = z.tuple([z.union([z.literal(0), z.literal(1)]), z.string(), z.string()]);
const postPosition = z.tuple([z.string(), z.string()]);

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The text inside a cursor, or undefined for one no page gave out. */
function decode<T>(cursor: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The opaque `next` of a topics page that ends at `last`. */
export function topicCursor(last: TopicPosition): string {
  return encode([last.is_pinned, last.last_activity, last.id]);
}

export function readTopicCursor(cursor: string): TopicPosition | undefined {
  const position = decode(cursor, topicPosition);
  return position && { is_pinned: position[0], last_activity: position[1], id: position[2] };
}

/** The opaque `next` of a replies page that ends at `last`. */
export function postCursor(last: PostPosition): string {
  return encode([last.created_at, last.id]);
}

export function readPostCursor(cursor: string): PostPosition | undefined {
  const position = decode(cursor, postPosition);
  return position && { created_at: position[0], id: position[1] };
}
