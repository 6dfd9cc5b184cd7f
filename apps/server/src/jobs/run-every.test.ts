import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localLeases, redisLeases, type Leases } from '../cluster/leases';
import { runEvery } from './run-every';

const EVERY_MS = 500;

/** The runs of one job across instances: who ran it, and when. */
function runLog() {
  const runs: { by: string; at: number }[] = [];
  const job = (by: string, everyInstance = false) => ({
    name: 'retention',
    everyMs: EVERY_MS,
    everyInstance,
    run: async () => {
      runs.push({ by, at: Date.now() });
    },
  });
  return { runs, job };
}

describe('runEvery', () => {
  let server: RedisServer;
  const apps: FastifyInstance[] = [];
  const connections: Redis[] = [];
  const redisInstance = (id: string): Leases => {
    const redis = new Redis(server.url);
    connections.push(redis);
    return redisLeases(redis, id);
  };
  const start = async (leases: Leases, job: ReturnType<ReturnType<typeof runLog>['job']>) => {
    const app = Fastify({ logger: false });
    runEvery(app, job, leases);
    apps.push(app);
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await connections[0]?.flushall();
    for (const redis of connections.splice(0)) redis.disconnect();
  });
  afterAll(() => server.stop());

  it('runs a job once per interval across two instances sharing Redis', async () => {
    const { runs, job } = runLog();
    await start(redisInstance('a'), job('a'));
    await sleep(EVERY_MS / 2);
    await start(redisInstance('b'), job('b'));
    await sleep(EVERY_MS * 4);
    // Ticks at 0, 500, ..., 2,000 ms in one instance and at 250, 750, ... in the other: 5 runs
    // for the cluster, 9 if each instance ran its own. A lease of 450 ms allows no more than 5 in
    // this time however late the timers fire.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(5);
  });

  it('runs the job on the survivor when the instance holding its lease stops', async () => {
    const { runs, job } = runLog();
    const instances = {
      a: await start(redisInstance('a'), job('a')),
      b: await start(redisInstance('b'), job('b')),
    };
    await sleep(EVERY_MS);
    const holder = runs.at(-1)!.by as 'a' | 'b';
    const survivor = holder === 'a' ? 'b' : 'a';
    await instances[holder].close();
    const stoppedAt = Date.now();
    await sleep(EVERY_MS * 3);
    const after = runs.filter((run) => run.at > stoppedAt);
    expect(after.length).toBeGreaterThanOrEqual(2);
    expect(after.every((run) => run.by === survivor)).toBe(true);
  });

  it('runs a job of every instance in each of them', async () => {
    const { runs, job } = runLog();
    await start(redisInstance('a'), job('a', true));
    await start(redisInstance('b'), job('b', true));
    await sleep(50);
    expect(runs.map((run) => run.by).sort()).toEqual(['a', 'b']);
  });

  it('runs every tick in an instance alone, as before there was Redis', async () => {
    const { runs, job } = runLog();
    await start(localLeases(), job('alone'));
    await sleep(EVERY_MS * 2 + EVERY_MS / 2);
    expect(runs).toHaveLength(3);
  });

  it('skips a run while Redis cannot be asked, and keeps the schedule', async () => {
    const { runs, job } = runLog();
    let asked = 0;
    const failingOnce: Leases = {
      acquire: async () => {
        asked += 1;
        if (asked === 1) throw new Error('redis away');
        return true;
      },
      release: async () => {},
      holder: async () => undefined,
    };
    await start(failingOnce, job('a'));
    await sleep(50);
    expect(runs).toHaveLength(0);
    await sleep(EVERY_MS);
    expect(runs).toHaveLength(1);
  });
});
