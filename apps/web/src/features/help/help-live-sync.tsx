import type { HelpList, HelpRequest } from '@havhjaelp/common/help';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveClient } from '../../lib/live-client';
import { useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { authFetch } from '../auth/api';
import { useSession } from '../auth/session';
import { helpKeys } from './api';
import { helpUi } from './help-ui';
import { knownRequest, showOfferToast, showStepToast } from './step-toasts-live';

/**
 * Keeps the page in step with the live channel: connects with the session token, refreshes the
 * help queries on events, opens the chat for both people when a helper is accepted, and removes
 * it when the request ends (SPEC.md section 4); both people get a toast for each step.
 */
export function HelpLiveSync() {
  const session = useSession();
  const token = session?.token ?? null;
  const myId = session?.user.id;
  const topics = useLiveTopics();
  const queryClient = useQueryClient();

  useEffect(() => {
    liveClient.connect(token);
    if (!token) helpUi.reset();
  }, [token]);

  useLiveTopic(topics.helpNew, () => {
    void queryClient.invalidateQueries({ queryKey: ['help', 'list'] });
  });

  useLiveTopic(topics.helpUpdate, (event) => {
    if (event.action !== 'status_updated') return;
    const { id, status } = event.data;
    // Who was accepted is only known from the fresh request fetched below.
    if (myId && status !== 'accepted') showStepToast(event, knownRequest(queryClient, id), myId);
    // Patch at once so the dashboard changes without waiting, then fetch the full truth.
    queryClient.setQueriesData<HelpList>(
      { queryKey: ['help', 'list'] },
      (list) =>
        list && {
          ...list,
          requests: list.requests.map((r) => (r.id === id ? { ...r, status } : r)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: helpKeys.all });
    if (status === 'resolved' || status === 'cancelled') helpUi.closeChat(id);
    if (status === 'accepted' && myId) {
      authFetch<HelpRequest>(`/help/${id}`).then(
        (request) => {
          if (request.userId === myId || request.helperId === myId) helpUi.openChat(id);
          showStepToast(event, request, myId);
        },
        () => undefined,
      );
    }
  });

  useLiveTopic(token ? topics.helpResponse : null, (event) => {
    if (event.action !== 'new_response') return;
    void queryClient.invalidateQueries({ queryKey: helpKeys.responses(event.data.requestId) });
    void queryClient.invalidateQueries({ queryKey: helpKeys.request(event.data.requestId) });
    if (myId) void showOfferToast(queryClient, event, myId);
  });

  // A thank-you comes privately, on my own topic.
  useLiveTopic(myId ? topics.userMessages(myId) : null, (event) => {
    if (myId) showStepToast(event, undefined, myId);
  });

  return null;
}
