import type { ForumTopic } from '@havhjaelp/common/forum';
import { FORUM_ERRORS } from '@havhjaelp/common/forum-errors';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleCheck, Lock, MessageSquare, Pin, Plus, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadMore } from '../../components/ui/load-more';
import { useSessionUser } from '../../lib/session';
import { topicsQuery } from './api';
import {
  Author,
  FORUM_CRUMB,
  ForumFrame,
  ForumLoading,
  ForumTime,
  ForumUnavailable,
} from './forum-frame';
import { NewTopicForm } from './new-topic-form';
import { topicPath } from './paths';

/** /forum/category/:categoryId: its topics, pinned first, and the new-topic form. */
export function CategoryPage() {
  const user = useSessionUser();
  const { categoryId } = useParams();
  return (
    user && categoryId && <Category key={categoryId} userId={user.id} categoryId={categoryId} />
  );
}

function Category({ userId, categoryId }: { userId: string; categoryId: string }) {
  const topics = useInfiniteQuery(topicsQuery(userId, categoryId));
  const [writing, setWriting] = useState(false);
  const pages = topics.data?.pages ?? [];
  const category = pages[0]?.category;

  if (topics.isError) {
    return (
      <ForumUnavailable
        error={topics.error}
        missing={FORUM_ERRORS.FORUM_CATEGORY_NOT_FOUND.message}
      />
    );
  }
  if (!category) return <ForumLoading what="Henter emner..." />;
  const list = pages.flatMap((page) => page.topics);
  return (
    <ForumFrame title={category.name} lead={category.description} crumbs={[FORUM_CRUMB]}>
      {writing ? (
        <NewTopicForm categoryId={categoryId} onCancel={() => setWriting(false)} />
      ) : (
        <div className="button-row forum-actions">
          <button type="button" className="button button-primary" onClick={() => setWriting(true)}>
            <Plus size={18} aria-hidden="true" />
            Nyt emne
          </button>
        </div>
      )}
      <h2 className="visually-hidden">Emner</h2>
      {list.length === 0 ? (
        <p className="muted">Der er ingen emner i kategorien endnu. Start det første!</p>
      ) : (
        <ul className="forum-topics" aria-label="Emner">
          {list.map((topic) => (
            <TopicRow key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
      <LoadMore pages={topics} />
    </ForumFrame>
  );
}

/** A topic in the list: its markers, who started it, when it last moved, its replies and likes. */
function TopicRow({ topic }: { topic: ForumTopic }) {
  return (
    <li className="card forum-topic-row" data-pinned={topic.is_pinned}>
      <div className="forum-topic-main">
        <h3 className="forum-topic-title">
          <Link to={topicPath(topic.id)}>{topic.title}</Link>
        </h3>
        <TopicMarkers topic={topic} />
        <span className="small">
          <Author name={topic.author_name} vessel={topic.author_vessel} />
        </span>
      </div>
      <div className="forum-topic-stats small">
        <span title="Svar">
          <MessageSquare size={16} aria-hidden="true" /> {topic.reply_count}{' '}
          <span className="visually-hidden">svar</span>
        </span>
        <span title="Synes godt om">
          <ThumbsUp size={16} aria-hidden="true" /> {topic.like_count}{' '}
          <span className="visually-hidden">synes godt om</span>
        </span>
        <span className="muted">
          <ForumTime at={topic.last_activity} />
        </span>
      </div>
    </li>
  );
}

/** Pinned, locked and solved, each as a word beside its icon. */
export function TopicMarkers({ topic }: { topic: ForumTopic }) {
  if (!topic.is_pinned && !topic.is_locked && !topic.solution_post_id) return null;
  return (
    <span className="forum-markers small">
      {topic.is_pinned && (
        <span className="forum-marker" data-marker="pinned">
          <Pin size={14} aria-hidden="true" /> Fastgjort
        </span>
      )}
      {topic.is_locked && (
        <span className="forum-marker" data-marker="locked">
          <Lock size={14} aria-hidden="true" /> Låst
        </span>
      )}
      {topic.solution_post_id && (
        <span className="forum-marker" data-marker="solved">
          <CircleCheck size={14} aria-hidden="true" /> Løst
        </span>
      )}
    </span>
  );
}
