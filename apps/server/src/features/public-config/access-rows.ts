import { everyone, type AccessRow } from '../../test/access/access-table';

/** The public configuration answers anyone. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/config', expect: everyone(200) },
];
