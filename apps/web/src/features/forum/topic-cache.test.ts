import type { ForumPost, TopicPage } from '@havhjaelp/common/forum';
import { describe, expect, it } from 'vitest';
import { likeOf, loadedPosts, toggled, withLike, withPost, type TopicPages } from './topic-cache';

const post = (id: string, extra: Partial<ForumPost> = {}): ForumPost => ({
  id,
  topic_id: 't1',
  content: `svar ${id}`,
  author_id: 'u2',
  author_name: 'bo',
  author_vessel: 'Mågen',
  created_at: '2026-06-01T10:00:00.000Z',
  like_count: 0,
  is_solution: false,
  is_hidden: false,
  liked: false,
  ...extra,
});

const page = (posts: ForumPost[], next: string | null): TopicPage => ({
  topic: {
    id: 't1',
    category_id: 'generelt',
    title: 'Motoren vil ikke starte',
    content: 'Hvad gør jeg?',
    author_id: 'u1',
    author_name: 'ane',
    author_vessel: 'Havørnen',
    created_at: '2026-06-01T09:00:00.000Z',
    last_activity: '2026-06-01T10:00:00.000Z',
    view_count: 3,
    reply_count: 2,
    like_count: 1,
    is_pinned: false,
    is_locked: false,
    category_name: 'Generelt',
    category_color: '#4b5563',
    solution_post_id: null,
    liked: false,
  },
  posts,
  next,
  viewer: { moderator: false, author: true },
});

const cached = (...pages: TopicPage[]): TopicPages => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)),
});

describe('the cached topic', () => {
  it('takes a new reply behind the last page, once, counting it', () => {
    const data = cached(page([post('p1')], 'c1'), page([post('p2')], null));
    const added = withPost(data, post('p3'));
    expect(loadedPosts(added).map((p) => p.id)).toEqual(['p1', 'p2', 'p3']);
    expect(added.pages.map((p) => p.topic.reply_count)).toEqual([3, 3]);
    expect(withPost(added, post('p3'))).toBe(added);
    expect(withPost(data, post('p1'))).toBe(data);
  });

  it('leaves a new reply to the pages still to load', () => {
    const data = cached(page([post('p1')], 'c1'));
    expect(withPost(data, post('p9'))).toBe(data);
  });

  it('sets the like of the topic or of one reply', () => {
    const data = cached(page([post('p1'), post('p2', { like_count: 4 })], null));
    const reply = withLike(data, { post_id: 'p2' }, { liked: true, like_count: 5 });
    expect(likeOf(reply, { post_id: 'p2' })).toEqual({ liked: true, like_count: 5 });
    expect(likeOf(reply, { post_id: 'p1' })).toEqual({ liked: false, like_count: 0 });
    expect(likeOf(reply, { topic_id: 't1' })).toEqual({ liked: false, like_count: 1 });
    const topic = withLike(data, { topic_id: 't1' }, { liked: true, like_count: 2 });
    expect(likeOf(topic, { topic_id: 't1' })).toEqual({ liked: true, like_count: 2 });
    expect(likeOf(topic, { post_id: 'p2' })).toEqual({ liked: false, like_count: 4 });
    expect(likeOf(data, { post_id: 'nowhere' })).toBeUndefined();
  });

  it.each([
    [
      { liked: false, like_count: 0 },
      { liked: true, like_count: 1 },
    ],
    [
      { liked: true, like_count: 3 },
      { liked: false, like_count: 2 },
    ],
    // A count behind the truth never goes below nothing.
    [
      { liked: true, like_count: 0 },
      { liked: false, like_count: 0 },
    ],
  ])('toggles a like %o → %o', (before, after) => {
    expect(toggled(before)).toEqual(after);
  });
});
