import { ROUTES } from '@havhjaelp/common/routes';

// Not react-router's generatePath: it would sit in the first view's copy of the router.

export const categoryPath = (categoryId: string) =>
  ROUTES.forumCategory.replace(':categoryId', encodeURIComponent(categoryId));

/** A topic, or one of its replies inside it (`#post-<id>`, which the topic page scrolls to). */
export const topicPath = (topicId: string, postId?: string | null) =>
  ROUTES.forumTopic.replace(':topicId', encodeURIComponent(topicId)) +
  (postId ? `#${postAnchor(postId)}` : '');

/** The element id of a reply on the topic page, and its link's fragment. */
export const postAnchor = (postId: string) => `post-${postId}`;

export const searchPath = (q: string) => `${ROUTES.forumSearch}?${new URLSearchParams({ q })}`;
