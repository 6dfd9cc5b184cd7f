import { searchText } from '@havhjaelp/common/search-fold';
import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Friend search (SPEC.md section 5): `users.username_search` holds the username folded in
 * TypeScript as vessels' `search_text` is (common/search-fold.ts), so one LIKE finds 'Søren' from
 * 'soren' on SQLite and PostgreSQL alike; the accounts' repository keeps it with the username.
 * A direct chat's lines are stored under the pair of its people's ids ('<id>:<id>', 73
 * characters), so chat ids widen past one id's 36; SQLite does not enforce a varchar's length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('username_search', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The table is untyped here, as a migration sees the schema of its own time.
  const users = db as unknown as Kysely<{
    users: { id: string; username: string; username_search: string };
  }>;
  const rows = await users.selectFrom('users').select(['id', 'username']).execute();
  for (const { id, username } of rows) {
    await users
      .updateTable('users')
      .set({ username_search: searchText([username]) })
      .where('id', '=', id)
      .execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of ['chat_messages', 'chat_reads']) {
      await db.schema
        .alterTable(table)
        .alterColumn('chat_id', (c) => c.setDataType('varchar(80)'))
        .execute();
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('username_search').execute();
}
