import { friendsContract } from '@havhjaelp/common/contracts/friends';
import type { Feature, FeaturePlug } from '../../feature';
import { offer } from '../../slots';
import { CHAT_KINDS, forgetChatsNaming } from '../chats';
import { PEOPLE_RELATIONS } from '../positions';
import { directChatKind } from './chat-kind';
import { friendsExport } from './export';
import * as repo from './repository';
import { friendsRoutes } from './routes';
import { tell, type FriendsDeps } from './service';

/**
 * Friends (SPEC.md section 2 "Friends"): requests, friendships, blocks, the directory and search,
 * and the direct chat between friends as a kind of chat. Every change is told to the other person
 * on their own user topic; a block is told only as what it ended.
 */
export function friendsFeature(deps: FriendsDeps): Feature {
  return {
    name: 'friends',
    contract: friendsContract,
    offers: [
      offer(CHAT_KINDS, directChatKind(deps)),
      offer(PEOPLE_RELATIONS, {
        friendsOf: (userId) => repo.friendIdsOf(deps.db, userId),
        blockedWith: (userId) => repo.blockedWith(deps.db, userId),
      }),
    ],
    routes: (app) => friendsRoutes(app, deps),
    account: {
      async onDelete(trx, user) {
        await repo.holdUserForDeletion(trx, user.id);
        const { friendIds, requests } = await repo.forgetRelationsOf(trx, user.id);
        // Nobody can be friends with the user again, so their direct chats can never open.
        await forgetChatsNaming(trx, 'direct', user.id);
        return () => {
          // As a removal: the friends' lists, and their chat lists, drop the user.
          for (const friendId of friendIds) {
            tell(deps, friendId, { action: 'friend_removed', data: { userId: user.id } });
          }
          for (const request of requests) {
            const otherId = request.sender_id === user.id ? request.receiver_id : request.sender_id;
            tell(deps, otherId, {
              action: 'friend_request_ended',
              data: { requestId: request.id },
            });
          }
        };
      },
      export: (db, userId) => friendsExport(db, userId),
    },
  };
}

export const friendsPlug: FeaturePlug = ({ db, now, live }) => friendsFeature({ db, now, live });
