/** A forum category; its counts and last activity are kept by the writes that change them. */
export interface ForumCategoryTable {
  id: string;
  name: string;
  description: string;
  color: string;
  icon: string;
  sort_order: number;
  topic_count: number;
  post_count: number;
  last_activity: string | null;
}

export interface ForumTopicTable {
  id: string;
  category_id: string;
  /** Null once the author's account is deleted. */
  author_id: string | null;
  title: string;
  content: string;
  created_at: string;
  last_activity: string;
  view_count: number;
  reply_count: number;
  like_count: number;
  /** 0 or 1. */
  is_pinned: number;
  /** 0 or 1. */
  is_locked: number;
  solution_post_id: string | null;
}

export interface ForumPostTable {
  id: string;
  topic_id: string;
  author_id: string | null;
  content: string;
  created_at: string;
  like_count: number;
  /** 0 or 1: hidden by a moderator, kept for the record. */
  is_hidden: number;
}

export interface ForumLikeTable {
  user_id: string;
  target_kind: 'topic' | 'post';
  target_id: string;
  created_at: string;
}

export interface ForumTopicViewTable {
  topic_id: string;
  user_id: string;
  /** When this user's view last counted. */
  counted_at: string;
}

export interface ForumModeratorTable {
  user_id: string;
  created_at: string;
}

/** The forum's tables (migration 0013). */
export interface ForumTables {
  forum_categories: ForumCategoryTable;
  forum_topics: ForumTopicTable;
  forum_posts: ForumPostTable;
  forum_likes: ForumLikeTable;
  forum_topic_views: ForumTopicViewTable;
  forum_moderators: ForumModeratorTable;
}
