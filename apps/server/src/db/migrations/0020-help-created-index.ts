import type { Kysely } from 'kysely';

/**
 * The ended calls are listed newest first, (created_at, id) descending, a window at a time: with
 * this index each window is read in that order from where the last one stopped, instead of every
 * ended call being sorted for each read of the list (once per change of it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('help_requests_created')
    .on('help_requests')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('help_requests_created').execute();
}
