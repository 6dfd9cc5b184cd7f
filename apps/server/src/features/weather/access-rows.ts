import type { AccessRow } from '../../test/access/access-table';

const anyone = { anonymous: 200, other: 200, owner: 200, helper: 200, admin: 200 } as const;

/** Marine weather needs no login (SPEC.md section 6); the test app asks a fake Open-Meteo. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'GET',
    route: '/api/weather',
    call: () => ({ query: { lat: '55.68', lon: '12.57' } }),
    expect: anyone,
  },
  {
    method: 'GET',
    route: '/api/weather/marine',
    call: () => ({ query: { lat: '55.68', lon: '12.57' } }),
    expect: anyone,
  },
];
