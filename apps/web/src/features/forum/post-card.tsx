import { FORUM_MESSAGES } from '@havhjaelp/common/forum';
import type { ReactNode } from 'react';
import { Author, ForumTime } from './forum-frame';
import { PlainText } from './plain-text';

/** What every post shows, the topic's opening and each reply alike. */
export interface PostShown {
  author_name: string;
  author_vessel: string;
  created_at: string;
  content: string;
}

interface PostCardProps {
  post: PostShown;
  /** Hidden by a moderator: the notice instead of the text (a moderator sees the text under it). */
  hidden?: boolean;
  /** Marks beside the author: the solution, a new reply. */
  marks?: ReactNode;
  /** Like, solution, delete and the moderator's menu. */
  actions?: ReactNode;
  id?: string;
  className?: string;
  /** Set when the card was scrolled to as a link's target, so a person sees which one it is. */
  targeted?: boolean;
}

export function PostCard({ post, hidden, marks, actions, id, className, targeted }: PostCardProps) {
  return (
    <article
      id={id}
      className={`card forum-post ${className ?? ''}`}
      data-targeted={targeted || undefined}
      tabIndex={id ? -1 : undefined}
    >
      <header className="forum-post-head small">
        <Author name={post.author_name} vessel={post.author_vessel} />
        <span className="muted">
          <ForumTime at={post.created_at} />
        </span>
        {marks}
      </header>
      {hidden ? (
        <>
          <p className="forum-hidden">{FORUM_MESSAGES.hiddenPost}</p>
          {post.content && (
            <PlainText className="forum-hidden-text small muted" text={post.content} />
          )}
        </>
      ) : (
        <PlainText className="forum-post-text" text={post.content} />
      )}
      {actions && <footer className="forum-post-actions">{actions}</footer>}
    </article>
  );
}
