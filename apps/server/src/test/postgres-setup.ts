import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `server-pg` project: the throw-away cluster every test app gets a schema in. */
    postgresUrl: string | undefined;
  }
}

/** Global setup of the `server-pg` project: one cluster for the run, removed afterwards. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
