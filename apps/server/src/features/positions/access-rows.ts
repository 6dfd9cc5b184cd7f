import { members, type AccessRow } from '../../test/access/access-table';

/**
 * Shared positions: every route acts on the caller's own fix and switch, or answers what others
 * share with the caller, so any member may call them and a visitor none. What each member sees is
 * the privacy tests' matter (positions-privacy.test.ts). The other person's position during a
 * call travels on the user topic (auth's row: only its owner may follow it).
 */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'PUT',
    route: '/api/me/position',
    call: () => ({ body: { lat: 55.7, lng: 12.6, accuracy: 12, source: 'gps' } }),
    expect: members(200),
  },
  { method: 'GET', route: '/api/me/position-sharing', expect: members(200) },
  {
    method: 'PUT',
    route: '/api/me/position-sharing',
    call: () => ({ body: { enabled: true, intervalSeconds: 300 } }),
    expect: members(200),
  },
  { method: 'GET', route: '/api/positions', expect: members(200) },
];
