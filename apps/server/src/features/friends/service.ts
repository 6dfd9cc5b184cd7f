import { randomUUID } from 'node:crypto';
import type {
  BlockedUser,
  DirectoryPage,
  DirectoryUser,
  Friend,
  FriendRequests,
  Relation,
} from '@havhjaelp/common/friends';
import { FRIENDS_ERRORS } from '@havhjaelp/common/friends-errors';
import type { LiveEventOf } from '@havhjaelp/common/live';
import { searchTerms } from '@havhjaelp/common/search-fold';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Member } from '../../identity/member';
import type { LivePublisher } from '../../live/publisher';
import { toDirectoryUser, toFriend, toFriendRequest } from './presenters';
import * as repo from './repository';
import {
  pairKey,
  rejectOrCancel,
  relationState,
  selfRefusal,
  transition,
  type RelationAction,
  type RelationNews,
  type RelationState,
} from './rules';
import type { FriendRequestTable } from './tables';

export interface FriendsDeps {
  db: Db;
  now: () => Date;
  live: LivePublisher;
}

/** What the feature tells a user on their own user topic: a change, or a direct message. */
export type FriendNews = LiveEventOf<RelationNews | 'direct_message'>;

/** Tells `userId` live; only ever called after the change is committed. */
export function tell(deps: FriendsDeps, userId: string, news: FriendNews): void {
  deps.live.publish(deps.live.topics.userMessages(userId), news);
}

const refusal = (code: keyof typeof FRIENDS_ERRORS) => new AppError(FRIENDS_ERRORS[code]);

/** What a change of a pair did, for its answer. */
interface Changed {
  other: repo.UserCard;
  /** The request the change made, when it sent one. */
  sent?: FriendRequestTable;
  /** The friendship it began, with its time. */
  friendsSince?: string;
}

/**
 * Runs `action` of `actor` on the pair with `otherId` in one transaction that holds the pair:
 * reads where they stand, refuses what the state machine refuses, changes the rows and, once
 * committed, tells the other person. With `requestId`, the action is about that pending request,
 * which must still be the one between them.
 */
async function changePair(
  deps: FriendsDeps,
  actor: Member,
  otherId: string,
  action: RelationAction | ((state: RelationState) => RelationAction),
  requestId?: string,
): Promise<Changed> {
  const nowIso = deps.now().toISOString();
  const { changed, news } = await deps.db.transaction().execute(async (trx) => {
    await repo.holdPair(trx, pairKey(actor.id, otherId), [actor.id, otherId]);
    const facts = await repo.pairFacts(trx, actor.id, otherId);
    const pending = facts.requests[0];
    if (requestId !== undefined && pending?.id !== requestId) {
      throw refusal('FRIEND_REQUEST_NOT_FOUND');
    }
    const state = relationState(facts, actor.id);
    const outcome = transition(state, typeof action === 'function' ? action(state) : action);
    if ('refused' in outcome) throw refusal(outcome.refused);
    const other = await repo.findUser(trx, otherId);
    // Only a user who exists can be asked or blocked (someone deleted meanwhile included).
    if (!other) throw refusal('FRIEND_USER_NOT_FOUND');

    const result: Changed = { other };
    switch (outcome.change) {
      case 'send':
        result.sent = {
          id: randomUUID(),
          sender_id: actor.id,
          receiver_id: otherId,
          created_at: nowIso,
        };
        await repo.insertRequest(trx, result.sent);
        break;
      case 'befriend':
        await repo.deleteRequestsBetween(trx, actor.id, otherId);
        await repo.insertFriendship(trx, actor.id, otherId, nowIso);
        result.friendsSince = nowIso;
        break;
      case 'end-request':
        await repo.deleteRequestsBetween(trx, actor.id, otherId);
        break;
      case 'unfriend':
        await repo.deleteFriendship(trx, actor.id, otherId);
        break;
      case 'block':
        await repo.deleteFriendship(trx, actor.id, otherId);
        await repo.deleteRequestsBetween(trx, actor.id, otherId);
        await repo.insertBlock(trx, actor.id, otherId, nowIso);
        break;
      case 'unblock':
        await repo.deleteBlock(trx, actor.id, otherId);
        break;
      case 'nothing':
        break;
    }
    return { changed: result, news: newsOf(outcome.tells, actor, result, pending, nowIso) };
  });
  if (news) tell(deps, otherId, news);
  return changed;
}

/** The event the other person is told of a change, from their side. */
function newsOf(
  tells: RelationNews | null,
  actor: Member,
  changed: Changed,
  pending: FriendRequestTable | undefined,
  nowIso: string,
): FriendNews | undefined {
  switch (tells) {
    case null:
      return undefined;
    case 'friend_request': {
      const sent = changed.sent!;
      return {
        action: 'friend_request',
        data: toFriendRequest({
          ...sent,
          sender_username: actor.username,
          receiver_username: changed.other.username,
        }),
      };
    }
    case 'friend_accepted':
      return {
        action: 'friend_accepted',
        data: { requestId: pending?.id ?? null, friend: toFriend(actor, nowIso) },
      };
    case 'friend_removed':
      return { action: 'friend_removed', data: { userId: actor.id } };
    case 'friend_request_ended':
      return { action: 'friend_request_ended', data: { requestId: pending!.id } };
  }
}

