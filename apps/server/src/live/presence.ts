import type { Redis } from 'ioredis';

/**
 * Which users have a live connection open, on any instance: web push asks it before telling a chat
 * line, so an open app is not told twice. Alone, the instance's own connections answer. With Redis
 * each connection is a member of its user's sorted set, scored with when it stops counting; the
 * instance renews its own while they stay open, so those of an instance that died fall out within
 * PRESENCE_TTL_MS.
 */
export interface Presence {
  add(connectionId: string, userId: string): void;
  remove(connectionId: string): void;
  isConnected(userId: string): Promise<boolean>;
  close(): void;
}

const PRESENCE_TTL_MS = 90_000;
const RENEW_EVERY_MS = 30_000;

export const presenceKey = (userId: string): string => `havhjaelp:live:online:${userId}`;

export function createPresence(
  redis: Redis | undefined,
  onError: (error: unknown) => void,
  now: () => number = Date.now,
): Presence {
  const local = new Map<string, string>();
  const countsOf = (userId: string) =>
    [...local.values()].filter((owner) => owner === userId).length;
  if (!redis) {
    return {
      add: (connectionId, userId) => void local.set(connectionId, userId),
      remove: (connectionId) => void local.delete(connectionId),
      isConnected: async (userId) => countsOf(userId) > 0,
      close: () => local.clear(),
    };
  }
  const mark = (connectionId: string, userId: string) =>
    redis
      .multi()
      .zadd(presenceKey(userId), now() + PRESENCE_TTL_MS, connectionId)
      .pexpire(presenceKey(userId), PRESENCE_TTL_MS)
      .exec()
      .catch(onError);
  const renew = setInterval(() => {
    for (const [connectionId, userId] of local) void mark(connectionId, userId);
  }, RENEW_EVERY_MS);
  renew.unref();
  return {
    add(connectionId, userId) {
      local.set(connectionId, userId);
      void mark(connectionId, userId);
    },
    remove(connectionId) {
      const userId = local.get(connectionId);
      if (userId === undefined) return;
      local.delete(connectionId);
      redis.zrem(presenceKey(userId), connectionId).catch(onError);
    },
    async isConnected(userId) {
      if (countsOf(userId) > 0) return true;
      try {
        return (await redis.zcount(presenceKey(userId), now(), '+inf')) > 0;
      } catch (err) {
        // Unknown: a push too many is better than a chat line nobody hears of.
        onError(err);
        return false;
      }
    },
    close() {
      clearInterval(renew);
      for (const connectionId of [...local.keys()]) this.remove(connectionId);
    },
  };
}
