import type { Db } from '../../db/database';
import { putEntry, removeEntries } from './search-repository';

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
 * never disagrees with what is stored. A hidden reply is not indexed: the core unindexes it.
 */
export async function indexForumText(trx: Db, entry: SearchEntry): Promise<void> {
  await putEntry(trx, entry);
}

/** Takes entries out of the search index (a hidden or deleted reply, a deleted topic's all). */
export async function unindexForumText(trx: Db, ids: readonly string[]): Promise<void> {
  await removeEntries(trx, ids);
}
