import { everyone, type AccessRow } from '../../test/access/access-table';

/** The health check answers anyone (SPEC.md section 9). */
export const ACCESS_ROWS: readonly AccessRow[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
];
