import type { QueryClient } from '@tanstack/react-query';
import { vesselByMmsiQuery } from './api';
import { vesselPath } from './vessel-path';

/** The profile of the vessel with this MMSI: asked for once, known when the answer is in. */
export function vesselLink(mmsi: number, queryClient: QueryClient): string | undefined {
  const query = vesselByMmsiQuery(mmsi);
  const vessel = queryClient.getQueryData(query.queryKey);
  if (vessel === undefined) void queryClient.prefetchQuery(query);
  return vessel ? vesselPath(vessel.id) : undefined;
}
