import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import { freePort } from '@havhjaelp/testing/free-port';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KEY, redisBudget } from './redis-budget';
import { OPEN_METEO_FREE_TIER, type BudgetWindow, type UpstreamBudget } from './upstream-budget';

const granted = (answers: boolean[]) => answers.filter(Boolean).length;

describe('redisBudget', () => {
  let server: RedisServer;
  /** For the test to look into Redis and clean up. */
  let admin: Redis;
  const connections: Redis[] = [];
  const errors: Error[] = [];
  const connect = () => {
    const redis = new Redis(server.url);
    connections.push(redis);
    return redis;
  };
  /** An app instance's budget, on its own Redis connection as each instance has. */
  const instance = (windows: readonly BudgetWindow[]): UpstreamBudget =>
    redisBudget(connect(), windows, (error) => errors.push(error));

  beforeAll(async () => {
    server = await startRedisServer();
    admin = new Redis(server.url);
  });
  afterEach(async () => {
    await admin.flushall();
    for (const redis of connections.splice(0)) redis.disconnect();
    errors.length = 0;
  });
  afterAll(async () => {
    admin.disconnect();
    await server.stop();
  });

  it('lets two instances asking at once take no more than the limit together', async () => {
    const windows = [{ windowMs: 60_000, max: 50 }];
    const a = instance(windows);
    const b = instance(windows);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? a : b).take()),
    );
    expect(granted(answers)).toBe(50);
    // Whichever of them got more in the race, neither may take another now.
    expect([await a.take(), await b.take()]).toEqual([false, false]);
  });

  it('holds the free tier of a deployment: 600 a minute across instances', async () => {
    const a = instance(OPEN_METEO_FREE_TIER);
    const b = instance(OPEN_METEO_FREE_TIER);
    const answers = await Promise.all(
      Array.from({ length: 700 }, (_, i) => (i % 2 === 0 ? a : b).take()),
    );
    expect(granted(answers)).toBe(600);
  });

  it('counts a sliding window: a call leaves it a window after it was made, not at a boundary', async () => {
    const windows = [{ windowMs: 1_000, max: 2 }];
    const a = instance(windows);
    const b = instance(windows);
    expect(await a.take()).toBe(true);
    await sleep(600);
    expect(await b.take()).toBe(true);
    expect(await a.take()).toBe(false);
    await sleep(500);
    // The first call is out of the last second, the second is still in it.
    expect(await b.take()).toBe(true);
    expect(await a.take()).toBe(false);
  });

  it('refuses while any window is full, whichever order they are given in', async () => {
    const short = { windowMs: 60_000, max: 5 };
    const long = { windowMs: 120_000, max: 3 };
    for (const windows of [
      [short, long],
      [long, short],
    ]) {
      const budget = instance(windows);
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await budget.take());
      expect(granted(answers)).toBe(3);
      await admin.del(BUDGET_KEY);
    }
  });

  it('forgets calls older than the longest window', async () => {
    const budget = instance([
      { windowMs: 200, max: 5 },
      { windowMs: 400, max: 10 },
    ]);
    for (let i = 0; i < 3; i++) await budget.take();
    expect(await admin.zcard(BUDGET_KEY)).toBe(3);
    expect(await admin.pttl(BUDGET_KEY)).toBeLessThanOrEqual(400);
    await sleep(450);
    expect(await admin.exists(BUDGET_KEY)).toBe(0);
  });

  it('still counts the calls stamped before the Redis clock was set back', async () => {
    const budget = instance([{ windowMs: 60_000, max: 2 }]);
    // A call the clock had put ten minutes ahead, before it was set back.
    await admin.zadd(BUDGET_KEY, Date.now() + 600_000, 'ahead');
    expect(await budget.take()).toBe(true);
    expect(await budget.take()).toBe(false);
  });

  it('takes nothing and reports the error while Redis cannot be asked', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    const budget = redisBudget(redis, OPEN_METEO_FREE_TIER, (error) => errors.push(error));
    expect(await budget.take()).toBe(false);
    expect(errors).toHaveLength(1);
    redis.disconnect();
  });
});
