import { LIVE_TOPIC_PATHS } from '@havhjaelp/common/live';
import type { Feature } from '../../feature';
import type { ChatKind } from '../chats';
import { releaseRequestsOf } from './account-gone';
import { helpChatKind } from './chat-kind';
import { helpExport } from './export';
import { HelpListCache } from './list-cache';
import { helpRoutes } from './routes';
import { announceStatus, type HelpDeps } from './service';

const HELP_LIST_CACHE_MS = 2_000;

export interface HelpFeature extends Feature {
  /** The chat between a request's owner and its accepted helper. */
  chatKind: ChatKind;
}

export function helpFeature(deps: Omit<HelpDeps, 'listCache'>): HelpFeature {
  const full: HelpDeps = { ...deps, listCache: new HelpListCache(HELP_LIST_CACHE_MS) };
  return {
    name: 'help',
    routes: async (app) => {
      await app.register(helpRoutes, full);
    },
    topics: [
      { path: LIVE_TOPIC_PATHS.helpNew, access: 'public' },
      { path: LIVE_TOPIC_PATHS.helpUpdate, access: 'public' },
      { path: LIVE_TOPIC_PATHS.helpResponse, access: 'member' },
    ],
    account: {
      async onDelete(trx, user, nowIso) {
        const released = await releaseRequestsOf(trx, user.id, nowIso);
        // Other browsers learn of it as of any status change: the lists update, chats close.
        return () => released.forEach(({ id, status }) => announceStatus(full, id, status));
      },
      export: (db, userId) => helpExport(db, userId),
      // The list shows names and boats, read live from users.
      onChanged: () => full.listCache.invalidate(),
    },
    chatKind: helpChatKind(full),
  };
}
