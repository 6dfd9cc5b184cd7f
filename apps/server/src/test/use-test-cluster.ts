import type { AddressInfo } from 'node:net';
import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import { startRedisServer, type RedisServer } from '@havhjaelp/testing/redis-server';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type Db } from '../db/database';
import { connectLive, type LiveClient } from './mqtt';
import type { TestApp } from './test-app';
import { createTestDatabase, testPostgresUrl } from './test-database';

export type InstanceName = 'a' | 'b';

/** One app instance of the test cluster, on its own loopback port with its own live channel. */
export interface TestInstance extends TestApp {
  name: InstanceName;
  /** `http://127.0.0.1:<port>`, for requests over a real connection as a balancer would send them */
  url: string;
  /** `ws://127.0.0.1:<port>/mqtt` */
  liveUrl: string;
}

export interface TestClusterOptions {
  /** Settings both instances get, on top of the shared DATABASE_URL and REDIS_URL. */
  env?: Record<string, string>;
  /** What each instance is built with (a clock, an AIS feature...). */
  deps?: (name: InstanceName) => AppDeps;
}

/** Two app instances sharing one PostgreSQL database and one Redis, as behind a load balancer. */
export interface TestCluster {
  a: TestInstance;
  b: TestInstance;
  redis: RedisServer;
  /** The shared database, for a test to look at what the instances stored. */
  db: Db;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The shared PostgreSQL: a database of its own in the run's cluster in the `server-pg` project;
 * in the SQLite project a cluster of its own, since two instances cannot share in-memory SQLite.
 */
async function sharedDatabase(): Promise<{ db: Db; url: string; remove(): Promise<void> }> {
  if (testPostgresUrl()) {
    const database = await createTestDatabase();
    return { db: database.db, url: database.url!, remove: database.remove };
  }
  const cluster = await startPostgresCluster();
  const db = createDatabase({ databaseUrl: cluster.url, sqliteFile: ':memory:' });
  return {
    db,
    url: cluster.url,
    async remove() {
      await db.destroy();
      cluster.stop();
    },
  };
}

async function startInstance(
  name: InstanceName,
  env: Record<string, string>,
  deps: AppDeps,
): Promise<TestInstance> {
  const temp = await makeTempDir(`cluster-${name}`);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: temp.dir, AIS_SOURCE: 'off', ...env });
  // The instance's own pool to the shared database, as a separate process would have.
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: ':memory:' });
  const app = await buildApp(config, { webRoot: temp.dir, db, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  let closed: Promise<void> | undefined;
  return {
    name,
    app,
    config,
    db,
    dataDir: temp.dir,
    url: `http://127.0.0.1:${port}`,
    liveUrl: `ws://127.0.0.1:${port}/mqtt`,
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await temp.remove();
      })()),
  };
}

export async function startTestCluster(options: TestClusterOptions = {}): Promise<TestCluster> {
  const redis = await startRedisServer();
  const database = await sharedDatabase();
  const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, ...options.env };
  const deps = options.deps ?? (() => ({}));
  // One after the other: the first migrates the shared database, the second finds it migrated.
  const a = await startInstance('a', env, deps('a'));
  const b = await startInstance('b', env, deps('b'));
  let stopped: Promise<void> | undefined;
  return {
    a,
    b,
    redis,
    db: database.db,
    databaseUrl: database.url,
    stop: () =>
      (stopped ??= (async () => {
        await Promise.all([a.close(), b.close()]);
        await database.remove();
        await redis.stop();
      })()),
  };
}

export interface TestClusterHarness {
  /** The cluster the file's tests share; started before the first test. */
  readonly cluster: TestCluster;
  readonly a: TestInstance;
  readonly b: TestInstance;
  /** A live client of `instance` as `user` (anonymous without), subscribed to `topics`, ended after the test. */
  live(instance: TestInstance, user?: { token: string }, ...topics: string[]): Promise<LiveClient>;
}

/**
 * One test cluster for the tests of this file: started in `beforeAll`, stopped after the file.
 * The tests share its database and Redis, so each makes its own accounts (and rate-limited
 * clients come from addresses of their own).
 */
export function useTestCluster(options: TestClusterOptions = {}): TestClusterHarness {
  let cluster: TestCluster | undefined;
  const clients: LiveClient[] = [];
  const started = () => {
    if (!cluster) throw new Error('the test cluster starts in beforeAll');
    return cluster;
  };
  beforeAll(async () => {
    cluster = await startTestCluster(options);
  }, 60_000);
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end();
  });
  afterAll(() => cluster?.stop());
  return {
    get cluster() {
      return started();
    },
    get a() {
      return started().a;
    },
    get b() {
      return started().b;
    },
    async live(instance, user, ...topics) {
      const client = await connectLive(instance.liveUrl, user?.token);
      clients.push(client);
      if (topics.length > 0) await client.client.subscribeAsync(topics);
      return client;
    },
  };
}
