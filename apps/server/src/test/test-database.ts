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

/** The database of the run's cluster that holds every migration, copied for test apps. */
export const MIGRATED_TEMPLATE = 'migrated_template';

/** The same server, another database. */
export function urlOfDatabase(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

/** PostgreSQL's answer to dropping a database that still has sessions. */
const OBJECT_IN_USE = '55006';

/**
 * Drops the database once the sessions of the pools just closed have left (a backend takes a
 * moment to go after its client said goodbye). Not by force: that would kill a session some pool
 * still counts on, as an error nobody listens for. What is still in use after a few seconds is
 * left to go with the cluster at the end of the run.
 */
async function dropWhenLeft(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await admin.query(`drop database ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh, empty database for one test app: SQLite (in memory unless a test needs the file), or in
 * the `server-pg` project a new database of its own in the run's PostgreSQL cluster, dropped
 * afterwards, so apps never see each other's rows. A database, not a schema: PostgreSQL's
 * catalogs are per database, and Kysely's introspection of every table (its migrator asks it
 * whether its own table exists) fails with "column ... does not exist" when another test's
 * schema is being changed or dropped at the same moment. `migrated`: on PostgreSQL a copy of the
 * run's migrated database, for a test that starts an app (which migrates anyway) rather than one
 * that tests the migrations.
 */
export async function createTestDatabase(
  sqliteFile = ':memory:',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const clusterUrl = testPostgresUrl();
  if (!clusterUrl) {
    const db = createDatabase({ sqliteFile });
    return { db, url: undefined, remove: () => db.destroy() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(clusterUrl);
  await admin.connect();
  await admin.query(`create database ${name}${migrated ? ` template ${MIGRATED_TEMPLATE}` : ''}`);
  const url = urlOfDatabase(clusterUrl, name);
  const db = createDatabase({ databaseUrl: url, sqliteFile: ':memory:' });
  return {
    db,
    url,
    async remove() {
      await db.destroy();
      await dropWhenLeft(admin, name);
      await admin.end();
    },
  };
}
