import type { ForumPost } from '@havhjaelp/common/forum';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { forumKeys } from './api';
import { withPost, type TopicPages } from './topic-cache';

/**
 * Follows the topic live while it is shown: a new reply joins the page at once (someone else's is
 * also kept in `fresh` for the notice), a change (lock, pin, solution, a reply hidden or deleted)
 * reads the topic again, and so does a channel that comes back after being down, for what was
 * said meanwhile.
 */
export function useLiveReplies(userId: string, topicId: string) {
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const key = forumKeys.topic(userId, topicId);
  const [fresh, setFresh] = useState<ForumPost[]>([]);

  useLiveTopic(topics.forumTopic(topicId), (event) => {
    if (event.action === 'forum_topic_changed') {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    const { post } = event.data;
    queryClient.setQueryData<TopicPages>(key, (data) => data && withPost(data, post));
    if (post.author_id !== userId) {
      setFresh((shown) => (shown.some(({ id }) => id === post.id) ? shown : [...shown, post]));
    }
  });

  const live = useLiveState();
  const wasDown = useRef(false);
  useEffect(() => {
    if (live !== 'connected') wasDown.current = true;
    else if (wasDown.current) {
      wasDown.current = false;
      void queryClient.invalidateQueries({ queryKey: forumKeys.topic(userId, topicId) });
    }
  }, [live, queryClient, userId, topicId]);

  return { fresh, seen: () => setFresh([]) };
}
