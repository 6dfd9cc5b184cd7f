import { helpApi } from '@havhjaelp/common/help-api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { helpKeys } from '../help-keys';

/** My own response time, for the dashboard's card, itself loaded on demand for a logged-in boater. */
export const responseTimeQuery = (userId: string) =>
  queryOptions({
    queryKey: helpKeys.responseTime(userId),
    queryFn: ({ signal }) => call(helpApi.responseTime, { signal }),
  });
