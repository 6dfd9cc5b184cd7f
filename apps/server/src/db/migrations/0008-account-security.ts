import type { Kysely } from 'kysely';

/**
 * The admin becomes a flag set by the operator's CLI (no longer whoever registered ADMIN_EMAIL
 * first), and failed password checks are counted per (account, client address) for the slowdown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('password_failures')
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('password_failures_pk', ['subject', 'address'])
    .execute();
  await db.schema
    .createIndex('password_failures_time')
    .on('password_failures')
    .column('last_failed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_failures').execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();
}
