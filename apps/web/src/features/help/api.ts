import type {
  CloseHelpInput,
  CreateHelpInput,
  HelpRequest,
  HelpStatus,
} from '@havhjaelp/common/help';
import { helpApi } from '@havhjaelp/common/help-api';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { myPositionNow } from '../../lib/use-my-position';
import { helpKeys } from './help-keys';
import { patchHelpLists } from './help-list-cache';
import { withRequest } from './live-cache';

export { helpKeys };

/**
 * Where I am, sent with a member's reads of calls: the server shows the calls within 50 km of it
 * precisely (as it does those near my last reported position). Read when the read is made;
 * `useRereadWhenMoved` reads again when it changes.
 */
export function nearMe(): { lat?: number; lng?: number } {
  const here = myPositionNow();
  return here ? { lat: here.lat, lng: here.lng } : {};
}

export const helpListQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: helpKeys.list(loggedIn),
    // The cache-busting query SPEC.md asks for, so no proxy serves a stale list. A visitor's
    // place would change nothing, so it is never sent.
    queryFn: ({ signal }) =>
      call(helpApi.list, {
        query: { _t: String(Date.now()), ...(loggedIn ? nearMe() : {}) },
        signal,
      }),
  });

/** Public thank-yous, newest first; no login needed (SPEC.md section 6). */
export const testimonialsQuery = queryOptions({
  queryKey: helpKeys.testimonials,
  queryFn: async ({ signal }) => (await call(helpApi.testimonials, { signal })).testimonials,
});

export const helpRequestQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.request(id),
    queryFn: ({ signal }) => call(helpApi.request, { params: { id }, query: nearMe(), signal }),
  });

export const responsesQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.responses(id),
    queryFn: async ({ signal }) =>
      (await call(helpApi.responses, { params: { id }, signal })).responses,
  });

/**
 * After my own change to a request: its answer (the member view) goes into the member list and
 * the request's own query, and only that request's offers are fetched again; the other browsers
 * learn of it from the live channel.
 */
function useRefreshRequest() {
  const queryClient = useQueryClient();
  return (request: HelpRequest) => {
    queryClient.setQueryData(helpKeys.request(request.id), request);
    patchHelpLists(queryClient, (list) => withRequest(list, request), true);
    return queryClient.invalidateQueries({ queryKey: helpKeys.responses(request.id) });
  };
}

/** A call I made (now, or one that waited for coverage) goes into my lists and its own query. */
export function rememberMadeCall(queryClient: QueryClient, request: HelpRequest): void {
  queryClient.setQueryData(helpKeys.request(request.id), request);
  patchHelpLists(queryClient, (list) => withRequest(list, request), true);
}

export function useCreateHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateHelpInput) => call(helpApi.create, { body: input }),
    onSuccess: (request) => rememberMadeCall(queryClient, request),
  });
}

export function useRespond(id: string) {
  const refresh = useRefreshRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { message?: string; estimatedArrival?: string | null }) =>
      call(helpApi.respond, { params: { id }, body: input }),
    // The answer is the offer: the request itself (now perhaps 'offered') is read alone, and my
    // response time, which the offer changed.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: helpApi.responseTime.key });
      return queryClient
        .fetchQuery({ ...helpRequestQuery(id), staleTime: 0 })
        .then(refresh, () => {});
    },
  });
}

export function useAcceptHelper(id: string) {
  const refresh = useRefreshRequest();
  return useMutation({
    mutationFn: (responseId: string) => call(helpApi.accept, { params: { id, responseId } }),
    onSuccess: refresh,
  });
}

export function useChangeStatus(id: string) {
  const refresh = useRefreshRequest();
  return useMutation({
    mutationFn: (status: HelpStatus) =>
      call(helpApi.changeStatus, { params: { id }, body: { status } }),
    onSuccess: refresh,
  });
}

export function useCloseHelp(id: string) {
  const refresh = useRefreshRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseHelpInput) => call(helpApi.close, { params: { id }, body: input }),
    onSuccess: async (request) => {
      await refresh(request);
      await queryClient.invalidateQueries({ queryKey: helpKeys.testimonials });
    },
  });
}
