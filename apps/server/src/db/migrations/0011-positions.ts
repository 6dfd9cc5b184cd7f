import type { Kysely } from 'kysely';

/**
 * Shared positions: each user's switch and interval, the latest fix (kept whatever the switch, for
 * what is near the user and the other person of an accepted call), and the history of fixes made
 * while sharing, which the retention job deletes after 90 days (SPEC.md section 9).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('position_settings')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('sharing', 'integer', (c) => c.notNull())
    .addColumn('interval_seconds', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('positions_latest')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('accuracy', 'double precision', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('positions_latest_time')
    .on('positions_latest')
    .column('updated_at')
    .execute();
  await db.schema
    .createTable('position_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('accuracy', 'double precision', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('position_log_user_time')
    .on('position_log')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('position_log_time')
    .on('position_log')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('position_log').execute();
  await db.schema.dropTable('positions_latest').execute();
  await db.schema.dropTable('position_settings').execute();
}
