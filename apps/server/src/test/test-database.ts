import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Db } from '../db/database';

export interface TestDatabase {
  db: Db;
  /** The connection string the app would be configured with (PostgreSQL only). */
  url: string | undefined;
  remove(): Promise<void>;
}

/** The cluster of the `server-pg` project, undefined when the tests run on SQLite. */
export function testPostgresUrl(): string | undefined {
  return inject('postgresUrl');
}

/** A connection string whose sessions see only `schema`. */
function urlWithSchema(url: string, schema: string): string {
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/**
 * A fresh, empty database for one test app: SQLite (in memory unless a test needs the file), or in
 * the `server-pg` project a new schema of its own in the run's PostgreSQL cluster, dropped
 * afterwards, so apps never see each other's rows.
 */
export async function createTestDatabase(sqliteFile = ':memory:'): Promise<TestDatabase> {
  const clusterUrl = testPostgresUrl();
  if (!clusterUrl) {
    const db = createDatabase({ sqliteFile });
    return { db, url: undefined, remove: () => db.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(clusterUrl);
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = urlWithSchema(clusterUrl, schema);
  const db = createDatabase({ databaseUrl: url, sqliteFile: ':memory:' });
  return {
    db,
    url,
    async remove() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
