import type { ForumPost, LikeAnswer, LikeTarget, TopicPage } from '@havhjaelp/common/forum';
import type { InfiniteData } from '@tanstack/react-query';

/** A topic as cached: its pages of replies, each page with the topic as it was read. */
export type TopicPages = InfiniteData<TopicPage>;

/** Every reply loaded so far, oldest first. */
export const loadedPosts = (data: TopicPages): ForumPost[] =>
  data.pages.flatMap((page) => page.posts);

/**
 * Adds a new reply (live or my own answer) unless it is there already. Only behind the last page:
 * while older pages are still to load, the reply comes with them in its place instead.
 */
export function withPost(data: TopicPages, post: ForumPost): TopicPages {
  const last = data.pages.at(-1);
  if (!last || last.next !== null) return data;
  if (data.pages.some((page) => page.posts.some((shown) => shown.id === post.id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      topic: { ...page.topic, reply_count: page.topic.reply_count + 1 },
      posts: page === last ? [...page.posts, post] : page.posts,
    })),
  };
}

/** The like of the topic or of one reply set to `like` (what the server answered, or a guess). */
export function withLike(data: TopicPages, target: LikeTarget, like: LikeAnswer): TopicPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      topic: page.topic.id === target.topic_id ? { ...page.topic, ...like } : page.topic,
      posts: page.posts.map((post) => (post.id === target.post_id ? { ...post, ...like } : post)),
    })),
  };
}

/** The like of the topic or of one of its replies, as cached. */
export function likeOf(data: TopicPages, target: LikeTarget): LikeAnswer | undefined {
  const item = target.topic_id
    ? data.pages[0]?.topic
    : loadedPosts(data).find((post) => post.id === target.post_id);
  return item && { liked: item.liked, like_count: item.like_count };
}

/** The other state of a like: mine taken back, or given. */
export const toggled = ({ liked, like_count }: LikeAnswer): LikeAnswer => ({
  liked: !liked,
  like_count: Math.max(0, like_count + (liked ? -1 : 1)),
});
