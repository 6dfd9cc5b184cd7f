import { FORUM_LIMITS } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
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
  shownContent,
  solutionRefusal,
  topicCursor,
  viewCounts,
  type Actor,
} from './rules';

const AUTHOR = 'forfatter';
const author: Actor = { id: AUTHOR, moderator: false };
const stranger: Actor = { id: 'fremmed', moderator: false };
const moderator: Actor = { id: 'moderator', moderator: true };
/** A moderator who is also the author. */
const moderatingAuthor: Actor = { id: AUTHOR, moderator: true };

describe('mayPostAgain', () => {
  it.each([
    [0, 10, true],
    [9, 10, true],
    [10, 10, false],
    [11, 10, false],
    [0, 1, true],
    [1, 1, false],
  ])('after %i topics and replies in the minute under a cap of %i: %s', (posts, cap, allowed) => {
    expect(mayPostAgain(posts, cap)).toBe(allowed);
  });

  it('uses the forum’s limit by default', () => {
    expect(mayPostAgain(FORUM_LIMITS.postsPerMinute - 1)).toBe(true);
    expect(mayPostAgain(FORUM_LIMITS.postsPerMinute)).toBe(false);
  });
});

describe('who may do what', () => {
  it.each([
    [0, null],
    [1, 'FORUM_TOPIC_LOCKED'],
  ])('a reply to a topic with is_locked %i: %s (for anyone)', (isLocked, expected) => {
    expect(replyRefusal({ is_locked: isLocked })).toBe(expected);
  });

  it.each([
    ['its author', author, AUTHOR, null],
    ['a moderator', moderator, AUTHOR, null],
    ['someone else', stranger, AUTHOR, 'FORUM_DELETE_NOT_ALLOWED'],
    ['someone, of a deleted account’s reply', stranger, null, 'FORUM_DELETE_NOT_ALLOWED'],
    ['a moderator, of a deleted account’s reply', moderator, null, null],
  ] as const)('a reply deleted by %s: %s', (_who, actor, authorId, expected) => {
    expect(deletePostRefusal(actor, { author_id: authorId })).toBe(expected);
  });

  it.each([
    ['its author, with no replies from others', author, AUTHOR, 0, null],
    ['its author, with replies from others', author, AUTHOR, 2, 'FORUM_TOPIC_HAS_REPLIES'],
    ['a moderator, with replies from others', moderator, AUTHOR, 2, null],
    ['a moderating author, with replies from others', moderatingAuthor, AUTHOR, 1, null],
    ['someone else, with no replies', stranger, AUTHOR, 0, 'FORUM_DELETE_NOT_ALLOWED'],
    ['someone else, with replies', stranger, AUTHOR, 3, 'FORUM_DELETE_NOT_ALLOWED'],
    ['someone, of a deleted account’s topic', stranger, null, 0, 'FORUM_DELETE_NOT_ALLOWED'],
  ] as const)('a topic deleted by %s: %s', (_who, actor, authorId, others, expected) => {
    expect(deleteTopicRefusal(actor, { author_id: authorId }, others)).toBe(expected);
  });

  const topic = { id: 'emne', author_id: AUTHOR };
  const shown = { topic_id: 'emne', is_hidden: 0 };
  it.each([
    ['the author marks a reply of the topic', author, shown, null],
    ['the author unmarks', author, null, null],
    [
      'the author marks a reply of another topic',
      author,
      { ...shown, topic_id: 'andet' },
      'FORUM_SOLUTION_NOT_IN_TOPIC',
    ],
    ['the author marks a hidden reply', author, { ...shown, is_hidden: 1 }, 'FORUM_POST_NOT_FOUND'],
    ['the author marks a reply that does not exist', author, undefined, 'FORUM_POST_NOT_FOUND'],
    ['a moderator marks a reply of the topic', moderator, shown, 'FORUM_AUTHOR_ONLY'],
    ['someone else unmarks', stranger, null, 'FORUM_AUTHOR_ONLY'],
    ['someone else marks a reply that does not exist', stranger, undefined, 'FORUM_AUTHOR_ONLY'],
  ] as const)('the solution: %s → %s', (_what, actor, post, expected) => {
    expect(solutionRefusal(actor, topic, post)).toBe(expected);
  });

  it('takes no deleted account for the author of a topic whose author is gone', () => {
    expect(solutionRefusal(stranger, { id: 'emne', author_id: null }, null)).toBe(
      'FORUM_AUTHOR_ONLY',
    );
  });

  it.each([
    [author, 'FORUM_MODERATOR_ONLY'],
    [stranger, 'FORUM_MODERATOR_ONLY'],
    [moderator, null],
  ] as const)('pin, lock and hide by %j: %s', (actor, expected) => {
    expect(moderatorRefusal(actor)).toBe(expected);
  });

  it.each([
    [0, false, 'tekst'],
    [0, true, 'tekst'],
    [1, false, ''],
    [1, true, 'tekst'],
  ])('a reply with is_hidden %i, read by a moderator %s, shows "%s"', (hidden, mod, shown) => {
    expect(shownContent({ content: 'tekst', is_hidden: hidden }, mod)).toBe(shown);
  });
});

