import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../../lib/session';
import { helpListQuery } from './api';
import { myActiveRequests, type MyRequests } from './my-requests';

const NONE: MyRequests = { incoming: [], outgoing: [] };

/**
 * My open requests and those I help with, from the member list polled every `pollMs` (live help
 * events patch the list in between). Empty when logged out.
 */
export function useMyRequests(pollMs: number): MyRequests {
  const user = useSessionUser();
  const list = useQuery({
    ...helpListQuery(true),
    enabled: user !== null,
    refetchInterval: pollMs,
  });
  if (!user || !list.data) return NONE;
  return myActiveRequests(list.data.requests, user.id);
}
