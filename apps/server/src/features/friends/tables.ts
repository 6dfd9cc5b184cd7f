export interface FriendRequestTable {
  id: string;
  sender_id: string;
  receiver_id: string;
  created_at: string;
}

/** One row per pair of friends: `user_a` is the smaller id. */
export interface FriendshipTable {
  user_a: string;
  user_b: string;
  created_at: string;
}

export interface UserBlockTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** Friend requests, friendships and blocks. */
export interface FriendsTables {
  friend_requests: FriendRequestTable;
  friendships: FriendshipTable;
  user_blocks: UserBlockTable;
}
