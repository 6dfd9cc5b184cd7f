import type { FastifyInstance } from 'fastify';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase } from '../db/database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * The real app on a fresh in-memory SQLite database and a throw-away DATA_DIR; AIS is off unless
 * `env` or `deps` say otherwise.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp> {
  const temp = await makeTempDir('server-test');
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: temp.dir, AIS_SOURCE: 'off', ...env });
  const app = await buildApp(config, {
    db: createDatabase({ sqliteFile: ':memory:' }),
    webRoot: temp.dir,
    ...deps,
  });
  return {
    app,
    config,
    dataDir: temp.dir,
    close: async () => {
      await app.close();
      await temp.remove();
    },
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
