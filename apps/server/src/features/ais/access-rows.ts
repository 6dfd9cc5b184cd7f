import { everyone, type AccessRow } from '../../test/access/access-table';

/** The state of the ship-traffic source answers anyone. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/ais/status', expect: everyone(200) },
];
