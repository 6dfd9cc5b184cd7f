import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { reportFix } from '../../test/positions';
import { useTestApp } from '../../test/use-test-app';
import {
  acceptedHelp,
  AT_COPENHAGEN,
  createHelp,
  offerHelp,
  registerUser,
  type TestUser,
} from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('help chat, data export and account deletion', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  let owner: TestUser;
  let helper: TestUser;
  let other: TestUser;
  const readChat = (id: string, user?: TestUser) => call('GET', `/api/help/${id}/chat`, user);
  const postChat = (id: string, user: TestUser | undefined, payload: object) =>
    call('POST', `/api/help/${id}/chat`, user, payload);

  async function start() {
    await t.start();
    owner = await registerUser(t, 'ejer', {
      email: 'ejer.privat@example.dk',
      boatName: 'Havørnen',
      phone: '+45 11112222',
      lastName: 'Ejersen',
    });
    helper = await registerUser(t, 'hjaelper', { boatName: 'Redningen' });
    other = await registerUser(t, 'anden');
  }

  it('opens only between owner and accepted helper, once a helper is accepted', async () => {
    await start();
    const id = await createHelp(t, owner);
    await offerHelp(t, id, helper);
    await offerHelp(t, id, other);
    const notOpen = { error: 'Chatten åbner, når en hjælper er accepteret', code: 'CHAT_NOT_OPEN' };
    const forbidden = {
      error: 'Kun ejeren og den accepterede hjælper kan bruge chatten',
      code: 'CHAT_FORBIDDEN',
    };
    // Before accept: the owner is told it is not open yet; offerers are not participants.
    expect([(await readChat(id, owner)).statusCode, (await readChat(id, owner)).json()]).toEqual([
      409,
      notOpen,
    ]);
    expect((await postChat(id, owner, { message: 'Hej' })).json()).toEqual(notOpen);
    for (const offerer of [helper, other]) {
      const refused = await readChat(id, offerer);
      expect([refused.statusCode, refused.json()]).toEqual([403, forbidden]);
    }

    const responses = (await call('GET', `/api/help/${id}/responses`, owner)).json().responses;
    const helperOffer = responses.find((r: { userId: string }) => r.userId === helper.id);
    await call('POST', `/api/help/${id}/accept/${helperOffer.id}`, owner);

    const expectedParticipants = [
      { userId: owner.id, userName: 'ejer', role: 'owner' },
      { userId: helper.id, userName: 'hjaelper', role: 'helper' },
    ];
    for (const participant of [owner, helper]) {
      const chat = await readChat(id, participant);
      expect(chat.statusCode).toBe(200);
      expect(chat.json()).toEqual({
        messages: [],
        participants: expectedParticipants,
        hasOlder: false,
      });
    }
    for (const outsider of [other, undefined]) {
      expect((await readChat(id, outsider)).statusCode).toBe(outsider ? 403 : 401);
      expect((await postChat(id, outsider, { message: 'Hej' })).statusCode).toBe(
        outsider ? 403 : 401,
      );
    }
    expect((await postChat(id, other, { message: 'Hej' })).json()).toEqual(forbidden);
    expect((await readChat(UNKNOWN_ID, owner)).statusCode).toBe(404);
    expect((await postChat(UNKNOWN_ID, owner, { message: 'Hej' })).json().code).toBe(
      'HELP_NOT_FOUND',
    );
  });

  it('trims messages, keeps them in order and answers {messages, participants}', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const first = await postChat(id, owner, { message: '  Hvor er I?  \n' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      requestId: id,
      userId: owner.id,
      userName: 'ejer',
      message: 'Hvor er I?',
      timestamp: NOW.toISOString(),
    });
    t.clock.set(new Date(NOW.getTime() + 60_000));
    // Extra fields the client sends (requestId, userId, userName, timestamp) change nothing.
    const second = await postChat(id, helper, {
      message: 'Ti minutter væk',
      requestId: UNKNOWN_ID,
      userId: owner.id,
      userName: 'ejer',
      timestamp: '2000-01-01T00:00:00.000Z',
    });
    expect(second.json()).toMatchObject({
      requestId: id,
      userId: helper.id,
      userName: 'hjaelper',
      timestamp: t.clock.now().toISOString(),
    });
    const chat = (await readChat(id, helper)).json();
    expect(chat.messages.map((m: { userName: string; message: string }) => m.message)).toEqual([
      'Hvor er I?',
      'Ti minutter væk',
    ]);
    expect(chat.participants).toHaveLength(2);
  });

  it.each([
    [{ message: '' }, 'Beskeden må ikke være tom'],
    [{ message: '  \n\t ' }, 'Beskeden må ikke være tom'],
    [{}, 'Beskeden må ikke være tom'],
    [{ message: 42 }, 'Beskeden må ikke være tom'],
    [{ message: 'x'.repeat(2001) }, 'Beskeden må højst være 2000 tegn'],
  ])('refuses the chat body %o with “%s”', async (payload, message) => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const refused = await postChat(id, helper, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message, code: 'VALIDATION' });
    expect((await readChat(id, owner)).json().messages).toEqual([]);
  });

  it('accepts 2000 characters, and refuses posting once the request is closed', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    expect((await postChat(id, helper, { message: 'ø'.repeat(2000) })).statusCode).toBe(200);
    await call('POST', `/api/help/${id}/close`, owner, {});
    const refused = await postChat(id, owner, { message: 'Tak for i dag' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Anmodningen er allerede afsluttet',
      code: 'REQUEST_CLOSED',
    });
    // The history stays readable.
    expect((await readChat(id, helper)).json().messages).toHaveLength(1);
  });

  it('exports the user’s own requests, offers and chat lines, and nobody else’s', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper, {
      vesselName: 'Lille Ida',
      description: 'Motorstop ved Hven',
    });
    const othersRequest = await createHelp(t, other, { description: 'Andens anmodning' });
    await postChat(id, helper, { message: 'Jeg kommer' });
    await postChat(id, owner, { message: 'Tak' });

    const ownerExport = await call('GET', '/api/auth/export-data', owner);
    expect(ownerExport.statusCode).toBe(200);
    const ownerData = ownerExport.json();
    expect(ownerData.help_requests).toEqual([
      {
        id,
        vessel_name: 'Lille Ida',
        type: 'motorstop',
        priority: 'normal',
        description: 'Motorstop ved Hven',
        status: 'accepted',
        position: { lat: 55.676_123, lng: 12.568_345 },
        search_radius_nm: 3,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      },
    ]);
    expect(ownerData.help_offers).toEqual([]);
    expect(ownerData.help_chat_messages).toEqual([
      { request_id: id, message: 'Tak', created_at: NOW.toISOString() },
    ]);
    expect(ownerExport.body).not.toContain(othersRequest);

    const helperData = (await call('GET', '/api/auth/export-data', helper)).json();
    expect(helperData.help_requests).toEqual([]);
    expect(helperData.help_offers).toEqual([
      {
        request_id: id,
        message: 'Jeg kan være der om lidt',
        estimated_arrival: '20 min',
        status: 'accepted',
        created_at: NOW.toISOString(),
      },
    ]);
    expect(helperData.help_chat_messages).toEqual([
      { request_id: id, message: 'Jeg kommer', created_at: NOW.toISOString() },
    ]);
  });

  it('keeps a deleted owner’s request but shows “Slettet bruger” and nothing of the person', async () => {
    await start();
    await call('PUT', '/api/auth/profile', owner, { vhfChannel: '72', callSign: 'OXEJ1' });
    const id = await acceptedHelp(t, owner, helper, { vesselName: 'Lille Ida' });
    await postChat(id, owner, { message: 'Ejerens besked' });
    const deleted = await call('DELETE', '/api/auth/account', owner, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    const traces = [/ejer/i, new RegExp(owner.id), /Havørnen/, /11112222/, /Ejersen/, /OXEJ1/];
    // Near the call, the other member gets its precise view, contact fields and all.
    await reportFix(t, other, AT_COPENHAGEN);
    for (const viewer of [undefined, other]) {
      const response = await call('GET', '/api/help', viewer);
      expect(response.statusCode).toBe(200);
      const [request] = response.json().requests;
      expect(request).toMatchObject({
        id,
        userName: 'Slettet bruger',
        vesselName: 'Lille Ida',
        helperName: 'hjaelper',
        // Nobody could accept or close it any more, so it ends with the account.
        status: 'cancelled',
      });
      expect(request).not.toHaveProperty('userId');
      for (const trace of traces) expect(response.body).not.toMatch(trace);
      if (viewer) expect(request).toMatchObject({ vhfChannel: '', boatName: '' });
    }
    const detail = await call('GET', `/api/help/${id}`, helper);
    expect(detail.json().userName).toBe('Slettet bruger');
    const chat = await readChat(id, helper);
    expect(chat.statusCode).toBe(200);
    expect(chat.json().participants).toEqual([
      { userId: helper.id, userName: 'hjaelper', role: 'helper' },
    ]);
    for (const trace of traces) expect(chat.body).not.toMatch(trace);
  });

  it('puts a request back to active when its accepted helper deletes their account', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const deleted = await call('DELETE', '/api/auth/account', helper, {
      confirmPassword: ACCOUNT_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    const request = (await call('GET', `/api/help/${id}`, owner)).json();
    expect(request).toMatchObject({ status: 'active', helperId: null, helperName: null });
    const offer = await call('POST', `/api/help/${id}/respond`, other, { message: 'Jeg kan' });
    expect(offer.statusCode).toBe(200);
  });

  it('hides a thank-you once either person has deleted their account', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    await call('POST', `/api/help/${id}/close`, owner, { testimonial: 'Tak!', isPublic: true });
    expect((await call('GET', '/api/help/testimonials')).json().testimonials).toHaveLength(1);
    await call('DELETE', '/api/auth/account', helper, { confirmPassword: ACCOUNT_PASSWORD });
    expect((await call('GET', '/api/help/testimonials')).json()).toEqual({ testimonials: [] });
    await reportFix(t, other, AT_COPENHAGEN);
    const [request] = (await call('GET', '/api/help', other)).json().requests;
    expect(request).toMatchObject({ id, helperName: null, helperId: null, userName: 'ejer' });
  });
});
