import type { FastifyInstance } from 'fastify';
import type { ApiPost } from '@havhjaelp/testing/accounts';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The app's database, for a test to look at what the API stored. */
  db: Db;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh empty database (in-memory SQLite, or its own PostgreSQL schema in the
 * `server-pg` project) and a throw-away DATA_DIR; AIS and fetching pictures from the internet are off unless
 * `env` or `deps` say otherwise. Integration tests use `useTestApp`, which also closes it.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp> {
  const temp = await makeTempDir('server-test');
  // Vessel pictures only from a test's own loopback host: a link a test stored never makes the
  // app ask the internet.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: temp.dir,
    AIS_SOURCE: 'off',
    IMAGE_FETCH: 'off',
    ...env,
  });
  const { db, remove: removeDatabase } = deps.db
    ? { db: deps.db, remove: async () => {} }
    : await createTestDatabase(':memory:', { migrated: true });
  const app = await buildApp(config, { webRoot: temp.dir, ...deps, db });
  let closed: Promise<void> | undefined;
  return {
    app,
    config,
    db,
    dataDir: temp.dir,
    close: () =>
      (closed ??= (async () => {
        await app.close();
        await removeDatabase();
        await temp.remove();
      })()),
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call, as the holder of `token` when given. */
export function callApi(t: TestApp, method: Method, url: string, token?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

let clientAddresses = 0;

/**
 * The shared account factory's way into the test app. Each call comes from its own address, so a
 * test may register more than the 10 a minute one address is allowed.
 */
export function injectPost(t: TestApp): ApiPost {
  return async (url, payload) => {
    clientAddresses += 1;
    const n = clientAddresses;
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    });
    return { status: response.statusCode, body: response.body };
  };
}
