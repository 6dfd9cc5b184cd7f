import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { createVessel } from '../../test/vessels';

const t = useTestApp({ clock: new Date('2026-06-01T12:00:00Z') });
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  await t.start();
  owner = await registerUser(t, 'ejer');
  other = await registerUser(t, 'anden');
  const plain = { mmsi: '', call_sign: '', vessel_make: '', vessel_model: '', home_port: '' };
  // Created a minute apart: the list is newest first.
  const fleet = [
    { ...plain, name: 'Ærø Express', vessel_type: 'passenger', home_port: 'Ærøskøbing' },
    { ...plain, name: 'Sø-ulven', vessel_type: 'motorboat', vessel_make: 'Nimbus' },
    { ...plain, name: 'Havørnen', vessel_type: 'sailboat', mmsi: '219000001', call_sign: 'OZ1234' },
    {
      ...plain,
      name: 'Hélène',
      vessel_type: 'yacht',
      vessel_model: 'Swan 48',
      home_port: 'Skagen',
    },
    { ...plain, name: '100% Fart_', vessel_type: 'motorboat' },
  ] as const;
  for (const vessel of fleet) {
    await createVessel(t, owner, vessel);
    t.clock.advance(60_000);
  }
  await createVessel(t, other, { ...plain, name: 'Ærø Hemmelig', public_profile: false });
});

const names = async (query: string, as?: TestUser) => {
  const response = await t.call('GET', `/api/vessels${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { names: body.vessels.map((v: { name: string }) => v.name), total: body.total };
};

describe('GET /api/vessels', () => {
  it('lists the public vessels newest first, plus the caller’s own private ones', async () => {
    const everyone = ['100% Fart_', 'Hélène', 'Havørnen', 'Sø-ulven', 'Ærø Express'];
    expect(await names('')).toEqual({ names: everyone, total: 5 });
    expect(await names('', owner)).toEqual({ names: everyone, total: 5 });
    expect(await names('', other)).toEqual({ names: ['Ærø Hemmelig', ...everyone], total: 6 });
  });

  it.each([
    ['aero', ['Ærø Express']],
    ['AERØ', ['Ærø Express']],
    ['aeroeskoebing', ['Ærø Express']],
    ['soe', ['Sø-ulven']],
    ['SO-ULV', ['Sø-ulven']],
    ['havorn', ['Havørnen']],
    ['helene', ['Hélène']],
    ['nimbus', ['Sø-ulven']],
    ['swan 48', ['Hélène']],
    ['skagen', ['Hélène']],
    ['219000001', ['Havørnen']],
    ['oz12', ['Havørnen']],
    ['100%', ['100% Fart_']],
    ['t_', ['100% Fart_']],
    ['%', ['100% Fart_']],
    ['_', ['100% Fart_']],
    ['hav skagen', []],
    ['zzz', []],
  ])('search %s finds %o, on either database', async (search, expected) => {
    expect((await names(`?search=${encodeURIComponent(search)}`)).names).toEqual(expected);
  });

  it('filters by type, combines with the search, and finds one MMSI exactly', async () => {
    expect((await names('?type=motorboat')).names).toEqual(['100% Fart_', 'Sø-ulven']);
    expect((await names('?type=motorboat&search=so')).names).toEqual(['Sø-ulven']);
    expect((await names('?type=')).total).toBe(5);
    expect((await names('?mmsi=219000001')).names).toEqual(['Havørnen']);
    expect((await names('?mmsi=219000002')).names).toEqual([]);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    expect(await names('?limit=2')).toEqual({ names: ['100% Fart_', 'Hélène'], total: 5 });
    expect(await names('?limit=2&offset=2')).toEqual({ names: ['Havørnen', 'Sø-ulven'], total: 5 });
    expect(await names('?limit=2&offset=4')).toEqual({ names: ['Ærø Express'], total: 5 });
    expect(await names('?offset=10')).toEqual({ names: [], total: 5 });
  });

  it.each([
    '?type=ubåd',
    '?limit=0',
    '?limit=51',
    '?offset=-1',
    '?limit=abc',
    `?search=${'x'.repeat(101)}`,
    '?mmsi=12',
  ])('answers %s with a Danish 400', async (query) => {
    const response = await t.call('GET', `/api/vessels${encodeURI(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});
