import { randomUUID } from 'node:crypto';
import {
  SHARING_INTERVALS_S,
  type PartnerPosition,
  type PositionReport,
  type Positions,
  type PositionSharing,
  type PositionSharingChange,
} from '@havhjaelp/common/positions';
import type { Db } from '../../db/database';
import { serializeOn } from '../../db/serialize';
import type { Member } from '../../identity/member';
import type { LivePublisher } from '../../live/publisher';
import type { CallPartner, CallPartners, FixListener, PeopleRelations } from './relations';
import * as repo from './repository';
import type { PositionSettingsTable } from './tables';
import {
  DEFAULT_SHARING,
  keptSince,
  sharedWith,
  shownSince,
  toFriendPosition,
  type SharedFix,
} from './rules';

export interface PositionsDeps {
  db: Db;
  now: () => Date;
  live: LivePublisher;
  relations: PeopleRelations;
  partners: CallPartners;
  fixListeners: readonly FixListener[];
}

/** The switch and the history change for one user at a time (see `report` and `setSharing`). */
const holdUser = (trx: Db, userId: string) => serializeOn(trx, `positions:${userId}`);

/** The user's switch as stored, or the default when the user never touched it. */
export function toSharing(row: PositionSettingsTable | undefined): PositionSharing {
  if (!row) return DEFAULT_SHARING;
  return {
    enabled: row.sharing === 1,
    // Only an interval the schema allowed is ever stored.
    intervalSeconds:
      SHARING_INTERVALS_S.find((s) => s === row.interval_seconds) ??
      DEFAULT_SHARING.intervalSeconds,
  };
}

export async function sharingOf(deps: PositionsDeps, user: Member): Promise<PositionSharing> {
  return toSharing(await repo.settingsOf(deps.db, user.id));
}

/**
 * Turns sharing on or off. Off hides the user from every answer at once (they read the switch)
 * and ends the history: only the latest fix stays, for the other person of an accepted call.
 */
export async function setSharing(
  deps: PositionsDeps,
  user: Member,
  change: PositionSharingChange,
): Promise<PositionSharing> {
  return deps.db.transaction().execute(async (trx) => {
    await holdUser(trx, user.id);
    const current = toSharing(await repo.settingsOf(trx, user.id));
    const next: PositionSharing = {
      enabled: change.enabled,
      intervalSeconds: change.intervalSeconds ?? current.intervalSeconds,
    };
    await repo.saveSettings(trx, {
      user_id: user.id,
      sharing: next.enabled ? 1 : 0,
      interval_seconds: next.intervalSeconds,
      updated_at: deps.now().toISOString(),
    });
    if (!next.enabled) await repo.deleteLogOf(trx, user.id);
    return next;
  });
}

/** The partners of the user's accepted, open calls, but none with whom a block stands. */
async function partnersOf(deps: PositionsDeps, userId: string): Promise<CallPartner[]> {
  const partners = await deps.partners.partnersOf(userId);
  if (partners.length === 0) return [];
  const blocked = new Set(await deps.relations.blockedWith(userId));
  return partners.filter((partner) => !blocked.has(partner.partnerId));
}

/** The other person's part in a call where `role` is the user's own. */
const otherRole = (role: CallPartner['role']) => (role === 'owner' ? 'helper' : 'owner');

/**
 * Keeps the fix as the user's latest, adds it to the history while sharing is on, and tells the
 * other person of each accepted, open call where the user is now.
 */
export async function report(
  deps: PositionsDeps,
  user: Member,
  fix: PositionReport,
): Promise<void> {
  const nowIso = deps.now().toISOString();
  const columns = {
    user_id: user.id,
    lat: fix.lat,
    lng: fix.lng,
    accuracy: fix.accuracy,
    source: fix.source,
  };
  // Under the user's lock, so a fix reported while sharing is turned off cannot land in the
  // history after the switch has emptied it.
  await deps.db.transaction().execute(async (trx) => {
    await holdUser(trx, user.id);
    await repo.saveLatest(trx, { ...columns, updated_at: nowIso });
    if (toSharing(await repo.settingsOf(trx, user.id)).enabled) {
      await repo.insertLog(trx, { ...columns, id: randomUUID(), created_at: nowIso });
    }
  });
  for (const listener of deps.fixListeners) await listener.onFix(user.id, fix, nowIso);
  for (const partner of await partnersOf(deps, user.id)) {
    const data: PartnerPosition = {
      ...toFriendPosition({
        ...columns,
        username: user.username,
        boat_name: user.boat_name,
        updated_at: nowIso,
      }),
      requestId: partner.requestId,
      role: partner.role,
    };
    deps.live.publish(deps.live.topics.userMessages(partner.partnerId), {
      action: 'helper_position',
      data,
    });
  }
}

/**
 * What the user sees of others' positions: friends' fixes, everyone else's area (only of those
 * sharing, and only fixes of the last 30 minutes), and the other person of each accepted, open
 * call precisely, whatever that person's switch says.
 */
export async function positionsFor(deps: PositionsDeps, user: Member): Promise<Positions> {
  const since = shownSince(deps.now());
  const [fixes, friends, blocked, partners] = await Promise.all([
    repo.sharedFixesSince(deps.db, since),
    deps.relations.friendsOf(user.id),
    deps.relations.blockedWith(user.id),
    partnersOf(deps, user.id),
  ]);
  const partnerFixes = new Map<string, SharedFix>(
    (
      await repo.latestFixesSince(
        deps.db,
        partners.map((partner) => partner.partnerId),
        since,
      )
    ).map((fix) => [fix.user_id, fix]),
  );
  return {
    ...sharedWith(user.id, fixes, { friends: new Set(friends), blocked: new Set(blocked) }),
    partners: partners.flatMap((partner) => {
      const fix = partnerFixes.get(partner.partnerId);
      if (!fix) return [];
      return [
        { ...toFriendPosition(fix), requestId: partner.requestId, role: otherRole(partner.role) },
      ];
    }),
  };
}

/** Deletes fixes kept longer than the privacy policy allows: the history and stale latest ones. */
export function pruneOldFixes(deps: Pick<PositionsDeps, 'db' | 'now'>) {
  return repo.deleteFixesBefore(deps.db, keptSince(deps.now()));
}
