import { members, type AccessRow } from '../access/access-table';
import type { LiveRow } from '../access/live-table';

/** The fixture's bell rings for members only. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'POST',
    route: '/api/fixture/ring',
    call: () => ({ body: { strokes: 2 } }),
    expect: members(200),
  },
];

/** A user's own bell is theirs alone. */
export const LIVE_ROWS: readonly LiveRow[] = [
  {
    path: 'fixture/{id}/bell',
    fills: 'user',
    may: { anonymous: 'refused', member: 'refused', self: 'subscribe' },
  },
];
