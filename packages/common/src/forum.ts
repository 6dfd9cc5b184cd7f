import { forumPostSchema } from './forum-events';
import { LIMITS } from './limits';
import { z } from './zod-da';

/** Screen and refusal texts of the forum (SPEC.md sections 2 "Forum", 5, 8). */
export const FORUM_MESSAGES = {
  categoryRequired: 'Vælg en kategori',
  titleRequired: 'Titel er påkrævet',
  titleTooLong: `Titlen må højst være ${LIMITS.topicTitleMaxChars} tegn`,
  contentRequired: 'Skriv et indlæg',
  replyRequired: 'Skriv et svar',
  contentTooLong: 'Indlægget er for langt',
  likeOneOf: 'Angiv enten et emne eller et svar',
  moderationEmpty: 'Angiv hvad der skal ændres',
  searchTooShort: 'Skriv mindst 2 tegn for at søge',
  searchTooLong: 'Søgningen er for lang',
  badId: 'Ugyldigt id',
  badCursor: 'Ugyldig side',
  /** Shown instead of a hidden post's text (kept for the record). */
  hiddenPost: 'Indlægget er skjult af en moderator',
  /** The author of a topic or post whose account is deleted. */
  deletedAuthor: 'Slettet bruger',
} as const;

/** The forum's limits: one post's length, pages, the double-send window and the view window. */
export const FORUM_LIMITS = {
  contentMaxChars: 10_000,
  searchMinChars: 2,
  searchMaxChars: 200,
  topicsPageDefault: 20,
  topicsPageMax: 50,
  postsPageDefault: 50,
  postsPageMax: 100,
  searchResultsMax: 20,
  /** The same text from the same user in the same topic within this time is one post. */
  duplicateWindowMs: 10_000,
  /** A user's views of a topic count once within this time. */
  viewWindowMs: 3_600_000,
  /** Topics and replies one account may write a minute, like chat lines. */
  postsPerMinute: 10,
} as const;

const id = z
  .string({ error: FORUM_MESSAGES.badId })
  .min(1, { error: FORUM_MESSAGES.badId })
  .max(64, { error: FORUM_MESSAGES.badId });

/** A forum category (SPEC.md section 3), with when its newest topic or reply was written. */
export const forumCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** A CSS colour, `#rrggbb`. */
  color: z.string(),
  /** A lucide icon's name (kebab-case), which the web maps to its own icons. */
  icon: z.string(),
  topic_count: z.number().int(),
  /** Replies in the category's topics. */
  post_count: z.number().int(),
  last_activity: z.string().nullable(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

/**
 * A topic (SPEC.md section 3 "Forum topic"). `author_id` is null once the author's account is
 * deleted (the name is then 'Slettet bruger'); `liked` is the caller's own like.
 */
export const forumTopicSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  title: z.string(),
  content: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  author_vessel: z.string(),
  created_at: z.string(),
  last_activity: z.string(),
  view_count: z.number().int(),
  reply_count: z.number().int(),
  like_count: z.number().int(),
  is_pinned: z.boolean(),
  is_locked: z.boolean(),
  category_name: z.string(),
  category_color: z.string(),
  /** The reply its author marked as the solution, if any. */
  solution_post_id: z.string().nullable(),
  liked: z.boolean(),
});
export type ForumTopic = z.infer<typeof forumTopicSchema>;

export { forumPostSchema, type ForumPost } from './forum-events';

export const categoryParams = z.object({ id });
export const topicParams = z.object({ id });
export const postParams = z.object({ id });

