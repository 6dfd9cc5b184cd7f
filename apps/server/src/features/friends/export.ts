import type { Db } from '../../db/database';
import { chatLinesOf, chatReadMarkersOf } from '../chats';
import * as repo from './repository';
import { otherOfPair } from './rules';

/**
 * The friends part of a user's data export: friends, pending requests, blocks, own DMs and how far
 * each direct chat is read.
 */
export async function friendsExport(db: Db, userId: string) {
  const friends = await repo.friendsOf(db, userId);
  const requests = await repo.requestsOf(db, userId);
  const blocks = await repo.blocksBy(db, userId);
  const lines = await chatLinesOf(db, userId, 'direct');
  const markers = await chatReadMarkersOf(db, userId, 'direct');
  const usernames = await repo.usernamesOf(
    db,
    [...lines, ...markers].map((row) => otherOfPair(row.chat_id, userId)),
  );
  return {
    friends: friends.map((friend) => ({
      username: friend.username,
      created_at: friend.friends_since,
    })),
    friend_requests: requests.map((request) =>
      request.sender_id === userId
        ? { direction: 'sent', username: request.receiver_username, created_at: request.created_at }
        : {
            direction: 'received',
            username: request.sender_username,
            created_at: request.created_at,
          },
    ),
    blocked_users: blocks.map((row) => ({ username: row.username, created_at: row.created_at })),
    // A chat goes with either of its people; only a line written the moment one went names nobody.
    direct_messages: lines.map((line) => ({
      to_username: usernames.get(otherOfPair(line.chat_id, userId)) ?? '',
      message: line.message,
      created_at: line.created_at,
    })),
    direct_chat_read_markers: markers.map((marker) => ({
      with_username: usernames.get(otherOfPair(marker.chat_id, userId)) ?? '',
      last_read_at: marker.last_read_at,
    })),
  };
}
