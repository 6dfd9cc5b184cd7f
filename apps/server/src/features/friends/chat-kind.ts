import type { ChatMessage } from '@havhjaelp/common/chats';
import type { DirectMessage } from '@havhjaelp/common/friend-events';
import { directChatApi } from '@havhjaelp/common/friends-api';
import { FRIENDS_ERRORS } from '@havhjaelp/common/friends-errors';
import { AppError } from '../../http/app-error';
import { chatIdsWithLines, type ChatKind } from '../chats';
import * as repo from './repository';
import { pairKey } from './rules';
import { tell, type FriendsDeps } from './service';

const friendsOnly = () => new AppError(FRIENDS_ERRORS.FRIEND_DM_FRIENDS_ONLY);

/**
 * A line as `readerId` reads it in the chat they name `chatId` (the other person's id): with
 * SPEC.md's sender, receiver and time beside the chat line's fields.
 */
function directMessage(line: ChatMessage, chatId: string, readerId: string): DirectMessage {
  return {
    ...line,
    requestId: chatId,
    sender_id: line.userId,
    receiver_id: line.userId === readerId ? chatId : readerId,
    created_at: line.timestamp,
  };
}

/**
 * The direct chat between two friends, named by each after the other and stored once for the
 * pair. Only friends write or read it; a block ends the friendship, so it ends the chat too.
 */
export function directChatKind(deps: FriendsDeps): ChatKind {
  return {
    type: 'direct',
    api: directChatApi,
    storedId: (friendId, userId) => pairKey(friendId, userId),
    present: directMessage,
    forbidden: friendsOnly,

    announce(line, writer, receiverId) {
      // The receiver, and the writer's other devices, each as they name the chat.
      tell(deps, receiverId, {
        action: 'direct_message',
        data: directMessage(line, writer.id, receiverId),
      });
      tell(deps, writer.id, {
        action: 'direct_message',
        data: directMessage(line, receiverId, writer.id),
      });
    },

    async open(friendId, user) {
      const friend = await repo.findUser(deps.db, friendId);
      if (!friend || !(await repo.areFriends(deps.db, user.id, friendId))) throw friendsOnly();
      return [
        { userId: user.id, userName: user.username, role: 'friend' as const },
        { userId: friend.id, userName: friend.username, role: 'friend' as const },
      ];
    },

    isParticipant: (friendId, userId) => repo.areFriends(deps.db, userId, friendId),

    async contextsOf(userId) {
      const friends = await repo.friendsOf(deps.db, userId);
      const written = new Set(
        await chatIdsWithLines(
          deps.db,
          'direct',
          friends.map((friend) => pairKey(friend.id, userId)),
        ),
      );
      return friends
        .filter((friend) => written.has(pairKey(friend.id, userId)))
        .map((friend) => ({
          type: 'direct' as const,
          requestId: friend.id,
          friendId: friend.id,
          friendName: friend.username,
          vesselName: friend.boat_name || friend.username,
          partnerName: friend.username,
          role: 'friend' as const,
        }));
    },
  };
}
