import type { Redis } from 'ioredis';

/**
 * Work that one instance of a deployment does at a time (a job's run, the one AIS upstream
 * connection): an instance does it while it holds the lease of that name.
 */
export interface Leases {
  /**
   * Takes lease `name` for `ttlMs` when it is free, or extends it when this instance holds it.
   * True when this instance holds it afterwards.
   */
  acquire(name: string, ttlMs: number): Promise<boolean>;
  /** Gives lease `name` up if this instance holds it. */
  release(name: string): Promise<void>;
  /** Which instance holds lease `name` now, if any instance does. */
  holder(name: string): Promise<string | undefined>;
}

/** One instance alone holds every lease. */
export function localLeases(instanceId = 'local'): Leases {
  return {
    acquire: async () => true,
    release: async () => {},
    holder: async () => instanceId,
  };
}

// Extend and release only when the key still holds this instance's id: between a GET and a
// PEXPIRE or DEL the lease may have expired and been taken by another instance, so each check and
// its change run as one script, which Redis executes without anything in between.
const EXTEND_IF_OURS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;
const DELETE_IF_OURS = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0`;

/** Where lease `name` lives in Redis, apart from the app's other keys. */
export const leaseKey = (name: string): string => `havhjaelp:lease:${name}`;

/**
 * Leases in the deployment's Redis: a key per lease holding the holder's `instanceId`, taken with
 * SET NX PX, so it frees itself `ttlMs` after the holder stopped renewing it (or died).
 */
export function redisLeases(redis: Redis, instanceId: string): Leases {
  return {
    async acquire(name, ttlMs) {
      const key = leaseKey(name);
      const ttl = String(Math.max(1, Math.round(ttlMs)));
      if ((await redis.set(key, instanceId, 'PX', ttl, 'NX')) === 'OK') return true;
      return (await redis.eval(EXTEND_IF_OURS, 1, key, instanceId, ttl)) === 1;
    },
    async release(name) {
      await redis.eval(DELETE_IF_OURS, 1, leaseKey(name), instanceId);
    },
    async holder(name) {
      return (await redis.get(leaseKey(name))) ?? undefined;
    },
  };
}
