import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Dialect,
} from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded SQLite database is used. */
  databaseUrl?: string | undefined;
  /** SQLite file, or ':memory:' for tests. */
  sqliteFile: string;
}

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  // FULL: a help request acknowledged to the user survives a power cut.
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database });
}

function postgresDialect(connectionString: string): Dialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString, max: 10 }) });
}

export function createDatabase(options: DatabaseOptions): Db {
  const dialect = options.databaseUrl
    ? postgresDialect(options.databaseUrl)
    : sqliteDialect(options.sqliteFile);
  return new Kysely<Database>({ dialect });
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Migrates the schema the connection works in. On PostgreSQL that schema is named, because
 * Kysely otherwise finds its bookkeeping tables in any schema of the database and skips creating
 * them in this one.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