const NOW = new Date('2026-06-01T12:00:00.000Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('the windows', () => {
  const { duplicateWindowMs: send, viewWindowMs: view } = FORUM_LIMITS;

  it.each([
    ['at the same moment', 0, true],
    ['a second earlier', 1_000, true],
    ['just inside the window', send - 1, true],
    ['the window ago', send, false],
    ['a minute earlier', 60_000, false],
    // A clock set back between two instances: still the same send.
    ['a second later', -1_000, true],
  ])('a same reply written %s is the same send: %s', (_when, ago, same) => {
    expect(isSameSend(before(ago), NOW)).toBe(same);
  });

  it.each([
    ['never', undefined, true],
    ['a minute ago', before(60_000), false],
    ['just inside the hour', before(view - 1), false],
    ['an hour ago', before(view), true],
    ['a day ago', before(24 * view), true],
    ['a minute ahead (another instance’s clock)', before(-60_000), false],
  ])('a view counts when the last counted %s: %s', (_when, last, counts) => {
    expect(viewCounts(last, NOW)).toBe(counts);
  });
});

describe('the cursors', () => {
  it.each([
    { is_pinned: 1, last_activity: '2026-06-01T12:00:00.000Z', id: 'a' },
    {
      is_pinned: 0,
      last_activity: '2026-05-31T08:30:00.123Z',
      id: 'b7f1c0de-0000-4000-8000-000000000000',
    },
  ])('reads back the topic position it gave out: %j', (position) => {
    const cursor = topicCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(readTopicCursor(cursor)).toEqual(position);
  });

  it('reads back the reply position it gave out', () => {
    const position = { created_at: '2026-06-01T12:00:00.000Z', id: 'svar' };
    expect(readPostCursor(postCursor(position))).toEqual(position);
  });

  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['not base64 JSON', '!!!'],
    ['empty', ''],
    ['JSON of another shape', encoded({ is_pinned: 1 })],
    ['a pin that is not 0 or 1', encoded([2, '2026-06-01T12:00:00.000Z', 'a'])],
    ['too few parts', encoded([1, '2026-06-01T12:00:00.000Z'])],
    ['a reply position', postCursor({ created_at: '2026-06-01T12:00:00.000Z', id: 'a' })],
  ])('refuses a topic cursor that is %s', (_what, cursor) => {
    expect(readTopicCursor(cursor)).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['a topic position', topicCursor({ is_pinned: 0, last_activity: 'x', id: 'a' })],
    ['numbers', encoded([1, 2])],
    ['null', encoded(null)],
  ])('refuses a reply cursor that is %s', (_what, cursor) => {
    expect(readPostCursor(cursor)).toBeUndefined();
  });
});