/** A page of topics: `cursor` is the `next` of the page before (opaque). */
export const topicsQuerySchema = z.object({
  cursor: z.string().max(200, { error: FORUM_MESSAGES.badCursor }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FORUM_LIMITS.topicsPageMax)
    .default(FORUM_LIMITS.topicsPageDefault),
});
export const postsQuerySchema = z.object({
  cursor: z.string().max(200, { error: FORUM_MESSAGES.badCursor }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(FORUM_LIMITS.postsPageMax)
    .default(FORUM_LIMITS.postsPageDefault),
});

export const categoriesSchema = z.object({ categories: z.array(forumCategorySchema) });

/** A category's topics: pinned first, then by last activity, newest first. */
export const topicsPageSchema = z.object({
  category: forumCategorySchema,
  topics: z.array(forumTopicSchema),
  next: z.string().nullable(),
});
export type TopicsPage = z.infer<typeof topicsPageSchema>;

/** What the caller may do in a topic: moderate (a moderator), mark the solution (its author). */
export const forumViewerSchema = z.object({ moderator: z.boolean(), author: z.boolean() });
export type ForumViewer = z.infer<typeof forumViewerSchema>;

/** A topic with a page of its replies, oldest first. */
export const topicPageSchema = z.object({
  topic: forumTopicSchema,
  posts: z.array(forumPostSchema),
  next: z.string().nullable(),
  viewer: forumViewerSchema,
});
export type TopicPage = z.infer<typeof topicPageSchema>;

const content = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(FORUM_LIMITS.contentMaxChars, { error: FORUM_MESSAGES.contentTooLong });

export const createTopicSchema = z.object({
  category_id: z
    .string({ error: FORUM_MESSAGES.categoryRequired })
    .min(1, { error: FORUM_MESSAGES.categoryRequired })
    .max(64, { error: FORUM_MESSAGES.categoryRequired }),
  title: z
    .string({ error: FORUM_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: FORUM_MESSAGES.titleRequired })
    .max(LIMITS.topicTitleMaxChars, { error: FORUM_MESSAGES.titleTooLong }),
  content: content(FORUM_MESSAGES.contentRequired),
});
export type CreateTopic = z.infer<typeof createTopicSchema>;
export const createdTopicSchema = z.object({ id: z.string() });

export const createPostSchema = z.object({
  topic_id: id,
  content: content(FORUM_MESSAGES.replyRequired),
});
export type CreatePost = z.infer<typeof createPostSchema>;
export const createdPostSchema = z.object({ post: forumPostSchema });

/** A like of a topic or of a reply: exactly one of the two is set (the other null or absent). */
export const likeSchema = z
  .object({ topic_id: id.nullish(), post_id: id.nullish() })
  .refine((like) => (like.topic_id ? 1 : 0) + (like.post_id ? 1 : 0) === 1, {
    error: FORUM_MESSAGES.likeOneOf,
  });
export type LikeTarget = z.infer<typeof likeSchema>;
export const likeAnswerSchema = z.object({ like_count: z.number().int(), liked: z.boolean() });
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** The topic author's choice of solution; null unmarks it. */
export const solutionSchema = z.object({ post_id: id.nullable() });
export const solutionAnswerSchema = z.object({ solution_post_id: z.string().nullable() });

/** A moderator's pin and lock; at least one is given. */
export const moderationSchema = z
  .object({ is_pinned: z.boolean().optional(), is_locked: z.boolean().optional() })
  .refine((change) => change.is_pinned !== undefined || change.is_locked !== undefined, {
    error: FORUM_MESSAGES.moderationEmpty,
  });
export type Moderation = z.infer<typeof moderationSchema>;
export const topicAnswerSchema = z.object({ topic: forumTopicSchema });

export const hideSchema = z.object({ hidden: z.boolean() });
export const postAnswerSchema = z.object({ post: forumPostSchema });

export const searchQuerySchema = z.object({
  q: z
    .string({ error: FORUM_MESSAGES.searchTooShort })
    .trim()
    .min(FORUM_LIMITS.searchMinChars, { error: FORUM_MESSAGES.searchTooShort })
    .max(FORUM_LIMITS.searchMaxChars, { error: FORUM_MESSAGES.searchTooLong }),
});

/** A piece of an excerpt: plain text, `match` where a searched word was found (never markup). */
export const excerptPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type ExcerptPart = z.infer<typeof excerptPartSchema>;

/** A search hit: a topic (its title or opening text) or one of its replies, best first. */
export const searchHitSchema = z.object({
  topic_id: z.string(),
  /** The reply that matched, or null when the topic itself did. */
  post_id: z.string().nullable(),
  title: z.array(excerptPartSchema),
  excerpt: z.array(excerptPartSchema),
  author_name: z.string(),
  created_at: z.string(),
  category_name: z.string(),
  category_color: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchAnswerSchema = z.object({ results: z.array(searchHitSchema) });
