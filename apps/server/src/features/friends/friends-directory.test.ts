import { beforeAll, describe, expect, it } from 'vitest';
import { befriend, blockUser, requestFriend } from '../../test/friends';
import { useTestApp } from '../../test/use-test-app';
import { registerUser, type TestUser } from '../../test/users';
import { setTestUser } from '../auth';

interface Listed {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  relation: { state: string; requestId?: string };
}

describe('the directory and the friend search', () => {
  const t = useTestApp();
  let viewer: TestUser;
  let soeren: TestUser;
  let helene: TestUser;
  let aeroebo: TestUser;
  let anna: TestUser;
  let boOle: TestUser;
  let bjoern: TestUser;
  let carl: TestUser;
  let sentId: string;
  let receivedId: string;

  beforeAll(async () => {
    await t.start();
    const person = (username: string, email: string) =>
      registerUser(t, username, {
        email,
        firstName: `Fornavn ${username}`,
        lastName: 'Efternavn',
        phone: '+45 11 22 33 44',
        boatName: `Båd ${username}`,
      });
    viewer = await person('kaptajn', 'kaptajn@example.dk');
    soeren = await person('Søren', 'soeren.privat@example.dk');
    helene = await person('Hélène', 'helene.h@example.dk');
    aeroebo = await person('ÆrøBo', 'aeroebo@example.dk');
    anna = await person('anna.b', 'hemmelig.adresse@example.dk');
    boOle = await person('bo_ole', 'bo.ole@example.dk');
    bjoern = await person('Bjørn', 'bjoern@example.dk');
    carl = await person('Carl', 'carl@example.dk');
    await befriend(t, viewer, soeren);
    sentId = await requestFriend(t, viewer, helene);
    receivedId = await requestFriend(t, aeroebo, viewer);
    await blockUser(t, bjoern, viewer);
    await blockUser(t, viewer, carl);
    await setTestUser(t.db, 'ANNA.B', true);
  });

  let addresses = 0;
  /** Each call from its own address, so only the rate limit's own test meets the limit. */
  const inject = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}` },
      remoteAddress: `10.55.${Math.floor((addresses += 1) / 250)}.${(addresses % 250) + 1}`,
      ...(payload ? { payload } : {}),
    });
  const directory = async (user: TestUser, query = '') => {
    const response = await inject(user, 'GET', `/api/friends/directory${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { users: Listed[]; next: string | null };
  };
  const search = async (user: TestUser, query: string) => {
    const response = await inject(user, 'POST', '/api/friends/search', { query });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { users: Listed[] }).users.map((u) => u.username);
  };

  it('lists everyone but oneself and either side of a block, with where the viewer stands', async () => {
    const { users, next } = await directory(viewer);
    expect(next).toBeNull();
    expect(users.map((u) => u.username).sort()).toEqual(
      ['anna.b', 'bo_ole', 'Hélène', 'Søren', 'ÆrøBo'].sort(),
    );
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    expect(byName['Søren']).toEqual({
      userId: soeren.id,
      username: 'Søren',
      boatName: 'Båd Søren',
      isTestUser: false,
      // A name is shown to friends only.
      firstName: 'Fornavn Søren',
      lastName: 'Efternavn',
      relation: { state: 'friend' },
    });
    expect(byName['Hélène']).toMatchObject({
      firstName: '',
      lastName: '',
      relation: { state: 'sent', requestId: sentId },
    });
    expect(byName['ÆrøBo']).toMatchObject({
      firstName: '',
      relation: { state: 'received', requestId: receivedId },
    });
    expect(byName['anna.b']).toMatchObject({
      userId: anna.id,
      isTestUser: true,
      firstName: '',
      relation: { state: 'none' },
    });
    // The blocked user does not find the blocker either.
    expect((await directory(carl)).users.map((u) => u.username)).not.toContain('kaptajn');
    expect((await directory(bjoern)).users.map((u) => u.username)).not.toContain('kaptajn');
    expect((await directory(soeren)).users.map((u) => u.username)).toContain('kaptajn');
  });

  it('never carries an e-mail address, a phone number or a stranger’s name', async () => {
    const found = await inject(helene, 'POST', '/api/friends/search', {
      query: 'soeren.privat@example.dk',
    });
    const answers = JSON.stringify([await directory(helene), found.json()]);
    for (const secret of ['@example.dk', '11 22 33 44', 'Fornavn', 'Efternavn']) {
      expect(answers).not.toContain(secret);
    }
    expect(answers).toContain('Søren');
  });

  it('pages by username, each user once, until next is null', async () => {
    const all = (await directory(viewer)).users.map((u) => u.username);
    const paged: string[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    do {
      const query: string = `?limit=2${after === null ? '' : `&after=${encodeURIComponent(after)}`}`;
      const { users, next }: { users: Listed[]; next: string | null } = await directory(
        viewer,
        query,
      );
      paged.push(...users.map((u) => u.username));
      sizes.push(users.length);
      if (next !== null) expect(next).toBe(users[users.length - 1]!.username);
      after = next;
    } while (after !== null && sizes.length < 10);
    expect(sizes).toEqual([2, 2, 1]);
    expect(paged).toEqual(all);
    // Within the plain letters, the order is the alphabet's, whatever the case.
    expect(all.filter((name) => /^[\x20-\x7e]+$/.test(name))).toEqual(['anna.b', 'bo_ole']);
    const last = encodeURIComponent(all[all.length - 1]!);
    expect(await directory(viewer, `?after=${last}`)).toEqual({ users: [], next: null });
    const tooMany = await inject(viewer, 'GET', '/api/friends/directory?limit=101');
    expect(tooMany.statusCode).toBe(400);
  });

  it.each([
    ['soren', ['Søren']],
    ['SØR', ['Søren']],
    ['soeren', ['Søren']],
    ['helene', ['Hélène']],
    ['HÉL', ['Hélène']],
    ['aero', ['ÆrøBo']],
    ['aerobo', ['ÆrøBo']],
    ['o_o', ['bo_ole']],
    // LIKE's wildcard is taken literally: 'or' in 'soren' does not match.
    ['o_', ['bo_ole']],
    ['%%', []],
    ['  anna  ', ['anna.b']],
    ['kaptajn', []],
    ['bjørn', []],
    ['carl', []],
    // An e-mail address finds its account exactly, in any case, and only whole.
    ['hemmelig.adresse@example.dk', ['anna.b']],
    ['HEMMELIG.Adresse@Example.DK', ['anna.b']],
    ['hemmelig.adresse@example', []],
    ['hemmelig', []],
    ['example.dk', []],
    ['bjoern@example.dk', []],
    ['kaptajn@example.dk', []],
  ])('search %j finds %o', async (query, expected) => {
    expect(await search(viewer, query)).toEqual(expected);
  });

  it('answers search results as the directory does, relation and all', async () => {
    const [found] = (
      await (await inject(viewer, 'POST', '/api/friends/search', { query: 'sør' })).json()
    ).users as Listed[];
    expect(found).toMatchObject({ firstName: 'Fornavn Søren', relation: { state: 'friend' } });
    const [asStranger] = (
      await (await inject(helene, 'POST', '/api/friends/search', { query: 'sør' })).json()
    ).users as Listed[];
    expect(asStranger).toMatchObject({ firstName: '', relation: { state: 'none' } });
  });

  it.each([[''], ['a'], ['  a  '], [' ']])(
    'refuses the search %j under two characters',
    async (query) => {
      const response = await inject(viewer, 'POST', '/api/friends/search', { query });
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 'VALIDATION', error: 'Indtast mindst 2 tegn for at søge' },
      ]);
    },
  );

  it('finds a user by a new username once it changes, and no longer by the old', async () => {
    const renamed = await inject(boOle, 'PUT', '/api/auth/profile', { username: 'Måge_Ole' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search(viewer, 'mage')).toEqual(['Måge_Ole']);
    expect(await search(viewer, 'maage')).toEqual(['Måge_Ole']);
    expect(await search(viewer, 'bo_')).toEqual([]);
  });

  it('limits searches from one address', async () => {
    const fromOneAddress = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/friends/search',
        headers: { authorization: `Bearer ${viewer.token}` },
        remoteAddress: '10.66.0.1',
        payload: { query: 'so' },
      });
    for (let i = 0; i < 30; i += 1) expect((await fromOneAddress()).statusCode).toBe(200);
    const limited = await fromOneAddress();
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
  });
});
