import type { Kysely } from 'kysely';

/**
 * Web push (issue 27): browsers' subscriptions, what each person chose to be told, the fix kept
 * only for choosing whom a call nearby concerns, and the VAPID key pair every instance signs with.
 * (0016 is left to the waiting call's client key, made beside this.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_sent_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('critical', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull())
    .addColumn('radius_km', 'integer', (c) => c.notNull())
    .addColumn('home_lat', 'double precision')
    .addColumn('home_lng', 'double precision')
    .addColumn('offers', 'integer', (c) => c.notNull())
    .addColumn('chat', 'integer', (c) => c.notNull())
    .addColumn('direct_messages', 'integer', (c) => c.notNull())
    .addColumn('friend_requests', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_targeting')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id'))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_vapid_keys').execute();
  await db.schema.dropTable('push_targeting').execute();
  await db.schema.dropTable('push_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
