import { type AccessRow } from '../../test/access/access-table';

/** The test-GPS tool reads the administrator's own stored position. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'POST',
    route: '/api/test/gps',
    expect: { anonymous: 401, other: 403, owner: 403, helper: 403, admin: 200 },
  },
];
