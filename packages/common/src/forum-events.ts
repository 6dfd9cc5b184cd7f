import { z } from './zod-da';

// What the forum tells live, apart from its API's schemas: the live channel's schema is part of
// the first view, the forum's screens are not.

/**
 * A reply (SPEC.md section 3 "Forum post"). A hidden post's `content` is empty except to
 * moderators; the screens show 'Indlægget er skjult af en moderator' instead.
 */
export const forumPostSchema = z.object({
  id: z.string(),
  topic_id: z.string(),
  content: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  author_vessel: z.string(),
  created_at: z.string(),
  like_count: z.number().int(),
  is_solution: z.boolean(),
  is_hidden: z.boolean(),
  liked: z.boolean(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

/** Live events: on the topic's own live topic, and on its author's user topic. */
export const forumEventSchemas = {
  /** A new reply, to everyone viewing the topic. */
  forum_post: z.object({ topic_id: z.string(), post: forumPostSchema }),
  /** Someone answered the reader's topic (on the author's user topic). */
  forum_reply: z.object({
    topic_id: z.string(),
    topic_title: z.string(),
    post_id: z.string(),
    author_name: z.string(),
  }),
  /** The topic or one of its replies changed: locked, pinned, solution, hidden or deleted. */
  forum_topic_changed: z.object({ topic_id: z.string() }),
} as const;
