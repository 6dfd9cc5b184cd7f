import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useLiveState, useLiveTopic } from '../../../lib/use-live';
import { useLiveTopics } from '../../../lib/use-live-topics';
import { refreshFriends } from '../api';
import { closeDirectChat } from '../direct-chat';
import { REQUESTS_LINK } from '../requests-link';

/**
 * Keeps the friends lists in step with the other people (SPEC.md section 7): a request to me, my
 * request accepted, a friendship ended or a request withdrawn arrive on my own topic, and the
 * lists are read again; a new request and an accepted one are told in a toast wherever I am, and
 * an ended friendship's chat window closes.
 */
export function FriendsLiveSync() {
  const user = useSessionUser();
  return user && <FriendsLiveSyncFor userId={user.id} />;
}

function FriendsLiveSyncFor({ userId }: { userId: string }) {
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => void refreshFriends(queryClient);

  useLiveTopic(topics.userMessages(userId), (event) => {
    switch (event.action) {
      case 'friend_request':
        showToast(
          'info',
          `${event.data.senderUsername} vil gerne være din ven.`,
          'Venneanmodning',
          {
            label: 'Se anmodninger',
            run: () => void navigate(REQUESTS_LINK),
          },
        );
        return refresh();
      case 'friend_accepted':
        showToast('success', `Du og ${event.data.friend.friend_username} er nu venner.`);
        return refresh();
      case 'friend_removed':
        closeDirectChat(event.data.userId);
        return refresh();
      case 'friend_request_ended':
        return refresh();
    }
  });

  // What was told while the channel was down never arrives: the lists are read again after it.
  const live = useLiveState();
  useEffect(() => {
    if (live === 'connected') void refreshFriends(queryClient);
  }, [live, queryClient]);
  return null;
}
