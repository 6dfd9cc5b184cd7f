import { directChatApi } from '@havhjaelp/common/direct-chat-api';
import { friendsApi } from '@havhjaelp/common/friends-api';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { errorText } from '../../lib/api';
import { call, endpointKey } from '../../lib/call';
import { showToast } from '../../lib/toasts';
import { closeDirectChat } from './direct-chat';

/**
 * The friends feature's query keys, each its endpoint's and the user's, so one boater's friends
 * are never shown to the next who logs in on the same browser.
 */
export const friendKeys = {
  all: ['friends'] as const,
  list: (userId: string) => endpointKey(friendsApi.list, userId),
  requests: (userId: string) => endpointKey(friendsApi.requests, userId),
  directory: (userId: string) => endpointKey(friendsApi.directory, userId),
  search: (userId: string, query: string) => endpointKey(friendsApi.search, userId, query),
  blocked: (userId: string) => endpointKey(friendsApi.blocked, userId),
};

export const friendsQuery = (userId: string) =>
  queryOptions({
    queryKey: friendKeys.list(userId),
    queryFn: async ({ signal }) => (await call(friendsApi.list, { signal })).friends,
  });

export const friendRequestsQuery = (userId: string) =>
  queryOptions({
    queryKey: friendKeys.requests(userId),
    queryFn: ({ signal }) => call(friendsApi.requests, { signal }),
  });

/** The directory a page at a time, each page from where the one before ended. */
export const directoryQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: friendKeys.directory(userId),
    queryFn: ({ pageParam, signal }) =>
      call(friendsApi.directory, {
        query: pageParam === null ? {} : { after: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

/** Users by name or exact e-mail; `query` is already trimmed and long enough. */
export const searchQuery = (userId: string, query: string) =>
  queryOptions({
    queryKey: friendKeys.search(userId, query),
    queryFn: async ({ signal }) =>
      (await call(friendsApi.search, { body: { query }, signal })).users,
  });

export const blockedQuery = (userId: string) =>
  queryOptions({
    queryKey: friendKeys.blocked(userId),
    queryFn: async ({ signal }) => (await call(friendsApi.blocked, { signal })).blocked,
  });

/**
 * Reads every list of the feature again: friends, requests, the directory, searches, the blocked.
 * The direct chats' lines, cached under the feature too, are left as they are: read again, a
 * window would lose the older lines its reader has loaded.
 */
export function refreshFriends(queryClient: QueryClient): Promise<void> {
  const [, chatLines] = directChatApi.lines.key;
  return queryClient.invalidateQueries({
    queryKey: friendKeys.all,
    predicate: (query) => query.queryKey[1] !== chatLines,
  });
}

/**
 * One change between two people, told in a toast either way. Every change moves more than one
 * list (a request accepted leaves the requests and joins the friends, and the directory's state
 * changes with it), and a refusal means the lists were out of date: all of the feature's queries
 * are read again after it.
 */
function useFriendsMutation<I, A>(
  mutationFn: (input: I) => Promise<A>,
  success: (answer: A) => string,
  done?: (input: I) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Here, not in the caller's `mutate`: the row that asked is often gone with the change.
    onSuccess: (answer, input) => {
      showToast('success', success(answer));
      done?.(input);
    },
    onError: (error) => showToast('error', errorText(error, HTTP_ERRORS.INTERNAL.message)),
    onSettled: () => refreshFriends(queryClient),
  });
}

/** A request to someone who had already asked me makes us friends at once (the answer says so). */
export const useSendRequest = () =>
  useFriendsMutation(
    (receiverId: string) => call(friendsApi.request, { body: { receiverId } }),
    ({ relation }) => (relation.state === 'friend' ? 'I er nu venner!' : 'Venneanmodning sendt!'),
  );

export const useAcceptRequest = () =>
  useFriendsMutation(
    (id: string) => call(friendsApi.accept, { params: { id } }),
    ({ friend }) => `Du og ${friend.friend_username} er nu venner!`,
  );

/** Rejects a request made to me, or cancels one I made (SPEC.md section 4: the same call). */
export const useRejectRequest = (done: string) =>
  useFriendsMutation(
    (id: string) => call(friendsApi.reject, { params: { id } }),
    () => done,
  );

export const useRemoveFriend = () =>
  useFriendsMutation(
    (friendId: string) => call(friendsApi.remove, { params: { friendId } }),
    () => 'Vennen er fjernet',
    closeDirectChat,
  );

export const useBlockUser = () =>
  useFriendsMutation(
    (userId: string) => call(friendsApi.block, { body: { userId } }),
    () => 'Brugeren er blokeret',
    closeDirectChat,
  );

export const useUnblockUser = () =>
  useFriendsMutation(
    (userId: string) => call(friendsApi.unblock, { params: { userId } }),
    () => 'Blokeringen er fjernet',
  );
