import { randomUUID } from 'node:crypto';
import {
  DEFAULT_PUSH_PREFERENCES,
  type PushPayload,
  type PushPreferences,
  type PushSubscriptionJson,
} from '@havhjaelp/common/push';
import { PUSH_ERRORS } from '@havhjaelp/common/push-errors';
import type { LiveEvent } from '@havhjaelp/common/live';
import type { Db } from '../../db/database';
import { serializeOn } from '../../db/serialize';
import { AppError } from '../../http/app-error';
import type { Member } from '../../identity/member';
import type { CallFactsSource } from './call-facts';
import * as repo from './repository';
import {
  callAudience,
  callPayload,
  chatPayload,
  chatReceiver,
  chosen,
  directMessagePayload,
  friendRequestPayload,
  needOf,
  offerPayload,
  originAllowed,
  statusPayload,
  statusReceiver,
  type PushNeed,
} from './rules';
import { deliver, type SenderDeps, type WorkQueue } from './sender';
import type { PushPreferencesTable } from './tables';

export interface PushDeps extends SenderDeps {
  queue: WorkQueue;
  /** Whether a user has the app open now (a live connection on any instance). */
  isConnected(userId: string): Promise<boolean>;
  helpChatTopic(callId: string): string;
}

/** One browser per device, a handful of devices: more is someone filling the table. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/** A user's choices and kept fix change one at a time (see `setPreferences` and `keepFix`). */
const holdUser = (trx: Db, userId: string) => serializeOn(trx, `push:${userId}`);

const on = (flag: boolean) => (flag ? 1 : 0);

export function toPreferences(row: PushPreferencesTable | undefined): PushPreferences {
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  return {
    critical: row.critical === 1,
    urgent: row.urgent === 1,
    radiusKm: row.radius_km,
    home:
      row.home_lat !== null && row.home_lng !== null
        ? { lat: row.home_lat, lng: row.home_lng }
        : null,
    offers: row.offers === 1,
    chat: row.chat === 1,
    directMessages: row.direct_messages === 1,
    friendRequests: row.friend_requests === 1,
  };
}

const wantsCalls = (preferences: PushPreferences) => preferences.critical || preferences.urgent;

export async function subscribe(
  deps: PushDeps,
  user: Member,
  subscription: PushSubscriptionJson,
): Promise<void> {
  if (!originAllowed(subscription.endpoint, deps.pushServiceOrigins)) {
    throw new AppError(PUSH_ERRORS.PUSH_ENDPOINT_NOT_ALLOWED);
  }
  await deps.db.transaction().execute(async (trx) => {
    await holdUser(trx, user.id);
    await repo.saveSubscription(trx, {
      id: randomUUID(),
      user_id: user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: deps.now().toISOString(),
      last_sent_at: null,
    });
    await repo.keepNewestSubscriptions(trx, user.id, MAX_SUBSCRIPTIONS_PER_USER);
  });
}

export async function unsubscribe(deps: PushDeps, user: Member, endpoint: string): Promise<void> {
  if (!(await repo.deleteSubscription(deps.db, user.id, endpoint))) {
    throw new AppError(PUSH_ERRORS.PUSH_SUBSCRIPTION_NOT_FOUND);
  }
}

export async function preferencesOf(deps: PushDeps, user: Member): Promise<PushPreferences> {
  return toPreferences(await repo.preferencesOf(deps.db, user.id));
}

/** Saves the choices; with neither critical nor urgent calls chosen, the kept fix goes. */
export async function setPreferences(
  deps: PushDeps,
  user: Member,
  preferences: PushPreferences,
): Promise<PushPreferences> {
  await deps.db.transaction().execute(async (trx) => {
    await holdUser(trx, user.id);
    await repo.savePreferences(trx, {
      user_id: user.id,
      critical: on(preferences.critical),
      urgent: on(preferences.urgent),
      radius_km: preferences.radiusKm,
      home_lat: preferences.home?.lat ?? null,
      home_lng: preferences.home?.lng ?? null,
      offers: on(preferences.offers),
      chat: on(preferences.chat),
      direct_messages: on(preferences.directMessages),
      friend_requests: on(preferences.friendRequests),
      updated_at: deps.now().toISOString(),
    });
    if (!wantsCalls(preferences)) await repo.deleteTargeting(trx, user.id);
  });
  return preferences;
}

