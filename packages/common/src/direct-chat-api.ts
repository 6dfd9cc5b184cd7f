import { chatKindApi } from './chats-api';
import { directMessageSchema } from './friend-events';
import { FRIENDS_ERRORS as E } from './friends-errors';

// Apart from the other friends endpoints: the web app offers the direct chat as a kind of chat
// from its first view on, which must not carry the friends screens' schemas.

/** The direct chat with a friend, `:id` the friend's user id (SPEC.md's `/api/friends/messages`). */
export const directChatApi = chatKindApi(
  'direct',
  {
    feature: 'friends',
    path: '/api/friends/messages/:id',
    refusals: {
      read: [E.FRIEND_DM_FRIENDS_ONLY],
      write: [E.FRIEND_DM_FRIENDS_ONLY],
      forbidden: E.FRIEND_DM_FRIENDS_ONLY,
    },
  },
  directMessageSchema,
);
