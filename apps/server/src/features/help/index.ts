import { LIVE_TOPIC_PATHS } from '@havhjaelp/common/live';
import type { Bus } from '../../cluster/bus';
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

export function helpFeature({
  bus,
  ...deps
}: Omit<HelpDeps, 'listCache'> & { bus: Bus }): HelpFeature {
  const full: HelpDeps = { ...deps, listCache: new HelpListCache(HELP_LIST_CACHE_MS, bus) };
  let unfollow: (() => Promise<void>) | undefined;
  return {
    name: 'help',
    // Every instance drops its cached list when any of them writes.
    start: async () => {
      unfollow = await full.listCache.follow();
    },
    stop: async () => {
      await unfollow?.();
    },
    routes: async (app) => helpRoutes(app, full),
    topics: [
      { path: LIVE_TOPIC_PATHS.helpNew, access: 'public' },
      { path: LIVE_TOPIC_PATHS.helpUpdate, access: 'public' },
      { path: LIVE_TOPIC_PATHS.helpResponse, access: 'member' },
    ],
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
    chatKind: helpChatKind(full),
  };
}
