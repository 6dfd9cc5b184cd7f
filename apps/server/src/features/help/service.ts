import { randomUUID } from 'node:crypto';
import {
  HELP_MESSAGES,
  isOpenStatus,
  type CloseHelpInput,
  type HelpRequest,
  type HelpStatus,
} from '@havhjaelp/common/help';
import { HELP_ERRORS } from '@havhjaelp/common/help-errors';
import type { z } from 'zod';
import type { createHelpSchema, respondSchema } from '@havhjaelp/common/help';
import type { Db } from '../../db/database';
import type { HelpResponseTable } from './tables';
import type { Member } from '../../identity/member';
import { AppError } from '../../http/app-error';
import type { LivePublisher } from '../../live/publisher';
import type { HelpListCache } from './list-cache';
import { toHelpRequest, toHelpResponse } from './presenters';
import * as repo from './repository';
import { actorOf } from './viewer';
import {
  descriptionOrDefault,
  mayOfferAgain,
  newCallRefusal,
  offerRefusal,
  roleOf,
  testimonialFrom,
  vesselNameOrDefault,
  type Viewer,
} from './rules';

export interface HelpDeps {
  db: Db;
  now: () => Date;
  live: LivePublisher;
  listCache: HelpListCache;
}

const HOUR_MS = 60 * 60_000;
const hourBefore = (now: Date) => new Date(now.getTime() - HOUR_MS).toISOString();

async function requestOr404(deps: HelpDeps, id: string): Promise<repo.HelpRequestRow> {
  const row = await repo.findRequest(deps.db, id);
  if (!row) throw new AppError(HELP_ERRORS.HELP_NOT_FOUND);
  return row;
}

/** Tells every instance's list and every browser; never fails (the list copes with a lost word). */
export async function announceStatus(
  deps: HelpDeps,
  id: string,
  status: HelpStatus,
): Promise<void> {
  await deps.listCache.invalidate();
  deps.live.publish(deps.live.topics.helpUpdate, {
    action: 'status_updated',
    data: { id, status },
  });
}

/**
 * Makes the call, or answers the one the owner already made with the same client key (as it is
 * now, neither announced nor counted again): the browser sends a call again when it waited for
 * coverage or lost the answer, and that must never make two.
 */
export async function createRequest(
  deps: HelpDeps,
  user: Member,
  input: z.output<typeof createHelpSchema>,
): Promise<HelpRequest> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const id = randomUUID();
  const clientKey = input.clientKey ?? null;
  // Looked for, counted and inserted under the owner's lock, so calls sent at once cannot all
  // pass the count, and two sends of one key cannot both miss the other.
  const earlier = await deps.db.transaction().execute(async (trx) => {
    await repo.holdPostingLock(trx, user.id);
    if (clientKey) {
      const made = await repo.findRequestByClientKey(trx, user.id, clientKey);
      if (made) return made;
    }
    const counts = await repo.callCountsOf(trx, user.id, hourBefore(now));
    const refusal = newCallRefusal(counts);
    if (refusal === 'tooManyOpen') throw new AppError(HELP_ERRORS.TOO_MANY_OPEN_CALLS);
    if (refusal === 'tooManyPerHour') throw new AppError(HELP_ERRORS.TOO_MANY_CALLS);
    await repo.insertRequest(trx, {
      id,
      user_id: user.id,
      vessel_name: vesselNameOrDefault(input.vesselName, user.boat_name),
      type: input.type,
      priority: input.priority,
      description: descriptionOrDefault(input.description),
      status: 'active',
      lat: input.position.lat,
      lng: input.position.lng,
      search_radius_nm: input.searchRadiusNm,
      helper_id: null,
      created_at: nowIso,
      updated_at: nowIso,
      client_key: clientKey,
    });
    return undefined;
  });
  if (earlier) return toHelpRequest(earlier, actorOf(user));
  await deps.listCache.invalidate();
  const row = await requestOr404(deps, id);
  // The topic is readable without login, so the announcement carries the public view only.
  deps.live.publish(deps.live.topics.helpNew, {
    action: 'new_help_request',
    data: toHelpRequest(row, 'public'),
  });
  return toHelpRequest(row, actorOf(user));
}

export async function getRequest(deps: HelpDeps, viewer: Viewer, id: string): Promise<HelpRequest> {
  return toHelpRequest(await requestOr404(deps, id), viewer);
}

/** The refusal of an offer by `user` on `request`, when there is one. */
function offerRefusalError(request: repo.HelpRequestRow, user: Member): AppError | undefined {
  const refusal = offerRefusal(request, user.id);
  if (refusal === 'own') return new AppError(HELP_ERRORS.OWN_REQUEST);
  if (refusal === 'closed')
    return new AppError(HELP_ERRORS.REQUEST_CLOSED, HELP_MESSAGES.offerClosed);
  if (refusal === 'helperChosen') return new AppError(HELP_ERRORS.HELPER_CHOSEN);
  return undefined;
}

