import {
  FORUM_MESSAGES,
  type ForumCategory,
  type ForumPost,
  type ForumTopic,
} from '@havhjaelp/common/forum';
import type { PostRow, TopicRow } from './repository';
import { shownContent } from './rules';
import type { ForumCategoryTable } from './tables';

/** The author as shown: the username and boat name, or 'Slettet bruger' once the account went. */
function authorOf(row: Pick<PostRow, 'author_id' | 'author_name' | 'author_vessel'>) {
  if (row.author_id === null) {
    return { author_id: null, author_name: FORUM_MESSAGES.deletedAuthor, author_vessel: '' };
  }
  return {
    author_id: row.author_id,
    author_name: row.author_name ?? '',
    author_vessel: row.author_vessel ?? '',
  };
}

export function toCategory(row: ForumCategoryTable): ForumCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    icon: row.icon,
    topic_count: row.topic_count,
    post_count: row.post_count,
    last_activity: row.last_activity,
  };
}

export function toTopic(row: TopicRow): ForumTopic {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    content: row.content,
    ...authorOf(row),
    created_at: row.created_at,
    last_activity: row.last_activity,
    view_count: row.view_count,
    reply_count: row.reply_count,
    like_count: row.like_count,
    is_pinned: row.is_pinned === 1,
    is_locked: row.is_locked === 1,
    category_name: row.category_name,
    category_color: row.category_color,
    solution_post_id: row.solution_post_id,
    liked: row.liked_by !== null,
  };
}

/** A reply as `viewer` sees it: a hidden one's text only for a moderator. */
export function toPost(
  row: PostRow,
  solutionPostId: string | null,
  viewer: { moderator: boolean },
): ForumPost {
  return {
    id: row.id,
    topic_id: row.topic_id,
    content: shownContent(row, viewer.moderator),
    ...authorOf(row),
    created_at: row.created_at,
    like_count: row.like_count,
    is_solution: row.id === solutionPostId,
    is_hidden: row.is_hidden === 1,
    liked: row.liked_by !== null,
  };
}
