import { containsPattern } from '@havhjaelp/common/search-fold';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { serializeOn, shareOn } from '../../db/serialize';
import type { PairFacts } from './rules';
import type { FriendRequestTable } from './tables';

/** What the friends screens show of a user: never e-mail or phone; names only to friends. */
export interface UserCard {
  id: string;
  username: string;
  boat_name: string;
  first_name: string;
  last_name: string;
  is_test_user: number;
}

const CARD = [
  'users.id',
  'users.username',
  'users.boat_name',
  'users.first_name',
  'users.last_name',
  'users.is_test_user',
] as const;

/** Usernames in the order the directory pages them; unique (see the users' migration). */
const usernameOrder = sql<string>`lower(users.username)`;

/**
 * Until the transaction ends, no other change of this pair runs, and neither user's account can
 * go (`holdUserForDeletion` waits): two requests crossing, or an accept and a cancel, run one
 * after the other, and a request never points at an account being deleted.
 */
export async function holdPair(trx: Db, key: string, ids: readonly [string, string]) {
  await serializeOn(trx, `friends:${key}`);
  for (const id of [...ids].sort()) await shareOn(trx, `friends-user:${id}`);
}

/** Until the transaction ends, no change of a pair with this user runs. */
export async function holdUserForDeletion(trx: Db, userId: string) {
  await serializeOn(trx, `friends-user:${userId}`);
}

export async function findUser(db: Db, id: string): Promise<UserCard | undefined> {
  return db.selectFrom('users').select(CARD).where('users.id', '=', id).executeTakeFirst();
}

const between = (a: string, b: string) => (eb: ExpressionBuilder<Database, 'friend_requests'>) =>
  eb.or([
    eb.and([eb('sender_id', '=', a), eb('receiver_id', '=', b)]),
    eb.and([eb('sender_id', '=', b), eb('receiver_id', '=', a)]),
  ]);

const blocksBetween = (a: string, b: string) => (eb: ExpressionBuilder<Database, 'user_blocks'>) =>
  eb.or([
    eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
    eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
  ]);

const ordered = (a: string, b: string) =>
  a < b ? { user_a: a, user_b: b } : { user_a: b, user_b: a };

/** Everything stored between two users, and their pending requests. */
export async function pairFacts(
  db: Db,
  a: string,
  b: string,
): Promise<PairFacts & { requests: FriendRequestTable[] }> {
  const friends = await areFriends(db, a, b);
  const requests = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where(between(a, b))
    .execute();
  const blocks = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where(blocksBetween(a, b))
    .execute();
  return {
    friends,
    requests,
    requestSenders: requests.map((request) => request.sender_id),
    blockers: blocks.map((block) => block.blocker_id),
  };
}

export async function findRequest(db: Db, id: string): Promise<FriendRequestTable | undefined> {
  return db.selectFrom('friend_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRequest(db: Db, row: FriendRequestTable): Promise<void> {
  await db.insertInto('friend_requests').values(row).execute();
}

export async function deleteRequestsBetween(db: Db, a: string, b: string): Promise<void> {
  await db.deleteFrom('friend_requests').where(between(a, b)).execute();
}

export async function insertFriendship(db: Db, a: string, b: string, at: string): Promise<void> {
  await db
    .insertInto('friendships')
    .values({ ...ordered(a, b), created_at: at })
    .execute();
}

export async function deleteFriendship(db: Db, a: string, b: string): Promise<void> {
  const pair = ordered(a, b);
  await db
    .deleteFrom('friendships')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .execute();
}

export async function insertBlock(db: Db, blocker: string, blocked: string, at: string) {
  await db
    .insertInto('user_blocks')
    .values({ blocker_id: blocker, blocked_id: blocked, created_at: at })
    .execute();
}

export async function deleteBlock(db: Db, blocker: string, blocked: string): Promise<void> {
  await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blocker)
    .where('blocked_id', '=', blocked)
    .execute();
}

/** A friend of the user's, with when the friendship began. */
export interface FriendRow extends UserCard {
  friends_since: string;
}

/** The user's friends by username. */
export async function friendsOf(db: Db, userId: string): Promise<FriendRow[]> {
  return db
    .selectFrom('friendships as f')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('f.user_a', '=', userId), eb('users.id', '=', eb.ref('f.user_b'))]),
          eb.and([eb('f.user_b', '=', userId), eb('users.id', '=', eb.ref('f.user_a'))]),
        ]),
      ),
    )
    .select([...CARD, 'f.created_at as friends_since'])
    .orderBy(usernameOrder)
    .execute();
}

