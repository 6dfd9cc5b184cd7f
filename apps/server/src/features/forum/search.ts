import { FORUM_LIMITS, FORUM_MESSAGES, type SearchHit } from '@havhjaelp/common/forum';
import type { Db } from '../../db/database';
import { excerptOf, markMatches } from './search-excerpt';
import { findEntries, replySources, topicSources, type HitSource } from './search-repository';
import { queryTermSet, queryTerms } from './search-terms';

/**
 * The forum's search (`GET /api/forum/search?q=`): titles and replies, ranked, each hit with the
 * matched words marked in a short excerpt; hidden replies are never found. Every word of the
 * query must be found, in any of its Danish forms and whatever its case and accents
 * (search-terms.ts); a query of no words (only signs) finds nothing.
 */
export async function searchForum(db: Db, query: string): Promise<SearchHit[]> {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const found = await findEntries(db, terms, FORUM_LIMITS.searchResultsMax);
  const idsOf = (kind: 'topic' | 'post') =>
    found.filter((entry) => entry.kind === kind).map((entry) => entry.entry_id);
  const [topics, replies] = await Promise.all([
    topicSources(db, idsOf('topic')),
    replySources(db, idsOf('post')),
  ]);
  const sources = new Map<string, HitSource>([...topics, ...replies].map((row) => [row.id, row]));
  const marked = queryTermSet(terms);
  return found.flatMap(({ entry_id, kind }) => {
    const source = sources.get(entry_id);
    if (!source) return [];
    return [
      {
        topic_id: source.topic_id,
        post_id: kind === 'post' ? source.id : null,
        title: markMatches(source.title, marked),
        excerpt: excerptOf(source.content, marked),
        author_name: source.author_name ?? FORUM_MESSAGES.deletedAuthor,
        created_at: source.created_at,
        category_name: source.category_name,
        category_color: source.category_color,
      },
    ];
  });
}
