import type { Positions } from '@havhjaelp/common/positions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionUser } from '../../lib/session';
import { useLiveState, useLiveTopic } from '../../lib/use-live';
import { useLiveTopics } from '../../lib/use-live-topics';
import { positionsKeys, positionsQuery } from './api';
import { withoutCall, withPartnerFix } from './positions-cache';

/**
 * What others share with me, asked every 30 s while a member looks at the map, with the other
 * person of my call moved live: each fix they report comes on my own topic, and the call's end
 * (on the public status topic) takes them off at once; accepting a helper asks again.
 */
export function useSharedPositions() {
  const me = useSessionUser();
  const topics = useLiveTopics();
  const queryClient = useQueryClient();
  const patch = (change: (positions: Positions) => Positions) =>
    queryClient.setQueryData<Positions>(positionsKeys.seen, (positions) =>
      positions ? change(positions) : positions,
    );

  // A fix sent just before the call ended may arrive just after it: it is not shown again.
  const ended = useRef(new Set<string>());

  useLiveTopic(me ? topics.userMessages(me.id) : null, (event) => {
    if (event.action !== 'helper_position' || ended.current.has(event.data.requestId)) return;
    patch((positions) => withPartnerFix(positions, event.data));
    // An answer already on its way was read before this fix was kept and would put the old
    // positions back over it: it is asked again instead (the server keeps a fix before telling).
    if (queryClient.isFetching({ queryKey: positionsKeys.seen }) > 0) {
      void queryClient.invalidateQueries({ queryKey: positionsKeys.seen });
    }
  });
  useLiveTopic(me ? topics.helpUpdate : null, (event) => {
    if (event.action !== 'status_updated') return;
    const { id, status } = event.data;
    if (status === 'resolved' || status === 'cancelled') ended.current.add(id);
    // Back to active: the helper's account is gone, and with it the helper on the way.
    if (status === 'resolved' || status === 'cancelled' || status === 'active') {
      patch((positions) => withoutCall(positions, id));
    }
    if (status === 'accepted') void queryClient.invalidateQueries({ queryKey: positionsKeys.seen });
  });

  // Fixes and ends told while the channel was down never arrive: after a reconnect, ask again.
  const live = useLiveState();
  const wasConnected = useRef(false);
  useEffect(() => {
    if (live !== 'connected') return;
    if (wasConnected.current) void queryClient.invalidateQueries({ queryKey: positionsKeys.seen });
    wasConnected.current = true;
  }, [live, queryClient]);

  return useQuery({ ...positionsQuery, enabled: me !== null });
}
