import type { DirectoryUser, Friend, FriendRequest, Relation } from '@havhjaelp/common/friends';
import type { RequestRow, UserCard } from './repository';

/** A friend as the other of the pair sees them (SPEC.md section 3 "Friend"). */
export function toFriend(user: Pick<UserCard, 'id' | 'username' | 'boat_name'>, since: string) {
  return {
    friend_id: user.id,
    friend_username: user.username,
    boat_name: user.boat_name,
    created_at: since,
  } satisfies Friend;
}

export function toFriendRequest(row: RequestRow): FriendRequest {
  return {
    id: row.id,
    senderId: row.sender_id,
    senderUsername: row.sender_username,
    receiverId: row.receiver_id,
    receiverUsername: row.receiver_username,
    createdAt: row.created_at,
  };
}

/** A user in the directory or search; a name only for a friend (SPEC.md section 1). */
export function toDirectoryUser(user: UserCard, relation: Relation): DirectoryUser {
  const friend = relation.state === 'friend';
  return {
    userId: user.id,
    username: user.username,
    boatName: user.boat_name,
    isTestUser: user.is_test_user === 1,
    firstName: friend ? user.first_name : '',
    lastName: friend ? user.last_name : '',
    relation,
  };
}
