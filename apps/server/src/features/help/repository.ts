import { OPEN_STATUSES, type HelpStatus } from '@havhjaelp/common/help';
import { HELP_ERRORS } from '@havhjaelp/common/help-errors';
import type { Db } from '../../db/database';
import type { HelpRequestTable, HelpResponseTable, TestimonialTable } from './tables';
import { serializeOn } from '../../db/serialize';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/app-error';
import { CHOOSING_STATUSES, statusesFrom, type HelpRole, type OfferDelay } from './rules';

/** A request with the owner's and helper's public profile fields, read live from users. */
export interface HelpRequestRow extends HelpRequestTable {
  owner_username: string | null;
  owner_boat_name: string | null;
  owner_vhf_channel: string | null;
  helper_username: string | null;
}

function selectRequests(db: Db) {
  return db
    .selectFrom('help_requests')
    .leftJoin('users as owner', 'owner.id', 'help_requests.user_id')
    .leftJoin('users as helper', 'helper.id', 'help_requests.helper_id')
    .selectAll('help_requests')
    .select([
      'owner.username as owner_username',
      'owner.boat_name as owner_boat_name',
      'owner.vhf_channel as owner_vhf_channel',
      'helper.username as helper_username',
    ]);
}

export async function insertRequest(db: Db, row: HelpRequestTable): Promise<void> {
  await db.insertInto('help_requests').values(row).execute();
}

/** The owner's request made with `clientKey`, when there is one. */
export async function findRequestByClientKey(
  db: Db,
  ownerId: string,
  clientKey: string,
): Promise<HelpRequestRow | undefined> {
  return selectRequests(db)
    .where('help_requests.user_id', '=', ownerId)
    .where('help_requests.client_key', '=', clientKey)
    .executeTakeFirst();
}

export async function findRequest(db: Db, id: string): Promise<HelpRequestRow | undefined> {
  return selectRequests(db).where('help_requests.id', '=', id).executeTakeFirst();
}

export async function listOpenRequests(db: Db): Promise<HelpRequestRow[]> {
  return selectRequests(db)
    .where('help_requests.status', 'in', [...OPEN_STATUSES])
    .execute();
}

/**
 * Up to `limit` ended requests, newest first (creation time, then id), from after the `before`
 * one on when given.
 */
export async function listEndedRequests(
  db: Db,
  limit: number,
  before?: { createdAt: string; id: string },
): Promise<HelpRequestRow[]> {
  let query = selectRequests(db).where('help_requests.status', 'not in', [...OPEN_STATUSES]);
  if (before) {
    query = query.where((older) =>
      older.or([
        older('help_requests.created_at', '<', before.createdAt),
        older.and([
          older('help_requests.created_at', '=', before.createdAt),
          older('help_requests.id', '<', before.id),
        ]),
      ]),
    );
  }
  return query
    .orderBy('help_requests.created_at', 'desc')
    .orderBy('help_requests.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many requests there are, and how many of them have ended. */
export async function requestCounts(db: Db): Promise<{ all: number; ended: number }> {
  const row = await db
    .selectFrom('help_requests')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('status', 'not in', [...OPEN_STATUSES])
            .then(1)
            .else(0)
            .end(),
        )
        .as('ended'),
    ])
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), ended: Number(row.ended ?? 0) };
}

/** The open requests with an accepted helper where the user is owner or helper: their chats. */
export async function listChatRequestsOf(db: Db, userId: string): Promise<HelpRequestRow[]> {
  return selectRequests(db)
    .where('help_requests.helper_id', 'is not', null)
    .where('help_requests.status', 'in', [...OPEN_STATUSES])
    .where((mine) =>
      mine.or([
        mine('help_requests.user_id', '=', userId),
        mine('help_requests.helper_id', '=', userId),
      ]),
    )
    .execute();
}

/*
 * Every status change is one conditional update that applies only from the statuses the rules
 * allow, and answers whether it applied: two people changing one request at once cannot both
 * win, and the one that lost changes nothing (PostgreSQL re-checks the condition on the row the
 * winner wrote). What follows it (the offer row, the thank-you) is written in the same transaction.
 */

/**
 * Moves the request to `to` when `role` may, from the status it has now: the owner or the
 * accepted helper, as `userId`. Answers the changed request's helper (its thank-you goes there),
 * or undefined when nothing changed.
 */
export async function changeStatusIf(
  db: Db,
  id: string,
  change: { role: HelpRole; userId: string; to: HelpStatus; nowIso: string },
): Promise<{ helper_id: string | null } | undefined> {
  const from = statusesFrom(change.role, change.to);
  if (from.length === 0) return undefined;
  return db
    .updateTable('help_requests')
    .set({ status: change.to, updated_at: change.nowIso })
    .where('id', '=', id)
    .where('status', 'in', from)
    .where(change.role === 'owner' ? 'user_id' : 'helper_id', '=', change.userId)
    .returning('helper_id')
    .executeTakeFirst();
}

/**
 * Moves a request still choosing its helper to offered, when `userId` is not its owner; the
 * first offer is the change (its time is the request's updated time). Answers whether it took.
 */
