import type {
  CloseHelpInput,
  CreateHelpInput,
  HelpList,
  HelpRequest,
  HelpResponse,
  HelpStatus,
  Testimonial,
} from '@havhjaelp/common/help';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../lib/auth-fetch';
import { helpKeys } from './help-keys';
import { patchHelpLists } from './help-list-cache';
import { withRequest } from './live-cache';

export { helpKeys };

export const helpListQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: helpKeys.list(loggedIn),
    // The cache-busting query SPEC.md asks for, so no proxy serves a stale list.
    queryFn: ({ signal }) => authFetch<HelpList>(`/help?_t=${Date.now()}`, { signal }),
  });

/** Public thank-yous, newest first; no login needed (SPEC.md section 6). */
export const testimonialsQuery = queryOptions({
  queryKey: helpKeys.testimonials,
  queryFn: async ({ signal }) =>
    (await authFetch<{ testimonials: Testimonial[] }>('/help/testimonials', { signal }))
      .testimonials,
});

export const helpRequestQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.request(id),
    queryFn: ({ signal }) => authFetch<HelpRequest>(`/help/${id}`, { signal }),
  });

export const responsesQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.responses(id),
    queryFn: async ({ signal }) =>
      (await authFetch<{ responses: HelpResponse[] }>(`/help/${id}/responses`, { signal }))
        .responses,
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

export function useCreateHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateHelpInput) =>
      authFetch<HelpRequest>('/help', { method: 'POST', body: input }),
    onSuccess: (request) => {
      queryClient.setQueryData(helpKeys.request(request.id), request);
      patchHelpLists(queryClient, (list) => withRequest(list, request), true);
    },
  });
}

export function useRespond(id: string) {
  const refresh = useRefreshRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { message?: string; estimatedArrival?: string | null }) =>
      authFetch<HelpResponse>(`/help/${id}/respond`, { method: 'POST', body: input }),
    // The answer is the offer: the request itself (now perhaps 'offered') is read alone.
    onSuccess: () =>
      queryClient.fetchQuery({ ...helpRequestQuery(id), staleTime: 0 }).then(refresh, () => {}),
  });
}

export function useAcceptHelper(id: string) {
  const refresh = useRefreshRequest();
  return useMutation({
    mutationFn: (responseId: string) =>
      authFetch<HelpRequest>(`/help/${id}/accept/${responseId}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useChangeStatus(id: string) {
  const refresh = useRefreshRequest();
  return useMutation({
    mutationFn: (status: HelpStatus) =>
      authFetch<HelpRequest>(`/help/${id}`, { method: 'PUT', body: { status } }),
    onSuccess: refresh,
  });
}

export function useCloseHelp(id: string) {
  const refresh = useRefreshRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseHelpInput) =>
      authFetch<HelpRequest>(`/help/${id}/close`, { method: 'POST', body: input }),
    onSuccess: async (request) => {
      await refresh(request);
      await queryClient.invalidateQueries({ queryKey: helpKeys.testimonials });
    },
  });
}
