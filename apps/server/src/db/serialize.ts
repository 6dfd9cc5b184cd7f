import { sql } from 'kysely';
import { isPostgres, type Db } from './database';

/**
 * Holds `key` until the transaction ends, so two transactions that count and then insert for the
 * same key run one after the other. PostgreSQL runs transactions side by side and needs an
 * advisory lock; SQLite runs one transaction at a time on its one connection and needs nothing.
 */
export async function serializeOn(trx: Db, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Holds `key` shared until the transaction ends: any number of transactions share it, while one
 * that holds it with `serializeOn` waits for them all, and they for it.
 */
export async function shareOn(trx: Db, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock_shared(hashtextextended(${key}, 0))`.execute(trx);
}
