import type { AisStatus } from '@havhjaelp/common/ais';
import { aisApi } from '@havhjaelp/common/ais-api';
import { queryOptions } from '@tanstack/react-query';
import { call, endpointKey } from '../../lib/call';

/** How often the dashboard asks for the ship count. */
export const AIS_STATUS_POLL_MS = 15_000;

export const aisStatusQuery = queryOptions({
  queryKey: endpointKey(aisApi.status),
  queryFn: ({ signal }) => call(aisApi.status, { signal }),
  refetchInterval: AIS_STATUS_POLL_MS,
});

/** The dashboard card's value: the live ship count, 'off' when AIS is switched off, '–' unknown. */
export function aisStatText(status: AisStatus | undefined): string {
  if (!status) return '–';
  if (status.source === 'off') return 'off';
  return status.ships.toLocaleString('da-DK');
}
