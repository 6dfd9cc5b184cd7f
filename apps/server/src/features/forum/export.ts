import type { forumExportPart } from '@havhjaelp/common/forum-export';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import * as repo from './repository';
import { shownContent } from './rules';

type ForumExport = { [K in keyof typeof forumExportPart]: z.infer<(typeof forumExportPart)[K]> };

/**
 * The forum part of a user's data export: the user's topics and replies (a hidden reply's text
 * too: it is the user's own), the user's likes, oldest first (the text of a hidden reply liked is
 * left out, as everywhere but to the moderators), the topics whose views counted, and the role.
 */
export async function forumExport(db: Db, userId: string): Promise<ForumExport> {
  const topicLikes = await repo.topicLikesBy(db, userId);
  const replyLikes = await repo.replyLikesBy(db, userId);
  const likes = [
    ...topicLikes.map((like) => ({ ...like, post_content: null })),
    ...replyLikes.map(({ topic_title, created_at, ...post }) => ({
      topic_title,
      post_content: shownContent(post, false),
      created_at,
    })),
  ];
  return {
    forum_topics: await repo.topicsBy(db, userId),
    forum_posts: await repo.repliesBy(db, userId),
    forum_likes: likes.sort((a, b) => a.created_at.localeCompare(b.created_at)),
    forum_topic_views: await repo.topicViewsBy(db, userId),
    forum_moderator_since: (await repo.moderatorSince(db, userId)) ?? null,
  };
}
