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

/** One connection to the cluster's `postgres` database for `work`, closed afterwards. */
async function asAdmin<T>(clusterUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client(clusterUrl);
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A new database of the cluster, named afresh; `from` is what CREATE DATABASE is given after it. */
async function newDatabase(clusterUrl: string, from: string): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await asAdmin(clusterUrl, (admin) => admin.query(`create database ${name}${from}`));
  return name;
}

/**
 * A copy of the migrated database. Copied file by file (no WAL for every page, and so much less
 * for a drop to sweep from the shared buffers), which halves a copy's time with durability off.
 */
const copyOfMigrated = (clusterUrl: string) =>
  newDatabase(clusterUrl, ` template ${MIGRATED_TEMPLATE} strategy file_copy`);

/**
 * The copy made ahead for this worker's next test app, while the present one runs: some hundreds
 * of test apps each waited a third of a second for its copy.
 */
let nextCopy: Promise<string> | undefined;

function takeCopy(clusterUrl: string): Promise<string> {
  const taken = nextCopy ?? copyOfMigrated(clusterUrl);
  nextCopy = copyOfMigrated(clusterUrl);
  // A failed copy fails the test app that takes it, not the moment it was made ahead.
  nextCopy.catch(() => undefined);
  return taken;
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
  const name = migrated ? await takeCopy(clusterUrl) : await newDatabase(clusterUrl, '');
  const url = urlOfDatabase(clusterUrl, name);
  const db = createDatabase({ databaseUrl: url, sqliteFile: ':memory:' });
  return {
    db,
    url,
    async remove() {
      await db.destroy();
      await asAdmin(clusterUrl, (admin) => dropWhenLeft(admin, name));
    },
  };
}
