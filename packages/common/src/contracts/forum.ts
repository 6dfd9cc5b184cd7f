import { contract } from '../contract';
import { forumEventSchemas } from '../forum-events';
import { FORUM_ERRORS } from '../forum-errors';

/** The forum: categories, topics, replies, likes, moderation and search (SPEC.md section 7). */
export const forumContract = contract({
  name: 'forum',
  errors: FORUM_ERRORS,
  // `forum_reply` goes to the topic author's user topic (auth's `userMessages`).
  events: forumEventSchemas,
  topics: {
    // Everyone viewing a topic follows it: new replies and changes arrive without a reload.
    forumTopic: {
      path: 'forum/topic/{id}',
      follow: 'member',
      carries: ['forum_post', 'forum_topic_changed'],
    },
  },
  exportPart: async () => (await import('../forum-export')).forumExportPart,
  api: async () => (await import('../forum-api')).forumApi,
});
