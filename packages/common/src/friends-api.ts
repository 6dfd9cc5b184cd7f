import { endpoints } from './endpoint';
import { FRIENDS_ERRORS as E } from './friends-errors';
import {
  blockBodySchema,
  blockedListSchema,
  directoryPageSchema,
  directoryQuerySchema,
  friendIdParams,
  friendRequestBodySchema,
  friendRequestsSchema,
  friendSearchAnswerSchema,
  friendSearchSchema,
  friendSchema,
  friendsSchema,
  requestAnswerSchema,
  userIdParams,
} from './friends';
import { z } from './zod-da';

const idParams = z.object({ id: z.string().min(1).max(64) });
const done = z.object({ success: z.literal(true) });

/** The friends feature's endpoints (SPEC.md section 7, "Friends"). */
export const friendsApi = endpoints('friends', {
  list: { method: 'GET', path: '/api/friends', answer: friendsSchema, auth: 'member' },
  requests: {
    method: 'GET',
    path: '/api/friends/requests',
    answer: friendRequestsSchema,
    auth: 'member',
  },
  directory: {
    method: 'GET',
    path: '/api/friends/directory',
    query: directoryQuerySchema,
    answer: directoryPageSchema,
    auth: 'member',
  },
  search: {
    method: 'POST',
    path: '/api/friends/search',
    body: friendSearchSchema,
    answer: friendSearchAnswerSchema,
    auth: 'member',
  },
  request: {
    method: 'POST',
    path: '/api/friends/request',
    body: friendRequestBodySchema,
    answer: requestAnswerSchema,
    errors: [
      E.FRIEND_USER_NOT_FOUND,
      E.FRIEND_SELF,
      E.FRIEND_ALREADY,
      E.FRIEND_REQUEST_PENDING,
      E.FRIEND_YOU_BLOCKED,
    ],
    auth: 'member',
  },
  accept: {
    method: 'POST',
    path: '/api/friends/accept/:id',
    params: idParams,
    answer: z.object({ friend: friendSchema }),
    errors: [E.FRIEND_REQUEST_NOT_FOUND, E.FRIEND_ACCEPT_RECEIVER_ONLY],
    auth: 'member',
  },
  reject: {
    method: 'POST',
    path: '/api/friends/reject/:id',
    params: idParams,
    answer: done,
    errors: [E.FRIEND_REQUEST_NOT_FOUND],
    auth: 'member',
  },
  remove: {
    method: 'DELETE',
    path: '/api/friends/:friendId',
    params: friendIdParams,
    answer: done,
    errors: [E.FRIEND_NOT_FRIENDS],
    auth: 'member',
  },
  block: {
    method: 'POST',
    path: '/api/friends/block',
    body: blockBodySchema,
    answer: done,
    errors: [E.FRIEND_USER_NOT_FOUND, E.FRIEND_BLOCK_SELF],
    auth: 'member',
  },
  unblock: {
    method: 'DELETE',
    path: '/api/friends/block/:userId',
    params: userIdParams,
    answer: done,
    errors: [E.FRIEND_NOT_BLOCKED],
    auth: 'member',
  },
  blocked: {
    method: 'GET',
    path: '/api/friends/blocked',
    answer: blockedListSchema,
    auth: 'member',
  },
});

export { directChatApi } from './direct-chat-api';
