import type { LikeAnswer, LikeTarget } from '@havhjaelp/common/forum';
import { ThumbsUp } from 'lucide-react';
import { useLike } from './api';
import { useSingleFlight } from './use-single-flight';

interface LikeButtonProps {
  userId: string;
  topicId: string;
  target: LikeTarget;
  /** The topic's or the reply's like as shown: mine or not, and the count. */
  like: LikeAnswer;
}

/**
 * Likes the topic or a reply, or takes the like back: shown at once, put back if the server
 * refuses. A click while one is on its way is let go, so the two cannot cross.
 */
export function LikeButton({
  userId,
  topicId,
  target,
  like: { liked, like_count },
}: LikeButtonProps) {
  const like = useLike(userId, topicId);
  const once = useSingleFlight();
  return (
    <button
      type="button"
      className="button forum-like"
      aria-pressed={liked}
      onClick={() => once((settled) => like.mutate(target, { onSettled: settled }))}
    >
      <ThumbsUp size={16} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      <span className="visually-hidden">Synes godt om:</span> {like_count}
    </button>
  );
}
