import { sql, type Kysely } from 'kysely';

/**
 * Chat lines of every kind in one table, as chat_reads already is: `chat_type` says whose chat it
 * is ('help': chat_id is the request id; 'direct' joins with friends) and that feature decides
 * who takes part. The help chat's lines move over unchanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('chat_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('chat_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_chat')
    .on('chat_messages')
    .columns(['chat_type', 'chat_id', 'created_at'])
    .execute();
  await db.schema.createIndex('chat_messages_user').on('chat_messages').column('user_id').execute();
  await sql`insert into chat_messages (id, chat_type, chat_id, user_id, message, created_at)
    select id, 'help', request_id, user_id, message, created_at from help_chat_messages`.execute(
    db,
  );
  await db.schema.dropTable('help_chat_messages').execute();
}
