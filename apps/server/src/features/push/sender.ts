import type { PushPayload } from '@havhjaelp/common/push';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import webpush from 'web-push';
import type { Db } from '../../db/database';
import * as repo from './repository';
import { originAllowed } from './rules';
import type { PushSubscriptionTable } from './tables';
import type { VapidKeys } from './vapid';

/** How long a push service may take to answer before the message is given up. */
const SEND_TIMEOUT_MS = 10_000;
/** A notification older than this is of no use: a call nearby an hour ago is news no longer. */
const TTL_SECONDS = 60 * 60;

/**
 * Work waiting to be done off the request that caused it, a bounded amount at a time: a burst of
 * calls queues here instead of holding up the API, and past `maxWaiting` new work is dropped
 * (logged) rather than growing without end.
 */
export interface WorkQueue {
  add(what: string, work: () => Promise<void>): void;
  /** Drops what waits and lets what runs finish. */
  stop(): Promise<void>;
}

export function workQueue(
  log: FastifyBaseLogger,
  { concurrency, maxWaiting }: { concurrency: number; maxWaiting: number },
): WorkQueue {
  const limit = pLimit(concurrency);
  const running = new Set<Promise<void>>();
  let stopped = false;
  const run = (what: string, work: () => Promise<void>) => {
    const done = work()
      .catch((err: unknown) => log.warn({ err, what }, 'push work failed'))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };
  return {
    add(what, work) {
      if (stopped) return;
      if (limit.pendingCount >= maxWaiting) {
        log.warn({ what, waiting: limit.pendingCount }, 'push queue full, dropped');
        return;
      }
      void limit(() => (stopped ? Promise.resolve() : run(what, work)));
    },
    async stop() {
      stopped = true;
      limit.clearQueue();
      await Promise.all(running);
    },
  };
}

export interface SenderDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  vapidKeys: () => Promise<VapidKeys>;
  vapidSubject: string;
  pushServiceOrigins: readonly string[];
}

/**
 * Sends one encrypted, signed message (RFC 8030, 8291, 8292) to one subscription. web-push makes
 * the request; it is sent with fetch, since web-push's own sender speaks https only, and without
 * following redirects, so only the push service's own address is ever called. A subscription
 * the service no longer knows (404, 410) is deleted.
 */
export async function deliver(
  deps: SenderDeps,
  subscription: PushSubscriptionTable,
  payload: PushPayload,
  urgency: 'normal' | 'high',
): Promise<void> {
  // Checked when subscribed; checked again, since the allowed list may have changed since.
  if (!originAllowed(subscription.endpoint, deps.pushServiceOrigins)) return;
  const keys = await deps.vapidKeys();
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: deps.vapidSubject, ...keys },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency,
    },
  );
  // fetch counts the body itself and refuses a length set by hand.
  const { 'Content-Length': _length, ...headers } = request.headers as Record<string, unknown>;
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, String(value)]),
    ),
    body: request.body as Buffer,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) {
    await repo.deleteSubscriptionById(deps.db, subscription.id);
    return;
  }
  if (!response.ok) {
    deps.log.warn({ status: response.status, kind: payload.kind }, 'push service refused');
    return;
  }
  await repo.markSent(deps.db, subscription.id, deps.now().toISOString());
}