export async function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('friendships')
    .select(['user_a', 'user_b'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .execute();
  return rows.map((row) => (row.user_a === userId ? row.user_b : row.user_a));
}

/** Whom the user blocked, and who blocked the user. */
export async function blockedWith(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  return [
    ...new Set(rows.map((row) => (row.blocker_id === userId ? row.blocked_id : row.blocker_id))),
  ];
}

/** A pending request with both people's usernames. */
export interface RequestRow extends FriendRequestTable {
  sender_username: string;
  receiver_username: string;
}

function selectRequests(db: Db) {
  return db
    .selectFrom('friend_requests')
    .innerJoin('users as sender', 'sender.id', 'friend_requests.sender_id')
    .innerJoin('users as receiver', 'receiver.id', 'friend_requests.receiver_id')
    .selectAll('friend_requests')
    .select(['sender.username as sender_username', 'receiver.username as receiver_username']);
}

/** The user's pending requests, either way, newest first. */
export async function requestsOf(db: Db, userId: string): Promise<RequestRow[]> {
  return selectRequests(db)
    .where((eb) =>
      eb.or([
        eb('friend_requests.sender_id', '=', userId),
        eb('friend_requests.receiver_id', '=', userId),
      ]),
    )
    .orderBy('friend_requests.created_at', 'desc')
    .orderBy('friend_requests.id', 'desc')
    .execute();
}

/** The user's pending requests with some of the other users, either way. */
export async function requestsWith(
  db: Db,
  userId: string,
  others: readonly string[],
): Promise<FriendRequestTable[]> {
  if (others.length === 0) return [];
  return db
    .selectFrom('friend_requests')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('sender_id', '=', userId), eb('receiver_id', 'in', others)]),
        eb.and([eb('receiver_id', '=', userId), eb('sender_id', 'in', others)]),
      ]),
    )
    .execute();
}

/** The users the user blocked, newest block first. */
export async function blocksBy(db: Db, userId: string) {
  return db
    .selectFrom('user_blocks')
    .innerJoin('users', 'users.id', 'user_blocks.blocked_id')
    .select(['users.id', 'users.username', 'user_blocks.created_at'])
    .where('user_blocks.blocker_id', '=', userId)
    .orderBy('user_blocks.created_at', 'desc')
    .orderBy('users.id')
    .execute();
}

/** Every user but the viewer and those a block stands between with the viewer, either way. */
function usersSeenBy(db: Db, viewerId: string) {
  return db
    .selectFrom('users')
    .select(CARD)
    .where('users.id', '<>', viewerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_blocks')
            .select('user_blocks.blocker_id')
            .where((block) =>
              block.or([
                block.and([
                  block('user_blocks.blocker_id', '=', viewerId),
                  block('user_blocks.blocked_id', '=', block.ref('users.id')),
                ]),
                block.and([
                  block('user_blocks.blocked_id', '=', viewerId),
                  block('user_blocks.blocker_id', '=', block.ref('users.id')),
                ]),
              ]),
            ),
        ),
      ),
    );
}

/** The directory: the users the viewer may see, by username, from after `after`. */
export async function directoryPage(
  db: Db,
  page: { viewerId: string; after?: string; limit: number },
): Promise<UserCard[]> {
  let query = usersSeenBy(db, page.viewerId);
  if (page.after !== undefined)
    query = query.where(usernameOrder, '>', sql<string>`lower(${page.after})`);
  return query.orderBy(usernameOrder).limit(page.limit).execute();
}

/**
 * The users the viewer may see whose folded username holds every term (each as one of its
 * foldings), or whose e-mail address is exactly `email`; by username.
 */
export async function searchUsers(
  db: Db,
  search: { viewerId: string; terms: string[][]; email: string; limit: number },
): Promise<UserCard[]> {
  return usersSeenBy(db, search.viewerId)
    .where((eb) => {
      const byEmail = eb('users.email', '=', search.email);
      if (search.terms.length === 0) return byEmail;
      const byName = eb.and(
        search.terms.map((foldings) =>
          eb.or(
            foldings.map(
              (folding) =>
                // LIKE has no default escape character in SQLite, so the backslash is named.
                sql<boolean>`${sql.ref('users.username_search')} like ${containsPattern(folding)} escape '\\'`,
            ),
          ),
        ),
      );
      return eb.or([byName, byEmail]);
    })
    .orderBy(usernameOrder)
    .limit(search.limit)
    .execute();
}

/** Every friendship, request and block the user is in, deleted; answers what there was. */
export async function forgetRelationsOf(db: Db, userId: string) {
  const friendIds = await friendIdsOf(db, userId);
  const requests = await db
    .selectFrom('friend_requests')
    .selectAll()
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
  await db
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .execute();
  await db
    .deleteFrom('friend_requests')
    .where((eb) => eb.or([eb('sender_id', '=', userId), eb('receiver_id', '=', userId)]))
    .execute();
  await db
    .deleteFrom('user_blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  return { friendIds, requests };
}

/** Usernames by id. */
export async function usernamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

export async function areFriends(db: Db, a: string, b: string): Promise<boolean> {
  const pair = ordered(a, b);
  const row = await db
    .selectFrom('friendships')
    .select('user_a')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .executeTakeFirst();
  return row !== undefined;
}
