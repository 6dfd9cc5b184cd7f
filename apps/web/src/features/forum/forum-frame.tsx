import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { forumTimeDa } from '@havhjaelp/common/forum-time';
import { formatDateTime } from '@havhjaelp/common/nautical-format';
import { ROUTES } from '@havhjaelp/common/routes';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormError } from '../../components/ui/form-error';
import { Page } from '../../components/ui/page';
import { errorText } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { isRefusal } from './api';
import { searchPath } from './paths';
import './forum.css';

/** A step back up the forum: its name and where it goes. */
export interface Crumb {
  label: string;
  to: string;
}

interface ForumFrameProps {
  title: string;
  lead?: ReactNode;
  /** The screens above this one, the forum's front first. */
  crumbs?: readonly Crumb[];
  /** What the search box holds when the screen opens (the search's own words). */
  query?: string;
  children?: ReactNode;
}

/** Every forum screen: the way back up, its heading, and the search box. */
export function ForumFrame({ title, lead, crumbs = [], query, children }: ForumFrameProps) {
  return (
    <Page title={title} lead={lead} className="forum">
      {crumbs.length > 0 && (
        <nav aria-label="Forumsti" className="forum-crumbs small">
          <ol>
            {crumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <ForumSearchBox key={query} initial={query ?? ''} />
      {children}
    </Page>
  );
}

export const FORUM_CRUMB: Crumb = { label: 'Forum', to: ROUTES.forum };

/** A topic or category still on its way. */
export function ForumLoading({ what }: { what: string }) {
  return (
    <ForumFrame title="Forum" crumbs={[FORUM_CRUMB]}>
      <p aria-busy="true">{what}</p>
    </ForumFrame>
  );
}

/**
 * A topic or category that could not be read: `missing` as its heading when the server refused
 * (it does not exist), else what went wrong; a way back either way.
 */
export function ForumUnavailable({ error, missing }: { error: unknown; missing: string }) {
  const refused = isRefusal(error);
  return (
    <ForumFrame title={refused ? missing : 'Forum'} crumbs={[FORUM_CRUMB]}>
      {!refused && <FormError>{errorText(error, HTTP_ERRORS.INTERNAL.message)}</FormError>}
      <p>
        <Link to={FORUM_CRUMB.to}>Tilbage til forummet</Link>
      </p>
    </ForumFrame>
  );
}

/** Words to look for in titles and posts; sending goes to /forum/search?q=. */
function ForumSearchBox({ initial }: { initial: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath(text.trim()));
  };
  return (
    <form role="search" className="form forum-search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        Søg i forummet
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder="Søg i forummet"
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        <Search size={18} aria-hidden="true" />
        Søg
      </button>
    </form>
  );
}

/** When a topic or reply was written, by the forum's rule, the exact time on hover. */
export function ForumTime({ at }: { at: string }) {
  const now = useNow();
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {forumTimeDa(at, now)}
    </time>
  );
}

/** Who wrote a topic or reply, and their boat when they have one. */
export function Author({ name, vessel }: { name: string; vessel: string }) {
  return (
    <span className="forum-author">
      <strong>{name}</strong>
      {vessel && <span className="muted"> · {vessel}</span>}
    </span>
  );
}