/** Keeps a reported fix for choosing whom a call concerns, only while calls are chosen. */
export async function keepFix(
  deps: Pick<PushDeps, 'db'>,
  userId: string,
  fix: { lat: number; lng: number },
  atIso: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await holdUser(trx, userId);
    if (!wantsCalls(toPreferences(await repo.preferencesOf(trx, userId)))) return;
    await repo.saveTargeting(trx, {
      user_id: userId,
      lat: fix.lat,
      lng: fix.lng,
      updated_at: atIso,
    });
  });
}

/** Queues the message to every browser of `userId`. */
async function sendTo(
  deps: PushDeps,
  userIds: readonly string[],
  payloadOf: (userId: string) => PushPayload,
  urgency: 'normal' | 'high' = 'normal',
): Promise<void> {
  for (const subscription of await repo.subscriptionsOf(deps.db, userIds)) {
    const payload = payloadOf(subscription.user_id);
    deps.queue.add(payload.kind, () => deliver(deps, subscription, payload, urgency));
  }
}

/** The one receiver of a push about one's own calls or friends, when they chose to hear it. */
async function toChooser(
  deps: PushDeps,
  receiverId: string | null,
  kind: Exclude<PushNeed['kind'], 'call'>,
  payload: PushPayload,
): Promise<void> {
  if (receiverId === null) return;
  if (!chosen(toPreferences(await repo.preferencesOf(deps.db, receiverId)), kind)) return;
  // An open app shows the line itself; telling it again would only double it.
  if ((kind === 'chat' || kind === 'direct_message') && (await deps.isConnected(receiverId))) {
    return;
  }
  await sendTo(deps, [receiverId], () => payload);
}

/** Works out and queues the pushes one need calls for. */
export async function tell(deps: PushDeps, calls: CallFactsSource, need: PushNeed): Promise<void> {
  switch (need.kind) {
    case 'direct_message':
      return toChooser(deps, need.receiverId, need.kind, directMessagePayload(need.line));
    case 'friend_request':
      return toChooser(
        deps,
        need.receiverId,
        need.kind,
        friendRequestPayload(need.senderId, need.senderName),
      );
    default:
  }
  const call = await calls.factsOf(need.kind === 'chat' ? need.line.requestId : need.callId);
  if (!call) return;
  switch (need.kind) {
    case 'call': {
      if (call.priority === 'normal') return;
      const candidates = (await repo.callCandidates(deps.db, call.priority)).map((row) => ({
        userId: row.user_id,
        preferences: toPreferences(row),
        fix:
          row.fix_lat !== null && row.fix_lng !== null
            ? { lat: row.fix_lat, lng: row.fix_lng }
            : null,
      }));
      const receivers = new Map(
        callAudience(call, candidates).map(({ userId, distanceNm }) => [userId, distanceNm]),
      );
      return sendTo(
        deps,
        [...receivers.keys()],
        (userId) => callPayload(call, receivers.get(userId)!),
        call.priority === 'critical' ? 'high' : 'normal',
      );
    }
    case 'offer':
      return toChooser(deps, call.ownerId, need.kind, offerPayload(call));
    case 'status':
      return toChooser(
        deps,
        statusReceiver(need.status, call),
        need.kind,
        statusPayload(call, need.status),
      );
    case 'chat':
      return toChooser(
        deps,
        chatReceiver(need.line.userId, call),
        need.kind,
        chatPayload(call, need.line),
      );
  }
}

/** Hears an event this instance published; the work is queued, never done in the request. */
export function onLocalEvent(
  deps: PushDeps,
  calls: CallFactsSource,
  topic: string,
  event: LiveEvent,
): void {
  const need = needOf(topic, event, deps.helpChatTopic);
  if (need) deps.queue.add(`event ${event.action}`, () => tell(deps, calls, need));
}