export async function sendRequest(
  deps: FriendsDeps,
  actor: Member,
  receiverId: string,
): Promise<{ relation: Relation }> {
  if (receiverId === actor.id) throw refusal(selfRefusal('request')!);
  const { sent } = await changePair(deps, actor, receiverId, 'request');
  return { relation: sent ? { state: 'sent', requestId: sent.id } : { state: 'friend' } };
}

/** The pending request with this id and its other person, when `actor` is one of its two. */
async function requestOf(deps: FriendsDeps, actor: Member, id: string) {
  const request = await repo.findRequest(deps.db, id);
  if (!request || (request.sender_id !== actor.id && request.receiver_id !== actor.id)) {
    throw refusal('FRIEND_REQUEST_NOT_FOUND');
  }
  return request.sender_id === actor.id ? request.receiver_id : request.sender_id;
}

export async function acceptRequest(
  deps: FriendsDeps,
  actor: Member,
  id: string,
): Promise<{ friend: Friend }> {
  const otherId = await requestOf(deps, actor, id);
  const { other, friendsSince } = await changePair(deps, actor, otherId, 'accept', id);
  return { friend: toFriend(other, friendsSince!) };
}

/** The receiver's reject, or the sender's cancel. */
export async function rejectRequest(deps: FriendsDeps, actor: Member, id: string): Promise<void> {
  const otherId = await requestOf(deps, actor, id);
  await changePair(deps, actor, otherId, rejectOrCancel, id);
}

export async function removeFriend(deps: FriendsDeps, actor: Member, friendId: string) {
  await changePair(deps, actor, friendId, 'remove');
}

export async function block(deps: FriendsDeps, actor: Member, userId: string): Promise<void> {
  if (userId === actor.id) throw refusal(selfRefusal('block')!);
  await changePair(deps, actor, userId, 'block');
}

export async function unblock(deps: FriendsDeps, actor: Member, userId: string): Promise<void> {
  await changePair(deps, actor, userId, 'unblock');
}

export async function listFriends(deps: FriendsDeps, user: Member): Promise<{ friends: Friend[] }> {
  const rows = await repo.friendsOf(deps.db, user.id);
  return { friends: rows.map((row) => toFriend(row, row.friends_since)) };
}

export async function listRequests(deps: FriendsDeps, user: Member): Promise<FriendRequests> {
  const rows = (await repo.requestsOf(deps.db, user.id)).map(toFriendRequest);
  return {
    received: rows.filter((request) => request.receiverId === user.id),
    sent: rows.filter((request) => request.senderId === user.id),
  };
}

export async function listBlocked(
  deps: FriendsDeps,
  user: Member,
): Promise<{ blocked: BlockedUser[] }> {
  const rows = await repo.blocksBy(deps.db, user.id);
  return {
    blocked: rows.map((row) => ({
      userId: row.id,
      username: row.username,
      blockedAt: row.created_at,
    })),
  };
}

/** The users as the viewer sees them, each with where the viewer stands with them. */
async function withRelations(
  deps: FriendsDeps,
  viewer: Member,
  users: repo.UserCard[],
): Promise<DirectoryUser[]> {
  const ids = users.map((user) => user.id);
  const friends = new Set(await repo.friendIdsOf(deps.db, viewer.id));
  const requests = await repo.requestsWith(deps.db, viewer.id, ids);
  const relationWith = (id: string): Relation => {
    if (friends.has(id)) return { state: 'friend' };
    const request = requests.find((r) => r.sender_id === id || r.receiver_id === id);
    if (!request) return { state: 'none' };
    const state = request.sender_id === viewer.id ? 'sent' : 'received';
    return { state, requestId: request.id };
  };
  return users.map((user) => toDirectoryUser(user, relationWith(user.id)));
}

export async function directory(
  deps: FriendsDeps,
  viewer: Member,
  query: { after?: string | undefined; limit: number },
): Promise<DirectoryPage> {
  // One more than asked, to know whether a next page exists.
  const rows = await repo.directoryPage(deps.db, {
    viewerId: viewer.id,
    ...(query.after !== undefined && { after: query.after }),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    users: await withRelations(deps, viewer, page),
    next: rows.length > query.limit ? page[page.length - 1]!.username : null,
  };
}

/** How many users a search answers at most. */
export const SEARCH_RESULTS_MAX = 50;

/**
 * Users whose username holds the query (case and accents folded), or whose e-mail address is
 * exactly the query: never a part of an address, so none can be guessed letter by letter.
 */
export async function search(
  deps: FriendsDeps,
  viewer: Member,
  query: string,
): Promise<{ users: DirectoryUser[] }> {
  const rows = await repo.searchUsers(deps.db, {
    viewerId: viewer.id,
    terms: searchTerms(query),
    email: query.trim().toLowerCase(),
    limit: SEARCH_RESULTS_MAX,
  });
  return { users: await withRelations(deps, viewer, rows) };
}
