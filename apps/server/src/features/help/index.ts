import { helpContract } from '@havhjaelp/common/contracts/help';
import type { Bus } from '../../cluster/bus';
import type { Feature, FeaturePlug } from '../../feature';
import { offer } from '../../slots';
import { CHAT_KINDS } from '../chats';
import { CALL_PARTNERS, type CallPartners } from '../positions';
import { CALL_FACTS, type CallFactsSource } from '../push';
import { releaseRequestsOf } from './account-gone';
import { helpChatKind } from './chat-kind';
import { helpExport } from './export';
import { HelpListCache } from './list-cache';
import { findRequest, listChatRequestsOf } from './repository';
import { helpRoutes } from './routes';
import { announceStatus, type HelpDeps } from './service';

const HELP_LIST_CACHE_MS = 2_000;

/**
 * The other person of each accepted, open request the user is in (the requests whose chat is
 * open), for the positions feature: they see each other on the way.
 */
function callPartners(deps: Pick<HelpDeps, 'db'>): CallPartners {
  return {
    async partnersOf(userId) {
      const requests = await listChatRequestsOf(deps.db, userId);
      return requests.flatMap(({ id, user_id: ownerId, helper_id: helperId }) => {
        const role = ownerId === userId ? ('owner' as const) : ('helper' as const);
        const partnerId = role === 'owner' ? helperId : ownerId;
        return partnerId ? [{ requestId: id, partnerId, role }] : [];
      });
    },
  };
}

/** What web push must know of a call to tell the right people the right things. */
function callFacts(deps: Pick<HelpDeps, 'db'>): CallFactsSource {
  return {
    async factsOf(callId) {
      const row = await findRequest(deps.db, callId);
      if (!row) return undefined;
      return {
        id: row.id,
        ownerId: row.user_id,
        helperId: row.helper_id,
        priority: row.priority,
        type: row.type,
        status: row.status,
        position: { lat: row.lat, lng: row.lng },
        boatName: row.vessel_name,
      };
    },
  };
}

export function helpFeature({ bus, ...deps }: Omit<HelpDeps, 'listCache'> & { bus: Bus }): Feature {
  const full: HelpDeps = { ...deps, listCache: new HelpListCache(HELP_LIST_CACHE_MS, bus) };
  // The chat between a request's owner and its accepted helper.
  const chatKind = helpChatKind(full);
  let unfollow: (() => Promise<void>) | undefined;
  return {
    name: 'help',
    contract: helpContract,
    offers: [
      offer(CHAT_KINDS, chatKind),
      offer(CALL_PARTNERS, callPartners(full)),
      offer(CALL_FACTS, callFacts(full)),
    ],
    participants: { helpChat: (id, userId) => chatKind.isParticipant(id, userId) },
    // Every instance drops its cached list when any of them writes.
    start: async () => {
      unfollow = await full.listCache.follow();
    },
    stop: async () => {
      await unfollow?.();
    },
    routes: async (app) => helpRoutes(app, full),
    account: {
      async onDelete(trx, user, nowIso) {
        const released = await releaseRequestsOf(trx, user.id, nowIso);
        // Other browsers learn of it as of any status change: the lists update, chats close.
        return () => released.forEach(({ id, status }) => void announceStatus(full, id, status));
      },
      export: (db, userId) => helpExport(db, userId),
      // The list shows names and boats, read live from users.
      onChanged: () => void full.listCache.invalidate(),
    },
  };
}

export const helpPlug: FeaturePlug = ({ db, now, live, cluster }) =>
  helpFeature({ db, now, live, bus: cluster.bus });
