import { everyone, type AccessRow } from '../../test/access/access-table';

/** Map tiles answer anyone; the test app asks a fake tile server. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'GET',
    route: '/tiles/base/:z/:x/:file',
    call: () => ({ params: { z: '7', x: '68', file: '39.png' } }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/tiles/seamap/:z/:x/:file',
    call: () => ({ params: { z: '7', x: '68', file: '39.png' } }),
    expect: everyone(200),
  },
];
