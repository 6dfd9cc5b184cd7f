import type { ForumPost, ForumTopic, ForumViewer } from '@havhjaelp/common/forum';
import { FORUM_ERRORS } from '@havhjaelp/common/forum-errors';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleCheck, Lock } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadMore } from '../../components/ui/load-more';
import { useSessionUser } from '../../lib/session';
import {
  topicQuery,
  useDeletePost,
  useDeleteTopic,
  useHidePost,
  useModerate,
  useSolution,
} from './api';
import { TopicMarkers } from './category-page';
import { ConfirmButton } from './confirm-button';
import { FORUM_CRUMB, ForumFrame, ForumLoading, ForumUnavailable } from './forum-frame';
import { LikeButton } from './like-button';
import { ModeratorMenu } from './moderator-menu';
import { categoryPath, postAnchor } from './paths';
import { PostCard } from './post-card';
import { ReplyForm } from './reply-form';
import { loadedPosts } from './topic-cache';
import { useLiveReplies } from './use-live-replies';
import { useRevealPost } from './use-reveal-post';

/** /forum/topic/:topicId: the topic, its replies oldest first, and the reply form. */
export function TopicPage() {
  const user = useSessionUser();
  const { topicId } = useParams();
  return user && topicId && <Topic key={topicId} userId={user.id} topicId={topicId} />;
}

/** Who reads the topic and what they may do in it. */
interface Reader {
  userId: string;
  topic: ForumTopic;
  viewer: ForumViewer;
}

function Topic({ userId, topicId }: { userId: string; topicId: string }) {
  const query = useInfiniteQuery(topicQuery(userId, topicId));
  const targeted = useRevealPost(query);
  const live = useLiveReplies(userId, topicId);
  const navigate = useNavigate();

  if (query.isError) {
    return (
      <ForumUnavailable error={query.error} missing={FORUM_ERRORS.FORUM_TOPIC_NOT_FOUND.message} />
    );
  }
  const data = query.data;
  const first = data?.pages[0];
  if (!data || !first) return <ForumLoading what="Henter emnet..." />;
  const { topic, viewer } = first;
  const reader: Reader = { userId, topic, viewer };
  const posts = loadedPosts(data);
  const solution = topic.solution_post_id;
  const freshIds = new Set(live.fresh.map(({ id }) => id));
  const showPost = (postId: string) => void navigate({ hash: postAnchor(postId) });

  return (
    <ForumFrame
      title={topic.title}
      crumbs={[FORUM_CRUMB, { label: topic.category_name, to: categoryPath(topic.category_id) }]}
    >
      <TopicMarkers topic={topic} />
      {solution && (
        <aside className="forum-solution-box" aria-labelledby="solution-title">
          <h2 id="solution-title">
            <CircleCheck size={20} aria-hidden="true" /> Løsning
          </h2>
          <SolutionSummary post={posts.find(({ id }) => id === solution)} />
          <Link to={{ hash: postAnchor(solution) }}>Gå til løsningen</Link>
        </aside>
      )}
      <PostCard
        post={topic}
        className="forum-opening"
        actions={<TopicActions reader={reader} posts={posts} />}
      />

      <h2 className="forum-replies-title">{topic.reply_count} svar</h2>
      {live.fresh.length > 0 && (
        <div className="forum-news" role="status">
          <span>
            {live.fresh.length === 1
              ? `Nyt svar fra ${live.fresh[0]!.author_name}`
              : `${live.fresh.length} nye svar`}
          </span>
          <button
            type="button"
            className="button"
            onClick={() => {
              showPost(live.fresh[0]!.id);
              live.seen();
            }}
          >
            Vis
          </button>
        </div>
      )}
      {posts.length === 0 ? (
        <p className="muted">Ingen svar endnu.</p>
      ) : (
        <ol className="forum-replies" aria-label="Svar">
          {posts.map((post) => (
            <li key={post.id}>
              <Reply
                post={post}
                reader={reader}
                fresh={freshIds.has(post.id)}
                targeted={post.id === targeted}
              />
            </li>
          ))}
        </ol>
      )}
      <LoadMore pages={query} label="Vis flere svar" />
      {topic.is_locked ? (
        <p className="forum-locked" role="status">
          <Lock size={18} aria-hidden="true" /> {FORUM_ERRORS.FORUM_TOPIC_LOCKED.message}.
        </p>
      ) : (
        <ReplyForm userId={userId} topicId={topic.id} />
      )}
    </ForumFrame>
  );
}