export async function takeOffer(
  db: Db,
  id: string,
  userId: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('help_requests')
    .set((eb) => ({
      status: 'offered',
      updated_at: eb
        .case()
        .when('status', '=', 'active')
        .then(nowIso)
        .else(eb.ref('updated_at'))
        .end(),
    }))
    .where('id', '=', id)
    .where('status', 'in', CHOOSING_STATUSES)
    .where('helper_id', 'is', null)
    .where((notOwn) => notOwn.or([notOwn('user_id', 'is', null), notOwn('user_id', '<>', userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Sets the helper only while none is chosen and the request is still choosing one, so two of the
 * owner's tabs accepting at once cannot both win, nor an accept reopen a request just cancelled.
 * Answers whether this call was the one that set it.
 */
export async function setHelperOnce(
  db: Db,
  id: string,
  helperId: string,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('help_requests')
    .set({ helper_id: helperId, status: 'accepted', updated_at: nowIso })
    .where('id', '=', id)
    .where('status', 'in', CHOOSING_STATUSES)
    .where('helper_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface HelpResponseRow extends HelpResponseTable {
  username: string;
}

/** Stores an offer; one the boater already made on the request (even a moment ago) is refused. */
export async function insertResponse(db: Db, row: HelpResponseTable): Promise<void> {
  try {
    await db.insertInto('help_responses').values(row).execute();
  } catch (err) {
    // The table's one unique key besides its random id: one offer per boater and request.
    if (isUniqueViolation(err)) throw new AppError(HELP_ERRORS.ALREADY_OFFERED);
    throw err;
  }
}

export async function findResponse(
  db: Db,
  requestId: string,
  responseId: string,
): Promise<HelpResponseTable | undefined> {
  return db
    .selectFrom('help_responses')
    .selectAll()
    .where('id', '=', responseId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function hasResponded(db: Db, requestId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('help_responses')
    .select('id')
    .where('request_id', '=', requestId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The requests the user has offered help on. */
export async function requestIdsOfferedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('help_responses')
    .select('request_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.request_id);
}

export async function listResponses(db: Db, requestId: string): Promise<HelpResponseRow[]> {
  return db
    .selectFrom('help_responses')
    .innerJoin('users', 'users.id', 'help_responses.user_id')
    .selectAll('help_responses')
    .select('users.username as username')
    .where('request_id', '=', requestId)
    .orderBy('help_responses.created_at')
    .orderBy('help_responses.id')
    .execute();
}

export async function markResponseAccepted(db: Db, responseId: string): Promise<void> {
  await db
    .updateTable('help_responses')
    .set({ status: 'accepted' })
    .where('id', '=', responseId)
    .execute();
}

export async function insertTestimonial(db: Db, row: TestimonialTable): Promise<void> {
  await db.insertInto('testimonials').values(row).execute();
}

/** Public thank-yous whose both people still have accounts, newest first. */
export async function listPublicTestimonials(db: Db, limit: number) {
  return db
    .selectFrom('testimonials')
    .innerJoin('help_requests', 'help_requests.id', 'testimonials.request_id')
    .innerJoin('users as from_user', 'from_user.id', 'testimonials.from_user_id')
    .innerJoin('users as to_user', 'to_user.id', 'testimonials.to_user_id')
    .select([
      'testimonials.id',
      'testimonials.message',
      'testimonials.rating',
      'testimonials.created_at',
      'help_requests.type as help_type',
      'help_requests.vessel_name',
      'from_user.username as from_username',
      'from_user.boat_name as from_boat_name',
      'to_user.username as to_username',
      'to_user.boat_name as to_boat_name',
    ])
    .where('testimonials.is_public', '=', 1)
    .orderBy('testimonials.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** The user's own requests and offers, for the data export. */
export async function helpDataOf(db: Db, userId: string) {
  const requests = await db
    .selectFrom('help_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const offers = await db
    .selectFrom('help_responses')
    .select(['request_id', 'message', 'estimated_arrival', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { requests, offers };
}

/** The thank-yous naming the user on one side, with the other side's username (null once gone). */
function thanksNaming(
  db: Db,
  userId: string,
  side: 'from_user_id' | 'to_user_id',
  other: 'from_user_id' | 'to_user_id',
) {
  return db
    .selectFrom('testimonials')
    .leftJoin('users', 'users.id', `testimonials.${other}`)
    .select([
      'testimonials.request_id',
      'testimonials.message',
      'testimonials.rating',
      'testimonials.is_public',
      'testimonials.created_at',
      'users.username',
    ])
    .where(`testimonials.${side}`, '=', userId)
    .orderBy('testimonials.created_at')
    .execute();
}

/** The thank-yous the user gave and received, oldest first, for the data export. */
export async function thanksOf(db: Db, userId: string) {
  return {
    given: await thanksNaming(db, userId, 'from_user_id', 'to_user_id'),
    received: await thanksNaming(db, userId, 'to_user_id', 'from_user_id'),
  };
}

/** The user's requests still open, and those created after `sinceIso`. */
export async function callCountsOf(db: Db, userId: string, sinceIso: string) {
  const row = await db
    .selectFrom('help_requests')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('status', 'in', [...OPEN_STATUSES])
            .then(1)
            .else(0)
            .end(),
        )
        .as('open'),
      eb.fn
        .sum<number>(eb.case().when('created_at', '>', sinceIso).then(1).else(0).end())
        .as('last_hour'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open ?? 0), lastHour: Number(row.last_hour ?? 0) };
}

/** Until the transaction ends, the user's other calls and offers wait, so counts stay true. */
export function holdPostingLock(trx: Db, userId: string): Promise<void> {
  return serializeOn(trx, `help-posting:${userId}`);
}

/** When each call the user offered help on was made, and when the offer was. */
export async function offerDelaysOf(db: Db, userId: string): Promise<OfferDelay[]> {
  return db
    .selectFrom('help_responses')
    .innerJoin('help_requests', 'help_requests.id', 'help_responses.request_id')
    .select(['help_requests.created_at as requestedAt', 'help_responses.created_at as offeredAt'])
    .where('help_responses.user_id', '=', userId)
    .execute();
}

/** The offers the user made after `sinceIso`. */
export async function offerCountOf(db: Db, userId: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('help_responses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
