import type { Kysely } from 'kysely';

/**
 * Friends (SPEC.md sections 3 and 4): pending requests, friendships (one row per pair, the smaller
 * id first), blocks, and the test-user flag the directory badges. The friends feature's account
 * hook removes a user's rows inside the account's deletion; the foreign keys (no cascade) refuse a
 * deletion that forgot to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('is_test_user', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('friend_requests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('sender_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('receiver_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('friend_requests_pair', ['sender_id', 'receiver_id'])
    .execute();
  await db.schema
    .createIndex('friend_requests_receiver')
    .on('friend_requests')
    .column('receiver_id')
    .execute();
  await db.schema
    .createTable('friendships')
    .addColumn('user_a', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('user_b', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_a', 'user_b'])
    .execute();
  await db.schema.createIndex('friendships_b').on('friendships').column('user_b').execute();
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('blocked_id', 'varchar(36)', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('user_blocks_blocked')
    .on('user_blocks')
    .column('blocked_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.dropTable('friendships').execute();
  await db.schema.dropTable('friend_requests').execute();
  await db.schema.alterTable('users').dropColumn('is_test_user').execute();
}
