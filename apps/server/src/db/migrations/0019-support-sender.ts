import type { Kysely } from 'kysely';

/**
 * Who sent a support message, when they were logged in (issue 28, a complete export): the export
 * holds the member's own messages, and the deletion of the account takes them along. Messages sent
 * logged out name nobody, so an e-mail address typed into the form never opens anyone's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('support_messages')
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('support_messages_user')
    .on('support_messages')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('support_messages_user').execute();
  await db.schema.alterTable('support_messages').dropColumn('user_id').execute();
}
