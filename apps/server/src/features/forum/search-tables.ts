import type { Generated } from 'kysely';

/**
 * One searchable entry (migration 0014): a topic (its title and opening text) or one reply. The
 * terms themselves live beside it in each database's own way: on SQLite in the FTS5 table
 * `forum_search_fts` (rowid = seq), on PostgreSQL in this table's `document` tsvector; only the
 * search's repository touches those.
 */
export interface ForumSearchTable {
  /** Newer entries have higher numbers: the order between hits that rank the same. */
  seq: Generated<number>;
  entry_id: string;
  kind: 'topic' | 'post';
  topic_id: string;
}

export interface ForumSearchTables {
  forum_search: ForumSearchTable;
}
