import type { PublicConfig } from '@havhjaelp/common/public-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api';

/** Shown until the server's settings arrive (and if they never do): the documented defaults. */
const DEFAULTS: PublicConfig = {
  emergencyPhone: '112',
  supportEmail: '',
  privacyEmail: '',
  mqttTopicRoot: 'havhjaelp',
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiFetch<PublicConfig>('/config', { signal }),
  staleTime: Infinity,
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery).data ?? DEFAULTS;
}
