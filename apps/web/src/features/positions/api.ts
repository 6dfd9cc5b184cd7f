import type { PositionReport, PositionSharingChange } from '@havhjaelp/common/positions';
import { positionsApi } from '@havhjaelp/common/positions-api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** The positions feature's query keys, each its endpoint's: every one lives under `positions`. */
export const positionsKeys = {
  all: ['positions'] as const,
  sharing: positionsApi.sharing.key,
  seen: positionsApi.positions.key,
};

/** How often the map asks again what others share: as often as a browser reports at most. */
export const POSITIONS_REFRESH_MS = 30_000;

export const sharingQuery = queryOptions({
  queryKey: positionsKeys.sharing,
  queryFn: ({ signal }) => call(positionsApi.sharing, { signal }),
});

/** What others share with me: friends precisely, others as areas, my call's other person. */
export const positionsQuery = queryOptions({
  queryKey: positionsKeys.seen,
  queryFn: ({ signal }) => call(positionsApi.positions, { signal }),
  refetchInterval: POSITIONS_REFRESH_MS,
});

/** Turns sharing on or off, or changes the interval; the answer is the switch as stored. */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PositionSharingChange) => call(positionsApi.setSharing, { body: change }),
    onSuccess: (sharing) => queryClient.setQueryData(positionsKeys.sharing, sharing),
  });
}

export const reportPosition = (fix: PositionReport) => call(positionsApi.report, { body: fix });