export async function respond(
  deps: HelpDeps,
  user: Member,
  id: string,
  input: z.output<typeof respondSchema>,
) {
  const request = await requestOr404(deps, id);
  const refusal = offerRefusalError(request, user);
  if (refusal) throw refusal;
  if (await repo.hasResponded(deps.db, id, user.id)) {
    throw new AppError(HELP_ERRORS.ALREADY_OFFERED);
  }
  const now = deps.now();
  const row: HelpResponseTable = {
    id: randomUUID(),
    request_id: id,
    user_id: user.id,
    message: input.message ?? '',
    estimated_arrival: input.estimatedArrival || null,
    status: 'offered',
    created_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await repo.holdPostingLock(trx, user.id);
    if (!mayOfferAgain(await repo.offerCountOf(trx, user.id, hourBefore(now)))) {
      throw new AppError(HELP_ERRORS.TOO_MANY_OFFERS);
    }
    // The request may have been cancelled or given its helper since it was read.
    if (!(await repo.takeOffer(trx, id, user.id, row.created_at))) {
      const changed = await requestOr404({ ...deps, db: trx }, id);
      throw offerRefusalError(changed, user) ?? new AppError(HELP_ERRORS.HELPER_CHOSEN);
    }
    await repo.insertResponse(trx, row);
  });
  // Only the first offer changes the status the lists show.
  if (request.status === 'active') await announceStatus(deps, id, 'offered');
  deps.live.publish(deps.live.topics.helpResponse, {
    action: 'new_response',
    data: { requestId: id },
  });
  return toHelpResponse({ ...row, username: user.username });
}

/** The owner sees every offer; anyone else only their own. */
export async function listResponses(deps: HelpDeps, user: Member, id: string) {
  const request = await requestOr404(deps, id);
  const rows = await repo.listResponses(deps.db, id);
  const visible =
    roleOf(request, user.id) === 'owner' ? rows : rows.filter((r) => r.user_id === user.id);
  return { responses: visible.map(toHelpResponse) };
}

/** The request, when `user` owns it and it is still open; 404, 403 or 409 otherwise. */
async function openRequestOfOwner(deps: HelpDeps, user: Member, id: string) {
  const request = await requestOr404(deps, id);
  if (roleOf(request, user.id) !== 'owner') {
    throw new AppError(HELP_ERRORS.OWNER_ONLY);
  }
  if (!isOpenStatus(request.status)) {
    throw new AppError(HELP_ERRORS.REQUEST_CLOSED);
  }
  return request;
}

export async function acceptHelper(
  deps: HelpDeps,
  user: Member,
  id: string,
  responseId: string,
): Promise<HelpRequest> {
  await openRequestOfOwner(deps, user, id);
  const response = await repo.findResponse(deps.db, id, responseId);
  if (!response) throw new AppError(HELP_ERRORS.RESPONSE_NOT_FOUND);
  const accepted = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.setHelperOnce(trx, id, response.user_id, deps.now().toISOString()))) {
      return false;
    }
    await repo.markResponseAccepted(trx, responseId);
    return true;
  });
  if (!accepted) {
    // Another accept won, or the owner ended the request meanwhile.
    const { status } = await requestOr404(deps, id);
    throw new AppError(
      isOpenStatus(status) ? HELP_ERRORS.ALREADY_ACCEPTED : HELP_ERRORS.REQUEST_CLOSED,
    );
  }
  await announceStatus(deps, id, 'accepted');
  return getRequest(deps, actorOf(user), id);
}

export async function changeStatus(
  deps: HelpDeps,
  user: Member,
  id: string,
  status: HelpStatus,
): Promise<HelpRequest> {
  const request = await requestOr404(deps, id);
  const role = roleOf(request, user.id);
  if (role === 'other') throw new AppError(HELP_ERRORS.NOT_PARTICIPANT);
  const nowIso = deps.now().toISOString();
  if (!(await repo.changeStatusIf(deps.db, id, { role, userId: user.id, to: status, nowIso }))) {
    throw new AppError(HELP_ERRORS.STATUS_NOT_ALLOWED);
  }
  await announceStatus(deps, id, status);
  return getRequest(deps, actorOf(user), id);
}

/** Ends the request as resolved, with an optional thank-you to the accepted helper. */
export async function closeRequest(
  deps: HelpDeps,
  user: Member,
  id: string,
  input: CloseHelpInput,
): Promise<HelpRequest> {
  const request = await openRequestOfOwner(deps, user, id);
  const thanks = testimonialFrom(input);
  if (thanks && !request.helper_id) {
    throw new AppError(HELP_ERRORS.NO_HELPER);
  }
  const nowIso = deps.now().toISOString();
  const helperId = await deps.db.transaction().execute(async (trx) => {
    // Ended or given its helper back since it was read, the request answers as it is now.
    const closed = await repo.changeStatusIf(trx, id, {
      role: 'owner',
      userId: user.id,
      to: 'resolved',
      nowIso,
    });
    if (!closed) throw new AppError(HELP_ERRORS.REQUEST_CLOSED);
    if (thanks && !closed.helper_id) throw new AppError(HELP_ERRORS.NO_HELPER);
    if (thanks) {
      await repo.insertTestimonial(trx, {
        id: randomUUID(),
        request_id: id,
        from_user_id: user.id,
        to_user_id: closed.helper_id,
        message: thanks.message,
        rating: thanks.rating,
        is_public: thanks.isPublic ? 1 : 0,
        created_at: nowIso,
      });
    }
    return closed.helper_id;
  });
  await announceStatus(deps, id, 'resolved');
  if (thanks && helperId) {
    // The public status event cannot carry it (a private thank-you is the helper's alone).
    deps.live.publish(deps.live.topics.userMessages(helperId), {
      action: 'help_thanks',
      data: {
        requestId: id,
        vesselName: request.vessel_name,
        ownerName: user.username,
        message: thanks.message,
        rating: thanks.rating,
      },
    });
  }
  return getRequest(deps, actorOf(user), id);
}
