import type { PublicConfig } from '@havhjaelp/common/public-config';
import { publicConfigApi } from '@havhjaelp/common/public-config-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from './call';

/** Shown until the server's settings arrive (and if they never do): the documented defaults. */
const DEFAULTS: PublicConfig = {
  emergencyPhone: '112',
  supportEmail: '',
  privacyEmail: '',
  mqttTopicRoot: 'havhjaelp',
};

export const publicConfigQuery = queryOptions({
  queryKey: endpointKey(publicConfigApi.config),
  queryFn: ({ signal }) => call(publicConfigApi.config, { signal }),
  staleTime: Infinity,
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery).data ?? DEFAULTS;
}
