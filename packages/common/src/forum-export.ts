import { z } from './zod-da';

// Apart from the contract, so the screens that carry the contract do not carry the export.

/** The forum's sections of the data export: the user's topics, replies, likes, views and role. */
export const forumExportPart = {
  forum_topics: z
    .array(
      z.object({
        title: z.string(),
        category: z.string(),
        content: z.string(),
        created_at: z.string(),
      }),
    )
    .describe('Dine forumemner'),
  forum_posts: z
    .array(z.object({ topic_title: z.string(), content: z.string(), created_at: z.string() }))
    .describe('Dine svar i forummet'),
  forum_likes: z
    .array(
      z.object({
        topic_title: z.string(),
        /** The liked reply's text, or null when the topic itself was liked. */
        post_content: z.string().nullable(),
        created_at: z.string(),
      }),
    )
    .describe('Dine likes i forummet'),
  forum_topic_views: z
    .array(z.object({ topic_title: z.string(), counted_at: z.string() }))
    .describe('Forumemner, du har åbnet, og hvornår'),
  forum_moderator_since: z
    .string()
    .nullable()
    .describe('Om og siden hvornår du er moderator i forummet'),
};
