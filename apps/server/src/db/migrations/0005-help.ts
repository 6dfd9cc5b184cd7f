import type { Kysely } from 'kysely';

/**
 * Help requests stay when an account is deleted (SPEC.md: kept permanently) but lose their
 * person: user_id and helper_id become null, and names and contact details are read through
 * the users table, so nothing personal is left behind in these rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('vessel_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('priority', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('search_radius_nm', 'double precision', (c) => c.notNull())
    .addColumn('helper_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('help_requests_status')
    .on('help_requests')
    .column('status')
    .execute();
  await db.schema.createIndex('help_requests_user').on('help_requests').column('user_id').execute();

  await db.schema
    .createTable('help_responses')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(36)', (c) =>
      c.notNull().references('help_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('estimated_arrival', 'varchar(50)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('help_responses_one_per_user', ['request_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('help_chat_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(36)', (c) =>
      c.notNull().references('help_requests.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('help_chat_messages_request')
    .on('help_chat_messages')
    .columns(['request_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(36)', (c) =>
      c.notNull().unique().references('help_requests.id').onDelete('cascade'),
    )
    .addColumn('from_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['testimonials', 'help_chat_messages', 'help_responses', 'help_requests']) {
    await db.schema.dropTable(table).execute();
  }
}