/** The solution's author and its first words, when its page is loaded. */
function SolutionSummary({ post }: { post: ForumPost | undefined }) {
  if (!post) return <p>Emnets forfatter har markeret et svar som løsningen.</p>;
  const words = post.content.length > 200 ? `${post.content.slice(0, 200)}…` : post.content;
  return (
    <p>
      <strong>{post.author_name}</strong>: {words}
    </p>
  );
}

/** The topic's like, its author's delete, and a moderator's pin and lock. */
function TopicActions({ reader, posts }: { reader: Reader; posts: readonly ForumPost[] }) {
  const { userId, topic, viewer } = reader;
  const remove = useDeleteTopic();
  const moderate = useModerate(topic.id);
  const navigate = useNavigate();
  const mine = topic.author_id === userId;
  // A topic others have answered stays (the server refuses): no button that cannot work.
  const othersAnswered = posts.some((post) => post.author_id !== userId);
  return (
    <>
      <LikeButton userId={userId} topicId={topic.id} target={{ topic_id: topic.id }} like={topic} />
      {mine && !othersAnswered && (
        <ConfirmButton
          label="Slet emne"
          title="Slet dit emne?"
          confirmLabel="Slet emne"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(topic.id, {
              onSuccess: () => void navigate(categoryPath(topic.category_id)),
            })
          }
        >
          Emnet og dine svar i det fjernes fra forummet. Det kan ikke fortrydes.
        </ConfirmButton>
      )}
      {viewer.moderator && (
        <ModeratorMenu
          what="emnet"
          actions={[
            {
              label: topic.is_pinned ? 'Frigør emnet' : 'Fastgør emnet',
              run: () => moderate.mutate({ is_pinned: !topic.is_pinned }),
            },
            {
              label: topic.is_locked ? 'Lås emnet op' : 'Lås emnet',
              run: () => moderate.mutate({ is_locked: !topic.is_locked }),
            },
          ]}
        />
      )}
    </>
  );
}

interface ReplyProps {
  post: ForumPost;
  reader: Reader;
  /** Arrived live while the topic was open. */
  fresh: boolean;
  targeted: boolean;
}

/** A reply with its marks (solution, new) and what the reader may do with it. */
function Reply({ post, reader, fresh, targeted }: ReplyProps) {
  const { userId, topic, viewer } = reader;
  const solution = useSolution(topic.id);
  const hide = useHidePost();
  const remove = useDeletePost();
  const mine = post.author_id === userId;
  return (
    <PostCard
      id={postAnchor(post.id)}
      post={post}
      hidden={post.is_hidden}
      targeted={targeted}
      className={post.is_solution ? 'is-solution' : undefined}
      marks={
        <>
          {post.is_solution && (
            <span className="forum-badge forum-badge-solution">
              <CircleCheck size={14} aria-hidden="true" /> Løsning
            </span>
          )}
          {fresh && <span className="forum-badge">Nyt</span>}
        </>
      }
      actions={
        <>
          {!post.is_hidden && (
            <LikeButton
              userId={userId}
              topicId={topic.id}
              target={{ post_id: post.id }}
              like={post}
            />
          )}
          {viewer.author && !post.is_hidden && (
            <button
              type="button"
              className="button"
              disabled={solution.isPending}
              onClick={() => solution.mutate(post.is_solution ? null : post.id)}
            >
              {post.is_solution ? 'Fjern som løsning' : 'Markér som løsning'}
            </button>
          )}
          {mine && (
            <ConfirmButton
              label="Slet"
              title="Slet dit svar?"
              confirmLabel="Slet svar"
              busy={remove.isPending}
              onConfirm={() => remove.mutate(post.id)}
            >
              Svaret fjernes fra emnet. Det kan ikke fortrydes.
            </ConfirmButton>
          )}
          {viewer.moderator && (
            <ModeratorMenu
              what={`svaret fra ${post.author_name}`}
              actions={[
                {
                  label: post.is_hidden ? 'Vis svaret igen' : 'Skjul svaret',
                  run: () => hide.mutate({ postId: post.id, hidden: !post.is_hidden }),
                },
              ]}
            />
          )}
        </>
      }
    />
  );
}
