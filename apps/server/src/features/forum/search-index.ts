import type { Db } from '../../db/database';

/** What the search finds: a topic (its title and opening text) or one reply. */
export interface SearchEntry {
  /** The topic's or the reply's id. */
  id: string;
  kind: 'topic' | 'post';
  topicId: string;
  /** The topic's title; empty for a reply. */
  title: string;
  content: string;
}

/**
 * Puts an entry in the search index (or replaces it), in the caller's transaction so the index
 * never disagrees with what is stored.
 * PLACEHOLDER until the search branch lands: it does nothing yet.
 */
export async function indexForumText(_trx: Db, _entry: SearchEntry): Promise<void> {}

/** Takes entries out of the search index (a hidden or deleted reply, a deleted topic's all). */
export async function unindexForumText(_trx: Db, _ids: readonly string[]): Promise<void> {}
