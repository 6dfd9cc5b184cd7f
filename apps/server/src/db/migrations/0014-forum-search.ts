import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The forum's search index (features/forum/search-*.ts): one row per topic and visible reply, its
 * terms made in TypeScript (Danish stems, accents folded) so both databases hold the same terms.
 * PostgreSQL keeps them as a tsvector with a GIN index, built from the terms as they are rather
 * than with the `danish` configuration: that would stem again, drop its stop words and fold no
 * accents, and SQLite could not give the same hits. SQLite keeps them in an FTS5 table without
 * content of its own (the text is in the forum's tables), ranked by bm25 with the title counting
 * four times a body word; a trigger takes an entry's terms out with its row. `seq` numbers the
 * entries as they are indexed (the FTS5 rowid on SQLite): the newest matches are the ones ranked,
 * and the newer of two equal ranks comes first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .createTable('forum_search')
      .addColumn('seq', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
      .addColumn('entry_id', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('topic_id', 'varchar(36)', (c) => c.notNull())
      .addColumn('document', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`create index forum_search_document on forum_search using gin (document)`.execute(db);
    return;
  }
  await db.schema
    .createTable('forum_search')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(36)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('topic_id', 'varchar(36)', (c) => c.notNull())
    .execute();
  // The terms are made already; unicode61 only splits them at the spaces between.
  await sql`create virtual table forum_search_fts using fts5(
    title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0'
  )`.execute(db);
  await sql`insert into forum_search_fts (forum_search_fts, rank) values ('rank', 'bm25(4.0, 1.0)')`.execute(
    db,
  );
  await sql`create trigger forum_search_unindex after delete on forum_search begin
    delete from forum_search_fts where rowid = old.seq;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forum_search').execute();
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await db.schema.dropTable('forum_search_fts').execute();
  }
}
