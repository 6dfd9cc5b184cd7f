import type { HelpList } from '@havhjaelp/common/help';
import { helpApi } from '@havhjaelp/common/help-api';
import { publicPosition } from '@havhjaelp/common/help-precision';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { useMyPosition } from '../../lib/use-my-position';
import { useSession } from '../../lib/session';
import { helpKeys, helpRequestQuery } from './api';
import { patchHelpLists } from './help-list-cache';
import { helpUi } from './help-ui';
import { queriesChangedByStatus, withRequest, withStatus } from './live-cache';
import { knownRequest, showOfferToast, showStepToast } from './step-toasts-live';

/**
 * Keeps the page in step with the live channel: patches the cached help lists from the events
 * themselves and marks stale only the queries an event changes, opens the chat for both people
 * when a helper is accepted, and removes it when the request ends (SPEC.md section 4); both
 * people get a toast for each step.
 */
export function HelpLiveSync() {
  const session = useSession();
  const token = session?.token ?? null;
  const myId = session?.user.id;
  const topics = useLiveTopics();
  const queryClient = useQueryClient();

  useLiveTopic(topics.helpNew, (event) => {
    if (event.action !== 'new_help_request') return;
    const request = event.data;
    patchHelpLists(queryClient, (list) => withRequest(list, request), false);
    // The member list holds the precise view (position, contact, whose it is), which the public
    // event leaves out: only that one request is fetched, never the list.
    const members = queryClient.getQueryData<HelpList>(helpKeys.list(true));
    if (!token || !members || members.requests.some((r) => r.id === request.id)) return;
    queryClient.fetchQuery(helpRequestQuery(request.id)).then(
      (full) => patchHelpLists(queryClient, (list) => withRequest(list, full), true),
      () => undefined,
    );
  });

  useRereadWhenMoved(token !== null);

  // Events sent while the channel was down never arrive: after a reconnect the lists are read once.
  const live = useLiveState();
  const wasConnected = useRef(false);
  useEffect(() => {
    if (live !== 'connected') return;
    if (wasConnected.current) void queryClient.invalidateQueries({ queryKey: helpKeys.lists });
    wasConnected.current = true;
  }, [live, queryClient]);

  useLiveTopic(topics.helpUpdate, (event) => {
    if (event.action !== 'status_updated') return;
    const { id, status } = event.data;
    // Who was accepted is only known from the fresh request fetched below.
    if (myId && status !== 'accepted') showStepToast(event, knownRequest(queryClient, id), myId);
    patchHelpLists(queryClient, (list) => withStatus(list, id, status));
    for (const queryKey of queriesChangedByStatus(id, status)) {
      void queryClient.invalidateQueries({ queryKey });
    }
    // Ended, or handed back to active because the helper's account is gone: no chat any more.
    if (status === 'resolved' || status === 'cancelled' || status === 'active') {
      helpUi.closeChat(id);
    }
    if (status === 'accepted' && myId) {
      // The helper's name and id come only with the request's member view.
      queryClient.fetchQuery(helpRequestQuery(id)).then(
        (request) => {
          patchHelpLists(queryClient, (list) => withRequest(list, request), true);
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

/**
 * The member's reads of calls carry where they are (`nearMe`), which decides which calls they see
 * precisely: when that becomes known or moves by about a kilometre, the calls are read again.
 */
function useRereadWhenMoved(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  const here = useMyPosition();
  const cell = here && JSON.stringify(publicPosition(here));
  const read = useRef(cell);
  useEffect(() => {
    if (!loggedIn || read.current === cell) return;
    read.current = cell;
    for (const queryKey of [helpKeys.lists, helpApi.request.key, helpApi.ended.key]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [loggedIn, cell, queryClient]);
}
