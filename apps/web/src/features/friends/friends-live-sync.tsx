import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../lib/session';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { FRIENDS_ROOT } from './shared';

/** What an event does (its toast, the lists it refreshes): loaded with the first such event. */
const handling = () => import('./lazy/friend-event');

/**
 * Keeps the friends lists in step with the other people (SPEC.md section 7): a request to me, my
 * request accepted, a friendship ended or a request withdrawn arrive on my own topic. Only the
 * listening is in the first view, so no event passes before it is there.
 */
export function FriendsLiveSync() {
  const user = useSessionUser();
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLiveTopic(user && topics.userMessages(user.id), (event) => {
    if (!event.action.startsWith('friend_')) return;
    void handling().then(({ onFriendEvent }) => onFriendEvent(event, queryClient, navigate));
  });

  // What was told while the channel was down never arrives: the lists are read again after it.
  const live = useLiveState();
  useEffect(() => {
    if (live === 'connected') void queryClient.invalidateQueries({ queryKey: FRIENDS_ROOT });
  }, [live, queryClient]);
  return null;
}
