import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leaseKey, localLeases, redisLeases, type Leases } from './leases';

describe('redisLeases', () => {
  let server: RedisServer;
  const connections: Redis[] = [];
  /** An instance with its own Redis connection, as each app instance has. */
  const instance = (id: string): Leases => {
    const redis = new Redis(server.url);
    connections.push(redis);
    return redisLeases(redis, id);
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    const [first] = connections;
    await first?.flushall();
    for (const redis of connections.splice(0)) redis.disconnect();
  });
  afterAll(() => server.stop());

  it('lets only one of two instances hold a lease', async () => {
    const a = instance('a');
    const b = instance('b');
    const taken = await Promise.all([a.acquire('job', 5_000), b.acquire('job', 5_000)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await a.holder('job')).toBe(taken[0] ? 'a' : 'b');
  });

  it('gives the lease to the other instance once it expired', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('job', 150)).toBe(true);
    expect(await b.acquire('job', 150)).toBe(false);
    await sleep(250);
    expect(await b.acquire('job', 5_000)).toBe(true);
    expect(await a.acquire('job', 5_000)).toBe(false);
    expect(await a.holder('job')).toBe('b');
  });

  it('lets the holder extend its own lease', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('job', 200)).toBe(true);
    await sleep(120);
    expect(await a.acquire('job', 200)).toBe(true);
    await sleep(120);
    // 240 ms after the first take: expired, had the second call not extended it.
    expect(await b.acquire('job', 200)).toBe(false);
    expect(await a.holder('job')).toBe('a');
  });

  it('does not let one instance extend the lease of another', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('job', 300)).toBe(true);
    expect(await b.acquire('job', 60_000)).toBe(false);
    expect(await connections[0]!.pttl(leaseKey('job'))).toBeLessThanOrEqual(300);
  });

  it('does not let one instance release the lease of another', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('job', 60_000)).toBe(true);
    await b.release('job');
    expect(await a.holder('job')).toBe('a');
  });

  it('frees the lease when its holder releases it', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('job', 60_000)).toBe(true);
    await a.release('job');
    expect(await a.holder('job')).toBeUndefined();
    expect(await b.acquire('job', 60_000)).toBe(true);
  });

  it('keeps leases of different names apart', async () => {
    const a = instance('a');
    const b = instance('b');
    expect(await a.acquire('retention', 5_000)).toBe(true);
    expect(await b.acquire('ais-source', 5_000)).toBe(true);
  });
});

describe('localLeases', () => {
  it('holds every lease, always', async () => {
    const leases = localLeases('alone');
    expect(await leases.acquire('job', 1)).toBe(true);
    expect(await leases.acquire('job', 1)).toBe(true);
    expect(await leases.holder('job')).toBe('alone');
  });
});
