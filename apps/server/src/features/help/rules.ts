import {
  DEFAULT_DESCRIPTION,
  DEFAULT_VESSEL_NAME,
  HELP_STATUSES,
  isOpenStatus,
  type HelpStatus,
  type Position,
} from '@havhjaelp/common/help';
import { nearCall } from '@havhjaelp/common/help-precision';
import { LIMITS } from '@havhjaelp/common/limits';

/** Who is asking about a request. */
export type HelpRole = 'owner' | 'helper' | 'other';

export function roleOf(
  request: { user_id: string | null; helper_id: string | null },
  userId: string,
): HelpRole {
  if (request.user_id === userId) return 'owner';
  if (request.helper_id === userId) return 'helper';
  return 'other';
}

/**
 * Our answer to SPEC.md's open question of who moves a request where: the owner ends an open
 * request (resolved or cancelled); the accepted helper reports progress (on_way, then arrived).
 * Everything else is refused. The database enforces it: see `statusesFrom`.
 */
export function mayChangeStatus(role: HelpRole, from: HelpStatus, to: HelpStatus): boolean {
  if (!isOpenStatus(from)) return false;
  if (role === 'owner') return to === 'resolved' || to === 'cancelled';
  if (role === 'helper') {
    if (to === 'on_way') return from === 'accepted';
    if (to === 'arrived') return from === 'accepted' || from === 'on_way';
  }
  return false;
}

/**
 * The statuses from which `role` may move a request to `to`: the one conditional update of a
 * status change applies only to a request in one of them, so a change that lost a race (an
 * 'arrived' after the owner closed) changes nothing.
 */
export function statusesFrom(role: HelpRole, to: HelpStatus): HelpStatus[] {
  return HELP_STATUSES.filter((from) => mayChangeStatus(role, from, to));
}

/**
 * An open request whose helper is not chosen yet: it takes offers (the first moves it from active
 * to offered) and the owner's accept. Accepted, on its way or arrived, it has its helper.
 */
export function isChoosingHelper(status: HelpStatus): boolean {
  return status === 'active' || status === 'offered';
}
export const CHOOSING_STATUSES: readonly HelpStatus[] = HELP_STATUSES.filter(isChoosingHelper);

/** An offer is possible on someone else's open request while no helper is chosen. */
export type OfferRefusal = 'own' | 'closed' | 'helperChosen';
export function offerRefusal(
  request: { user_id: string | null; helper_id: string | null; status: HelpStatus },
  userId: string,
): OfferRefusal | undefined {
  if (request.user_id === userId) return 'own';
  if (!isOpenStatus(request.status)) return 'closed';
  if (request.helper_id !== null || !isChoosingHelper(request.status)) return 'helperChosen';
  return undefined;
}

export function vesselNameOrDefault(given: string | undefined, boatName: string): string {
  return given?.trim() || boatName.trim() || DEFAULT_VESSEL_NAME;
}

export function descriptionOrDefault(given: string | undefined): string {
  return given?.trim() || DEFAULT_DESCRIPTION;
}

/**
 * Who reads calls: a visitor, or a member with what decides which calls they see precisely.
 */
export type Viewer = 'public' | MemberViewer;
export interface MemberViewer {
  id: string;
  /** Where the member is known to be: their last reported fix, and the place sent with the read. */
  places: readonly Position[];
  /** The calls the member has offered help on. */
  offeredOn: ReadonlySet<string>;
}

/**
 * Whether `viewer` gets a call's precise view (position, VHF channel, description): its owner,
 * its accepted helper, anyone who offered on it, and a member known to be within the emergency
 * alert's radius of it. Everyone else gets the visitor's view.
 */
export function seesPrecisely(
  call: { id: string; user_id: string | null; helper_id: string | null; lat: number; lng: number },
  viewer: Viewer,
): boolean {
  if (viewer === 'public') return false;
  if (roleOf(call, viewer.id) !== 'other' || viewer.offeredOn.has(call.id)) return true;
  return viewer.places.some((place) => nearCall(place, { lat: call.lat, lng: call.lng }));
}

/** Rating and the public flag travel only with a thank-you; the rating defaults to 5. */
export function testimonialFrom(input: {
  testimonial?: string;
  rating?: number;
  isPublic?: boolean;
}): { message: string; rating: number; isPublic: boolean } | undefined {
  const message = input.testimonial?.trim();
  if (!message) return undefined;
  return { message, rating: input.rating ?? 5, isPublic: input.isPublic ?? false };
}

/** What an account already has posted, counted from the database. */
export interface CallCounts {
  /** Its requests still open. */
  open: number;
  /** Its requests created in the last hour, open or ended. */
  lastHour: number;
}

/** Why a new call is refused, the open cap first (closing one is what the owner can do now). */
export type NewCallRefusal = 'tooManyOpen' | 'tooManyPerHour';
export function newCallRefusal(
  counts: CallCounts,
  limits: { openCallsMax: number; callsPerHour: number } = LIMITS.posting,
): NewCallRefusal | undefined {
  if (counts.open >= limits.openCallsMax) return 'tooManyOpen';
  if (counts.lastHour >= limits.callsPerHour) return 'tooManyPerHour';
  return undefined;
}

/** Whether one more offer fits, given the offers the account made in the last hour. */
export function mayOfferAgain(
  offersLastHour: number,
  perHour: number = LIMITS.posting.offersPerHour,
): boolean {
  return offersLastHour < perHour;
}

/** One of my offers: when the call was made and when I offered (ISO times). */
export interface OfferDelay {
  requestedAt: string;
  offeredAt: string;
}

const MINUTE_MS = 60_000;

/**
 * My response time (SPEC.md section 2, the dashboard): the median of the minutes from each call's
 * creation to my offer on it, to a tenth of a minute; null when I have offered nothing, so the
 * dashboard shows that it is unknown rather than a flattering 0. With an even number of offers it
 * is the mean of the middle two. An offer stamped before its call (two instances' clocks apart)
 * counts as made at once.
 */
export function medianResponseMinutes(offers: readonly OfferDelay[]): number | null {
  if (offers.length === 0) return null;
  const minutes = offers
    .map(({ requestedAt, offeredAt }) =>
      Math.max(0, (Date.parse(offeredAt) - Date.parse(requestedAt)) / MINUTE_MS),
    )
    .sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  const median =
    minutes.length % 2 === 1 ? minutes[middle]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
  return Math.round(median * 10) / 10;
}
