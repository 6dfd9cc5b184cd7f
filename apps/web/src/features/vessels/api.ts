import type { Vessel, VesselInput, VesselList, VesselType } from '@havhjaelp/common/vessels';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '../../lib/auth-fetch';

export const vesselKeys = {
  all: ['vessels'] as const,
  list: (params: VesselListParams, loggedIn: boolean) =>
    ['vessels', 'list', params, loggedIn] as const,
  one: (id: string) => ['vessels', 'one', id] as const,
  mine: ['vessels', 'mine'] as const,
  byMmsi: (mmsi: number) => ['vessels', 'mmsi', mmsi] as const,
};

export interface VesselListParams {
  search: string;
  type: VesselType | '';
  offset: number;
  limit: number;
}

export const vesselListQuery = (params: VesselListParams, loggedIn: boolean) =>
  queryOptions({
    queryKey: vesselKeys.list(params, loggedIn),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        search: params.search,
        type: params.type,
        offset: String(params.offset),
        limit: String(params.limit),
      });
      return authFetch<VesselList>(`/api/vessels?${query.toString()}`, { signal });
    },
    // The page keeps showing the last answer while the next search is on its way.
    placeholderData: keepPreviousData,
  });

export const vesselQuery = (id: string) =>
  queryOptions({
    queryKey: vesselKeys.one(id),
    queryFn: ({ signal }) =>
      authFetch<Vessel>(`/api/vessels/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });

export const myVesselsQuery = queryOptions({
  queryKey: vesselKeys.mine,
  queryFn: async ({ signal }) =>
    (await authFetch<{ vessels: Vessel[] }>('/api/vessels/my/vessels', { signal })).vessels,
});

/** The public profile (or the caller's own) of the vessel with this MMSI, if there is one. */
export const vesselByMmsiQuery = (mmsi: number) =>
  queryOptions({
    queryKey: vesselKeys.byMmsi(mmsi),
    queryFn: async ({ signal }) =>
      (
        await authFetch<VesselList>(`/api/vessels?mmsi=${String(mmsi).padStart(9, '0')}&limit=1`, {
          signal,
        })
      ).vessels[0] ?? null,
    staleTime: 60_000,
  });

/** Saving or deleting reloads the owner's list and every list and profile (SPEC.md section 4). */
function useReloadVessels() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: vesselKeys.all });
}

export function useSaveVessel() {
  const reload = useReloadVessels();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: VesselInput }) =>
      id
        ? authFetch<Vessel>(`/api/vessels/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: input,
          })
        : authFetch<Vessel>('/api/vessels', { method: 'POST', body: input }),
    onSuccess: reload,
  });
}

export function useDeleteVessel() {
  const reload = useReloadVessels();
  return useMutation({
    mutationFn: (id: string) =>
      authFetch<{ success: true }>(`/api/vessels/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: reload,
  });
}
