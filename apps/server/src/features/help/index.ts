import { helpContract } from '@havhjaelp/common/contracts/help';
import type { Bus } from '../../cluster/bus';
import type { Feature, FeaturePlug } from '../../feature';
import { offer } from '../../slots';
import { CHAT_KINDS } from '../chats';
import { CALL_PARTNERS, type CallPartners } from '../positions';
import { releaseRequestsOf } from './account-gone';
import { helpChatKind } from './chat-kind';
import { helpExport } from './export';
import { HelpListCache } from './list-cache';
import { listChatRequestsOf } from './repository';
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

export function helpFeature({ bus, ...deps }: Omit<HelpDeps, 'listCache'> & { bus: Bus }): Feature {
  const full: HelpDeps = { ...deps, listCache: new HelpListCache(HELP_LIST_CACHE_MS, bus) };
  // The chat between a request's owner and its accepted helper.
  const chatKind = helpChatKind(full);
  let unfollow: (() => Promise<void>) | undefined;
  return {
    name: 'help',
    contract: helpContract,
    offers: [offer(CHAT_KINDS, chatKind), offer(CALL_PARTNERS, callPartners(full))],
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
