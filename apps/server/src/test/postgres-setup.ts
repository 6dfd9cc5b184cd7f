import pg from 'pg';
import { startPostgresCluster } from '@havhjaelp/testing/postgres-cluster';
import type { TestProject } from 'vitest/node';
import { createDatabase, migrateToLatest } from '../db/database';
import { MIGRATED_TEMPLATE, urlOfDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `server-pg` project: the throw-away cluster every test app gets a schema in. */
    postgresUrl: string | undefined;
  }
}

/**
 * Global setup of the `server-pg` projects: one cluster for the run, removed afterwards, with one
 * database migrated once that the test apps' databases are copied from (a copy takes a fraction of
 * running every migration again for each of some hundreds of test apps).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query(`create database ${MIGRATED_TEMPLATE}`);
  await admin.end();
  const template = createDatabase({
    databaseUrl: urlOfDatabase(cluster.url, MIGRATED_TEMPLATE),
    sqliteFile: ':memory:',
  });
  await migrateToLatest(template);
  // A database is copied only while nobody is connected to it.
  await template.destroy();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
