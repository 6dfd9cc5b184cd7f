import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { redisLeases } from '../../../cluster/leases';
import { startFakeAisstream, type FakeAisstream } from '../testing/fake-aisstream';
import { AisstreamSource } from './aisstream-source';
import { AIS_SOURCE_LEASE, LeasedSource } from './leased-source';

const TTL_MS = 600;
const RENEW_MS = 150;

describe('LeasedSource', () => {
  let server: RedisServer;
  let fake: FakeAisstream;
  const started: { leased: LeasedSource; redis: Redis }[] = [];

  /**
   * One app instance's part: its own Redis connection, and its own source while it holds the
   * lease; `events` records when a source of its finished closing and when it gave the lease up.
   */
  function instance(id: string) {
    const redis = new Redis(server.url, { maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const leases = redisLeases(redis, id);
    const events: string[] = [];
    const open = () => {
      const source = new AisstreamSource({
        apiKey: 'test-key',
        url: fake.url,
        backoff: { minMs: 20, maxMs: 80 },
      });
      const stop = source.stop.bind(source);
      source.stop = async () => {
        await stop();
        events.push('source closed');
      };
      return source;
    };
    const leased = new LeasedSource({
      leases: {
        ...leases,
        release: async (name) => {
          events.push('lease released');
          await leases.release(name);
        },
      },
      instanceId: id,
      open,
      sink: { line: () => undefined, message: () => undefined },
      ttlMs: TTL_MS,
      renewMs: RENEW_MS,
    });
    started.push({ leased, redis });
    leased.start();
    return { leased, redis, events };
  }

  beforeAll(async () => {
    server = await startRedisServer();
  });
  beforeEach(async () => {
    fake = await startFakeAisstream();
  });
  afterEach(async () => {
    for (const { leased, redis } of started.splice(0)) {
      await leased.stop();
      redis.disconnect();
    }
    await fake.close();
    const admin = new Redis(server.url);
    await admin.flushall();
    admin.disconnect();
  });
  afterAll(() => server.stop());

  it('opens the source in one of two instances only, and renews the lease while it runs', async () => {
    const a = instance('a');
    const b = instance('b');
    await fake.waitFor(() => fake.open === 1);
    // Several lease lifetimes: the holder keeps it, the other never connects.
    await sleep(TTL_MS * 3);
    expect(fake.connections).toHaveLength(1);
    const holder = a.leased.holding().role === 'holder' ? a : b;
    const follower = holder === a ? b : a;
    expect(holder.leased.state()).toBe('connected');
    expect(follower.leased.holding()).toEqual({
      role: 'follower',
      holder: holder === a ? 'a' : 'b',
    });
    expect(follower.leased.state()).toBe('off');
  });

  it('hands the source over within the lease when the holder is cut off from Redis', async () => {
    const a = instance('a');
    await fake.waitFor(() => fake.open === 1);
    const b = instance('b');
    await sleep(RENEW_MS * 2);
    expect(b.leased.holding().role).toBe('follower');
    const cutAt = Date.now();
    a.redis.disconnect();
    // A cannot renew, so it closes its connection before the lease runs out; then B takes over.
    await fake.waitFor(() => fake.connections.length === 2 && fake.open === 1, TTL_MS * 4);
    expect(Date.now() - cutAt).toBeLessThan(TTL_MS + RENEW_MS * 4);
    expect(b.leased.holding()).toEqual({ role: 'holder', holder: 'b' });
    expect(a.leased.holding().role).toBe('follower');
    expect(fake.maxOpen).toBe(1);
  });

  it('closes its connection before it gives the lease up, so the next holder never overlaps it', async () => {
    const a = instance('a');
    await fake.waitFor(() => fake.open === 1);
    const b = instance('b');
    await a.leased.stop();
    expect(a.events).toEqual(['source closed', 'lease released']);
    await fake.waitFor(() => fake.connections.length === 2 && fake.open === 1, RENEW_MS * 10);
    expect(b.leased.holding().role).toBe('holder');
  });

  it('stays out once stopped, even when asked to try for the lease', async () => {
    const a = instance('a');
    await fake.waitFor(() => fake.open === 1);
    await a.leased.stop();
    a.leased.tryNow();
    await sleep(RENEW_MS * 2);
    expect(await redisLeases(a.redis, 'b').holder(AIS_SOURCE_LEASE)).toBeUndefined();
    expect(fake.connections).toHaveLength(1);
  });
});
