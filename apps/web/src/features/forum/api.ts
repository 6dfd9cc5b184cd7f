import type { LikeTarget, Moderation } from '@havhjaelp/common/forum';
import { forumApi } from '@havhjaelp/common/forum-api';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiRequestError, errorText } from '../../lib/api';
import { call, endpointKey } from '../../lib/call';
import { showToast } from '../../lib/toasts';
import { FORUM_QUERIES, refreshForum } from './refresh';
import { likeOf, toggled, withLike, withPost, type TopicPages } from './topic-cache';

/**
 * The forum's query keys, each its endpoint's and the user's: what a reader liked and may do
 * differs from one boater to the next on the same browser.
 */
export const forumKeys = {
  all: FORUM_QUERIES,
  categories: (userId: string) => endpointKey(forumApi.categories, userId),
  topics: (userId: string, categoryId: string) => endpointKey(forumApi.topics, userId, categoryId),
  topic: (userId: string, topicId: string) => endpointKey(forumApi.topic, userId, topicId),
  search: (userId: string, q: string) => endpointKey(forumApi.search, userId, q),
};

/** A refusal (an unknown topic or category, a bad id): asking again would get the same. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Once more after a failure, unless the server refused: an unknown topic is told at once. */
const retryUnlessRefused = (failures: number, error: unknown) => failures < 1 && !isRefusal(error);

export const categoriesQuery = (userId: string) =>
  queryOptions({
    queryKey: forumKeys.categories(userId),
    queryFn: async ({ signal }) => (await call(forumApi.categories, { signal })).categories,
  });

/** A category's topics a page at a time, pinned first. */
export const topicsQuery = (userId: string, categoryId: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.topics(userId, categoryId),
    queryFn: ({ pageParam, signal }) =>
      call(forumApi.topics, {
        params: { id: categoryId },
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    retry: retryUnlessRefused,
  });

/** A topic with its replies a page at a time, oldest first. */
export const topicQuery = (userId: string, topicId: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.topic(userId, topicId),
    queryFn: ({ pageParam, signal }) =>
      call(forumApi.topic, {
        params: { id: topicId },
        query: pageParam === null ? {} : { cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    retry: retryUnlessRefused,
  });

/** Posts and titles matching `q` (already trimmed and long enough), best first. */
export const searchQuery = (userId: string, q: string) =>
  queryOptions({
    queryKey: forumKeys.search(userId, q),
    queryFn: async ({ signal }) => (await call(forumApi.search, { query: { q }, signal })).results,
  });

export const useCreateTopic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { category_id: string; title: string; content: string }) =>
      call(forumApi.createTopic, { body }),
    onSuccess: () => refreshForum(queryClient),
  });
};

/** A reply: shown at once in the topic's last page (the live copy of it is then known). */
export const useCreatePost = (userId: string, topicId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      call(forumApi.createPost, { body: { topic_id: topicId, content } }),
    onSuccess: ({ post }) =>
      queryClient.setQueryData<TopicPages>(
        forumKeys.topic(userId, topicId),
        (data) => data && withPost(data, post),
      ),
  });
};

/**
 * A like of the topic or of one reply, shown at once; the server's count replaces the guess, and
 * a refusal puts the like back as it was and says so.
 */
export const useLike = (userId: string, topicId: string) => {
  const queryClient = useQueryClient();
  const key = forumKeys.topic(userId, topicId);
  const set = (target: LikeTarget, like: { liked: boolean; like_count: number }) =>
    queryClient.setQueryData<TopicPages>(key, (data) => data && withLike(data, target, like));
  return useMutation({
    mutationFn: (target: LikeTarget) => call(forumApi.like, { body: target }),
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const data = queryClient.getQueryData<TopicPages>(key);
      const before = data && likeOf(data, target);
      if (before) set(target, toggled(before));
      return { before };
    },
    onSuccess: (answer, target) => set(target, answer),
    onError: (error, target, context) => {
      if (context?.before) set(target, context.before);
      showToast('error', errorText(error, 'Dit synes godt om blev ikke gemt. Prøv igen.'));
    },
  });
};

/**
 * A change to the topic (solution, pin, lock, a reply hidden or deleted): the topic and the lists
 * it stands in are read again after it, told in a toast when refused.
 */
function useTopicChange<I>(mutationFn: (input: I) => Promise<unknown>, done?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => done && showToast('success', done),
    onError: (error) => showToast('error', errorText(error, HTTP_ERRORS.INTERNAL.message)),
    onSettled: () => refreshForum(queryClient),
  });
}

/** The topic's author marks a reply as the solution, or unmarks it (null). */
export const useSolution = (topicId: string) =>
  useTopicChange((postId: string | null) =>
    call(forumApi.solution, { params: { id: topicId }, body: { post_id: postId } }),
  );

/** A moderator pins or unpins, locks or unlocks the topic. */
export const useModerate = (topicId: string) =>
  useTopicChange((change: Moderation) =>
    call(forumApi.moderate, { params: { id: topicId }, body: change }),
  );

/** A moderator hides a reply (kept for the record) or shows it again. */
export const useHidePost = () =>
  useTopicChange(({ postId, hidden }: { postId: string; hidden: boolean }) =>
    call(forumApi.hidePost, { params: { id: postId }, body: { hidden } }),
  );

export const useDeletePost = () =>
  useTopicChange(
    (postId: string) => call(forumApi.deletePost, { params: { id: postId } }),
    'Dit svar er slettet',
  );

export const useDeleteTopic = () =>
  useTopicChange(
    (topicId: string) => call(forumApi.deleteTopic, { params: { id: topicId } }),
    'Dit emne er slettet',
  );
