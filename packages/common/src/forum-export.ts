import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The forum's sections of the data export: the user's topics, replies and likes. */
export const forumExportPart = {
  forum_topics: z.array(
    z.object({
      title: z.string(),
      category: z.string(),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
  forum_posts: z.array(
    z.object({ topic_title: z.string(), content: z.string(), created_at: z.string() }),
  ),
  forum_likes: z.array(
    z.object({
      topic_title: z.string(),
      /** The liked reply's text, or null when the topic itself was liked. */
      post_content: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
};
