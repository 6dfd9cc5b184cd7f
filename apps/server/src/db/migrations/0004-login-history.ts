import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_history')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_history_user_time')
    .on('login_history')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_history_time')
    .on('login_history')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_history').execute();
}
