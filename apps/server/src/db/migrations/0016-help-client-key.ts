import { sql, type Kysely } from 'kysely';

/**
 * A call's client key (issue 27, a call that waits for coverage): the browser makes one per call,
 * so a call sent again (it waited for coverage, or the answer was lost) is found and answered
 * instead of made twice. Unique per owner, and only where there is one: calls made without a key,
 * and those of deleted accounts (their owner is null), never meet in the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('help_requests').addColumn('client_key', 'varchar(36)').execute();
  await db.schema
    .createIndex('help_requests_client_key')
    .on('help_requests')
    .columns(['user_id', 'client_key'])
    .unique()
    .where(sql.ref('client_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('help_requests_client_key').execute();
  await db.schema.alterTable('help_requests').dropColumn('client_key').execute();
}
