import type { Kysely } from 'kysely';

/**
 * How far each user has read each chat, so unread counts survive reloads and agree across
 * devices. The marker is a message (its time and id, the order chats are shown in), not a clock
 * time, so a message that arrives while the reader is marking is never counted as read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_reads')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('chat_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('chat_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('last_read_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_read_id', 'varchar(36)', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['user_id', 'chat_type', 'chat_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_reads').execute();
}
