import {
  FORUM_LIMITS,
  FORUM_MESSAGES,
  type ExcerptPart,
  type SearchHit,
} from '@havhjaelp/common/forum';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { errorText } from '../../lib/api';
import { useSessionUser } from '../../lib/session';
import { searchQuery } from './api';
import { FORUM_CRUMB, ForumFrame, ForumTime } from './forum-frame';
import { topicPath } from './paths';

/** /forum/search?q=: titles and posts matching the words, best first. */
export function SearchPage() {
  const user = useSessionUser();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  return user && <Search userId={user.id} q={q} />;
}

function Search({ userId, q }: { userId: string; q: string }) {
  const longEnough = q.length >= FORUM_LIMITS.searchMinChars;
  const results = useQuery({ ...searchQuery(userId, q), enabled: longEnough });
  return (
    <ForumFrame title="Søg i forummet" crumbs={[FORUM_CRUMB]} query={q}>
      {!longEnough ? (
        <p className="muted" role="status">
          {FORUM_MESSAGES.searchTooShort}
        </p>
      ) : (
        <>
          {results.isError && (
            <FormError>{errorText(results.error, HTTP_ERRORS.INTERNAL.message)}</FormError>
          )}
          {results.isPending && <p aria-busy="true">Søger...</p>}
          {results.data &&
            (results.data.length === 0 ? (
              <p role="status">Ingen indlæg matcher »{q}«.</p>
            ) : (
              <>
                <p role="status" className="muted">
                  {results.data.length === 1 ? '1 resultat' : `${results.data.length} resultater`}{' '}
                  for »{q}«
                </p>
                <ol className="forum-hits" aria-label="Søgeresultater">
                  {results.data.map((hit) => (
                    <Hit key={`${hit.topic_id}/${hit.post_id ?? ''}`} hit={hit} />
                  ))}
                </ol>
              </>
            ))}
        </>
      )}
    </ForumFrame>
  );
}

/** A hit: its topic's title and the excerpt, the words found marked, linking to the post. */
function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="card forum-hit" style={{ borderLeftColor: hit.category_color }}>
      <h2 className="forum-hit-title">
        <Link to={topicPath(hit.topic_id, hit.post_id)}>
          <Marked parts={hit.title} />
        </Link>
      </h2>
      <p className="forum-hit-excerpt">
        <Marked parts={hit.excerpt} />
      </p>
      <p className="small muted">
        {hit.post_id ? 'Svar' : 'Emne'} af {hit.author_name} i {hit.category_name} ·{' '}
        <ForumTime at={hit.created_at} />
      </p>
    </li>
  );
}

/** An excerpt as text, the searched words in <mark>: never markup from the posts themselves. */
function Marked({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, i) =>
    part.match ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
  );
}
