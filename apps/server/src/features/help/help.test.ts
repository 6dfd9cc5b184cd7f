import { describe, expect, it } from 'vitest';
import { callApi } from '../../test/test-app';
import { reportFix } from '../../test/positions';
import { useTestApp } from '../../test/use-test-app';
import { AT_COPENHAGEN, createHelp, helpBody, PUBLIC_KEYS, registerUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('help requests: create, list, read', () => {
  const t = useTestApp({ clock: NOW });
  const { call, start } = t;

  /** An owner with every private profile field filled in, to prove none of them leaks. */
  async function privateOwner() {
    const owner = await registerUser(t, 'Havfruen', {
      email: 'frederikke.secret@example.dk',
      firstName: 'Frederikke',
      lastName: 'Bjørnholm',
      phone: '+45 87654321',
      boatName: 'Søstjernen',
      boatType: 'Sejlbåd',
    });
    const profile = await call('PUT', '/api/auth/profile', owner, {
      vhfChannel: '72',
      callSign: 'OXQZ9',
    });
    expect(profile.statusCode).toBe(200);
    return owner;
  }
  const PRIVATE = [
    /frederikke/i,
    /secret/,
    /Bjørnholm/,
    /87654321/,
    /OXQZ9/,
    /1980-05-17/,
    /birth/,
    /email/i,
  ];

  it('needs login to create a call', async () => {
    await start();
    const anonymous = await call('POST', '/api/help', undefined, helpBody());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Du skal være logget ind', code: 'UNAUTHORIZED' });
    const forged = await callApi(t, 'POST', '/api/help', 'A'.repeat(43), helpBody());
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('Din session er udløbet. Log venligst ind igen.');
    expect((await call('GET', '/api/help')).json()).toEqual({
      requests: [],
      count: 0,
      endedCount: 0,
      olderEnded: null,
    });
  });

  it('creates a call with the given fields and answers the member view', async () => {
    await start();
    const owner = await privateOwner();
    const response = await call(
      'POST',
      '/api/help',
      owner,
      helpBody({
        vesselName: '  Lille Ida ',
        type: 'fuel',
        priority: 'urgent',
        description: ' Tom tank ved Middelgrund ',
        searchRadiusNm: 7.5,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: owner.id,
      userName: 'Havfruen',
      vesselName: 'Lille Ida',
      type: 'fuel',
      priority: 'urgent',
      description: 'Tom tank ved Middelgrund',
      status: 'active',
      timestamp: NOW.toISOString(),
      position: AT_COPENHAGEN,
      searchRadiusNm: 7.5,
      helperId: null,
      helperName: null,
      vhfChannel: '72',
      boatName: 'Søstjernen',
      precise: true,
    });
    for (const secret of PRIVATE) expect(response.body).not.toMatch(secret);
    const read = await call('GET', `/api/help/${body.id}`, owner);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);
  });

  it('defaults the vessel name to the boat name, else “Min Båd”, the description and a radius of 3', async () => {
    await start();
    const withBoat = await registerUser(t, 'med_baad', { boatName: 'Havørnen' });
    const withoutBoat = await registerUser(t, 'uden_baad');
    const first = await call('POST', '/api/help', withBoat, helpBody({ vesselName: '   ' }));
    expect(first.json()).toMatchObject({
      vesselName: 'Havørnen',
      description: 'Ingen beskrivelse',
      searchRadiusNm: 3,
    });
    const second = await call('POST', '/api/help', withoutBoat, helpBody({ description: '  ' }));
    expect(second.json()).toMatchObject({
      vesselName: 'Min Båd',
      description: 'Ingen beskrivelse',
      searchRadiusNm: 3,
    });
    // Stored, not only answered; read from near both calls, so both are precise.
    await reportFix(t, withBoat, AT_COPENHAGEN);
    const listed = (await call('GET', '/api/help', withBoat)).json().requests;
    expect(
      listed.map((r: Record<string, unknown>) => [r.vesselName, r.description, r.searchRadiusNm]),
    ).toEqual(
      expect.arrayContaining([
        ['Havørnen', 'Ingen beskrivelse', 3],
        ['Min Båd', 'Ingen beskrivelse', 3],
      ]),
    );
  });

  it.each([
    [{ position: undefined }, 'Position er påkrævet'],
    [{ position: { lat: 91, lng: 12 } }, 'Breddegrad skal være mellem -90 og 90'],
    [{ position: { lat: 55, lng: 181 } }, 'Længdegrad skal være mellem -180 og 180'],
    [{ position: { lat: '55.6', lng: '12.5' } }, 'Position er påkrævet'],
    [{ searchRadiusNm: 1.3 }, 'Søgeradius skal være mellem 0,5 og 10 sømil i trin af 0,5'],
    [{ searchRadiusNm: 10.5 }, 'Søgeradius skal være mellem 0,5 og 10 sømil i trin af 0,5'],
    [{ type: 'sinking' }, 'Vælg problemtype'],
    [{ priority: undefined }, 'Vælg prioritet'],
  ])('refuses %o with 400 and “%s”', async (change, message) => {
    await start();
    const owner = await registerUser(t, 'ole');
    const response = await call('POST', '/api/help', owner, { ...helpBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION' });
    expect((await call('GET', '/api/help')).json().count).toBe(0);
  });

  it('shows logged-out visitors only the public view, with the position rounded', async () => {
    await start();
    const owner = await privateOwner();
    await call('POST', '/api/help', owner, helpBody({ description: 'Sejlet på grund' }));
    const response = await call('GET', '/api/help?_t=1732190400000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { requests, count } = response.json();
    expect(count).toBe(1);
    expect(Object.keys(requests[0]).sort()).toEqual(PUBLIC_KEYS);
    expect(requests[0]).toMatchObject({
      userName: 'Havfruen',
      vesselName: 'Søstjernen',
      position: { lat: 55.68, lng: 12.57 },
      helperName: null,
      precise: false,
    });
    for (const hidden of [...PRIVATE, /Sejlet på grund/, /"72"/, /676123/, new RegExp(owner.id)]) {
      expect(response.body).not.toMatch(hidden);
    }
    // Details of one request need login altogether.
    const detail = await call('GET', `/api/help/${requests[0].id}`);
    expect(detail.statusCode).toBe(401);
  });

  it('shows a member near the call the precise position, description, VHF channel and boat name, never contact data', async () => {
    await start();
    const owner = await privateOwner();
    const member = await registerUser(t, 'nabo');
    await call('POST', '/api/help', owner, helpBody({ description: 'Sejlet på grund' }));
    // Not yet placed anywhere, the member sees what a visitor sees.
    const unplaced = await call('GET', '/api/help', member);
    expect(Object.keys(unplaced.json().requests[0]).sort()).toEqual(PUBLIC_KEYS);
    expect(unplaced.json().requests[0]).toMatchObject({
      position: { lat: 55.68, lng: 12.57 },
      precise: false,
    });
    await reportFix(t, member, { lat: 55.7, lng: 12.6 });
    const response = await call('GET', '/api/help', member);
    const [request] = response.json().requests;
    expect(request).toMatchObject({
      userId: owner.id,
      position: AT_COPENHAGEN,
      description: 'Sejlet på grund',
      vhfChannel: '72',
      boatName: 'Søstjernen',
      precise: true,
    });
    for (const secret of PRIVATE) expect(response.body).not.toMatch(secret);
    // An expired or forged token is treated as logged out, not refused.
    const forged = await callApi(t, 'GET', '/api/help', 'A'.repeat(43));
    expect(forged.statusCode).toBe(200);
    expect(Object.keys(forged.json().requests[0]).sort()).toEqual(PUBLIC_KEYS);
  });

  it('shows the calls near a place sent with the read precisely, and keeps nothing of it', async () => {
    await start();
    const owner = await registerUser(t, 'ole');
    const member = await registerUser(t, 'nabo');
    const id = await createHelp(t, owner, { description: 'Sejlet på grund' });
    const near = 'lat=55.7&lng=12.6';
    // 55.2, 12.6 is some 53 km south of the call: just outside the 50 km.
    for (const [query, precise] of [
      [near, true],
      ['lat=55.2&lng=12.6', false],
      ['', false],
    ] as const) {
      const list = (await call('GET', `/api/help?${query}`, member)).json();
      expect(list.requests[0]).toMatchObject({ id, precise });
      const detail = (await call('GET', `/api/help/${id}?${query}`, member)).json();
      expect(detail.precise).toBe(precise);
      expect(detail.description).toBe(precise ? 'Sejlet på grund' : undefined);
      expect(detail.position).toEqual(precise ? AT_COPENHAGEN : { lat: 55.68, lng: 12.57 });
    }
    // A visitor's place changes nothing.
    const visitor = (await call('GET', `/api/help?${near}`)).json();
    expect(visitor.requests[0].precise).toBe(false);
  });

  it.each(['lat=55.7', 'lng=12.6', 'lat=91&lng=12', 'lat=55&lng=181', 'lat=abc&lng=12'])(
    'refuses a read sent from %s with 400 and a Danish message',
    async (query) => {
      await start();
      const member = await registerUser(t, 'nabo');
      const id = await createHelp(t, member);
      const cursor = encodeURIComponent('2100-01-01T00:00:00.000Z~z');
      for (const url of [
        `/api/help?${query}`,
        `/api/help/${id}?${query}`,
        `/api/help/ended?before=${cursor}&${query}`,
      ]) {
        const response = await call('GET', url, member);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().code).toBe('VALIDATION');
        expect([
          'Send både breddegrad og længdegrad, eller ingen af dem',
          'Breddegrad skal være mellem -90 og 90',
          'Længdegrad skal være mellem -180 og 180',
        ]).toContain(response.json().error);
      }
    },
  );

  it('lists by priority (critical, urgent, normal) and newest first within one', async () => {
    await start();
    // Three owners, as one account may have only three calls open at a time.
    const owners = [
      await registerUser(t, 'ole'),
      await registerUser(t, 'per'),
      await registerUser(t, 'eva'),
    ];
    const owner = owners[0]!;
    const at = async (minute: number, priority: 'normal' | 'urgent' | 'critical', name: string) => {
      t.clock.set(new Date(NOW.getTime() + minute * 60_000));
      await createHelp(t, owners[minute % owners.length]!, { priority, vesselName: name });
    };
    await at(0, 'normal', 'normal-1');
    await at(1, 'critical', 'critical-1');
    await at(2, 'urgent', 'urgent-1');
    await at(3, 'normal', 'normal-2');
    await at(4, 'critical', 'critical-2');
    await at(5, 'urgent', 'urgent-2');
    const expected = ['critical-2', 'critical-1', 'urgent-2', 'urgent-1', 'normal-2', 'normal-1'];
    for (const viewer of [undefined, owner]) {
      const { requests, count } = (await call('GET', '/api/help', viewer)).json();
      expect(count).toBe(6);
      expect(requests.map((r: { vesselName: string }) => r.vesselName)).toEqual(expected);
    }
  });

  it('GET /api/help/:id needs login and answers 404 for an unknown id', async () => {
    await start();
    const owner = await registerUser(t, 'ole');
    const missing = await call('GET', `/api/help/${UNKNOWN_ID}`, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Anmodningen findes ikke', code: 'HELP_NOT_FOUND' });
    expect((await call('GET', `/api/help/${UNKNOWN_ID}`)).statusCode).toBe(401);
  });
});
