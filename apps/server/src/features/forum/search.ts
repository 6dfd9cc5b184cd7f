import type { SearchHit } from '@havhjaelp/common/forum';
import type { Db } from '../../db/database';

/**
 * The forum's search (`GET /api/forum/search?q=`): titles and replies, ranked, each hit with the
 * matched words marked in a short excerpt; hidden replies are never found.
 * PLACEHOLDER until the search branch lands: it finds nothing yet.
 */
export async function searchForum(_db: Db, _query: string): Promise<SearchHit[]> {
  return [];
}
