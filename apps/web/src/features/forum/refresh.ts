import type { QueryClient } from '@tanstack/react-query';

// Apart from the endpoints, so the live listener every logged-in boater loads carries none of
// their schemas.

/** The root of every forum query's key: the forum endpoints' feature name (`forumApi`). */
export const FORUM_QUERIES = ['forum'] as const;

/** Reads every list of the forum again: categories, topics, topics opened, searches. */
export const refreshForum = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: FORUM_QUERIES });
