import type { VesselInput, VesselType } from '@havhjaelp/common/vessels';
import { endpointUrl } from '@havhjaelp/common/endpoint';
import { vesselsApi } from '@havhjaelp/common/vessels-api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';
import { getSession } from '../../lib/session';

/** The vessels feature's query keys, each its endpoint's: every one lives under `vessels`. */
export const vesselKeys = {
  all: ['vessels'] as const,
  list: (params: VesselListParams, loggedIn: boolean) =>
    endpointKey(vesselsApi.list, params, loggedIn),
  one: (id: string) => endpointKey(vesselsApi.vessel, id),
  mine: vesselsApi.mine.key,
  byMmsi: (mmsi: number) => endpointKey(vesselsApi.list, 'mmsi', mmsi),
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
    queryFn: ({ signal }) => call(vesselsApi.list, { query: params, signal }),
    // The page keeps showing the last answer while the next search is on its way.
    placeholderData: keepPreviousData,
  });

export const vesselQuery = (id: string) =>
  queryOptions({
    queryKey: vesselKeys.one(id),
    queryFn: ({ signal }) => call(vesselsApi.vessel, { params: { id }, signal }),
    retry: false,
  });

export const myVesselsQuery = queryOptions({
  queryKey: vesselKeys.mine,
  queryFn: async ({ signal }) => (await call(vesselsApi.mine, { signal })).vessels,
});

/** The public profile (or the caller's own) of the vessel with this MMSI, if there is one. */
export const vesselByMmsiQuery = (mmsi: number) =>
  queryOptions({
    queryKey: vesselKeys.byMmsi(mmsi),
    queryFn: async ({ signal }) =>
      (
        await call(vesselsApi.list, {
          query: { mmsi: String(mmsi).padStart(9, '0'), limit: 1 },
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
        ? call(vesselsApi.change, { params: { id }, body: input })
        : call(vesselsApi.create, { body: input }),
    onSuccess: reload,
  });
}

export function useDeleteVessel() {
  const reload = useReloadVessels();
  return useMutation({
    mutationFn: (id: string) => call(vesselsApi.remove, { params: { id } }),
    onSuccess: reload,
  });
}

/**
 * The picture behind a link being typed, as the server fetched it: the browser never calls the
 * link's host itself (nor may it: the Content-Security-Policy takes pictures from the app only).
 */
export async function fetchImagePreview(link: string, signal: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  const response = await fetch(endpointUrl(vesselsApi.imagePreview, { query: { url: link } }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`no picture: ${response.status}`);
  return response.blob();
}
