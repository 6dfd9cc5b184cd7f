import type { HelpList, HelpRequest } from '@havhjaelp/common/help';
import type { LiveEvent } from '@havhjaelp/common/live';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toasts';
import { helpKeys, responsesQuery } from './api';
import { helpUi } from './help-ui';
import { stepToast, type KnownRequest } from './step-toasts';

/**
 * What this browser has cached about a request: the member list first (the header badge keeps
 * it fresh), else the request's own query. No request is made to find out.
 */
export function knownRequest(queryClient: QueryClient, id: string): HelpRequest | undefined {
  return (
    queryClient
      .getQueryData<HelpList>(helpKeys.list(true))
      ?.requests.find((request) => request.id === id) ??
    queryClient.getQueryData<HelpRequest>(helpKeys.request(id))
  );
}

export function showStepToast(
  event: LiveEvent,
  request: KnownRequest | undefined,
  myId: string,
): void {
  const toast = stepToast(event, request, myId);
  if (!toast) return;
  const { opens } = toast;
  const action = opens ? { label: 'Se tilbud', run: () => helpUi.openDetails(opens) } : undefined;
  showToast(toast.kind, toast.text, toast.title, action);
}

/**
 * An offer on one of my calls: who made it is in the offers list, read only when the call is
 * mine. Call after the offers query has been invalidated, so an ongoing refetch is shared.
 */
export async function showOfferToast(
  queryClient: QueryClient,
  event: Extract<LiveEvent, { action: 'new_response' }>,
  myId: string,
): Promise<void> {
  const request = knownRequest(queryClient, event.data.requestId);
  if (request?.userId !== myId) return;
  const offers = await queryClient
    .fetchQuery({ ...responsesQuery(event.data.requestId), staleTime: 0 })
    .catch(() => []);
  // The server lists offers oldest first.
  const newest = offers.filter((offer) => offer.status === 'offered').at(-1);
  showStepToast(event, { ...request, newestOfferBy: newest?.userName }, myId);
}
