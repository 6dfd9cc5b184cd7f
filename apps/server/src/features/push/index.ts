import { pushContract } from '@havhjaelp/common/contracts/push';
import type { Feature, FeaturePlug } from '../../feature';
import { offer } from '../../slots';
import { FIX_LISTENERS } from '../positions';
import { CALL_FACTS } from './call-facts';
import { pushExport } from './export';
import { deleteAllOf, deleteTargetingBefore } from './repository';
import { targetingKeptSince } from './rules';
import { pushRoutes } from './routes';
import { workQueue } from './sender';
import { keepFix, onLocalEvent, type PushDeps } from './service';
import { vapidKeysSource } from './vapid';

export { CALL_FACTS, type CallFacts, type CallFactsSource } from './call-facts';

/** Pushes at once: each waits on a push service far away, so several may be out together. */
const SEND_CONCURRENCY = 8;
/** A burst of critical calls near many subscribers fits; beyond this, work is dropped. */
const MAX_WAITING = 10_000;
const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Web push (issue 27): told with the app closed of calls nearby and of one's own calls, chats and
 * friends. It hears the events this instance publishes on the live channel, so with several
 * instances each push is made once, by the instance that handled the request.
 */
export const pushPlug: FeaturePlug = ({ config, db, now, live, log }): Feature => {
  const deps: PushDeps = {
    db,
    now,
    log,
    vapidKeys: vapidKeysSource(db, config.vapidKeys, now),
    vapidSubject: config.vapidSubject,
    pushServiceOrigins: config.pushServiceOrigins,
    queue: workQueue(log, { concurrency: SEND_CONCURRENCY, maxWaiting: MAX_WAITING }),
    isConnected: (userId) => live.isConnected(userId),
    helpChatTopic: (callId) => live.topics.helpChat(callId),
  };
  return {
    name: 'push',
    contract: pushContract,
    offers: [
      offer(FIX_LISTENERS, { onFix: (userId, fix, atIso) => keepFix(deps, userId, fix, atIso) }),
    ],
    routes: (app, { slots }) => {
      const calls = slots.one(CALL_FACTS);
      live.onLocalPublish((topic, event) => onLocalEvent(deps, calls, topic, event));
      pushRoutes(app, deps);
    },
    account: {
      async onDelete(trx, user) {
        await deleteAllOf(trx, user.id);
        return undefined;
      },
      export: (db, userId) => pushExport(db, userId),
    },
    jobs: [
      {
        name: 'push-targeting-retention',
        everyMs: RETENTION_JOB_INTERVAL_MS,
        run: () => deleteTargetingBefore(db, targetingKeptSince(now())),
      },
    ],
    // Made (or read) at start, so the first browser to ask reads a pair and writes nothing.
    start: async () => {
      await deps.vapidKeys().catch((err: unknown) => log.warn({ err }, 'push: no VAPID keys yet'));
    },
    stop: () => deps.queue.stop(),
  };
};
