import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useLiveTopic } from '../../../lib/use-live';
import { useLiveTopics } from '../../../lib/use-live-topics';
import { refreshForum } from '../refresh';
import { topicPath } from '../paths';

/**
 * Someone answered one of my topics (on my own user topic): the forum's lists are read again, and
 * unless I am reading that topic already (where the reply shows up by itself), a toast says so.
 */
export function ForumLiveSync() {
  const user = useSessionUser();
  return user && <ForumLiveSyncFor userId={user.id} />;
}

function ForumLiveSyncFor({ userId }: { userId: string }) {
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useLiveTopic(topics.userMessages(userId), (event) => {
    if (event.action !== 'forum_reply') return;
    const { topic_id, topic_title, post_id, author_name } = event.data;
    void refreshForum(queryClient);
    if (pathname === topicPath(topic_id)) return;
    showToast('info', `${author_name} har svaret på »${topic_title}«.`, 'Nyt svar i forummet', {
      label: 'Se svaret',
      run: () => void navigate(topicPath(topic_id, post_id)),
    });
  });
  return null;
}
