import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import { startRedisServer } from '@havhjaelp/testing/redis-server';
import { startAppServer, type AppServer } from './app-server';

/** Two app servers sharing one PostgreSQL and one Redis, as two instances behind a balancer. */
export interface AppCluster {
  a: AppServer;
  b: AppServer;
  stop(): Promise<void>;
}

export async function startAppCluster(env: Record<string, string> = {}): Promise<AppCluster> {
  const postgres = await startPostgresCluster();
  const redis = await startRedisServer();
  const shared = {
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    AIS_SOURCE: 'off',
    ...env,
  };
  // One after the other: the first migrates the shared database.
  const a = await startAppServer(shared);
  const b = await startAppServer(shared);
  return {
    a,
    b,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
      postgres.stop();
    },
  };
}
