import { everyone, type AccessRow } from '../../test/access/access-table';

/** Anyone may write to support, logged in or not. */
export const ACCESS_ROWS: readonly AccessRow[] = [
  {
    method: 'POST',
    route: '/api/support',
    call: () => ({
      body: { name: 'Søren', email: 'soren@example.dk', subject: 'Spørgsmål', message: 'Hej' },
    }),
    expect: everyone(200),
  },
];
