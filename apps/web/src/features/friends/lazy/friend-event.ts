import type { LiveEvent } from '@havhjaelp/common/live';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { showToast } from '../../../lib/toasts';
import { FRIENDS_ROOT, REQUESTS_LINK } from '../shared';

/**
 * One event of the other people on my topic: the lists are read again, and a new request and an
 * accepted one are told in a toast wherever I am.
 */
export function onFriendEvent(
  event: LiveEvent,
  queryClient: QueryClient,
  navigate: NavigateFunction,
): void {
  switch (event.action) {
    case 'friend_request':
      showToast('info', `${event.data.senderUsername} vil gerne være din ven.`, 'Venneanmodning', {
        label: 'Se anmodninger',
        run: () => void navigate(REQUESTS_LINK),
      });
      break;
    case 'friend_accepted':
      showToast('success', `Du og ${event.data.friend.friend_username} er nu venner.`);
      break;
    case 'friend_removed':
    case 'friend_request_ended':
      break;
    default:
      return;
  }
  void queryClient.invalidateQueries({ queryKey: FRIENDS_ROOT });
}
