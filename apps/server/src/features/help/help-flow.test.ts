import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const OWNER_ONLY = {
  error: 'Kun den, der har oprettet anmodningen, kan gøre dette',
  code: 'OWNER_ONLY',
};
const NOT_ALLOWED = 'Du kan ikke ændre anmodningen til denne status';
const CLOSED = { error: 'Anmodningen er allerede afsluttet', code: 'REQUEST_CLOSED' };

describe('help requests: accept, status, close, thank-yous', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;
  let owner: TestUser;
  let helper: TestUser;
  let other: TestUser;
  const setStatus = (id: string, user: TestUser | undefined, status: string) =>
    call('PUT', `/api/help/${id}`, user, { status });
  const close = (id: string, user: TestUser | undefined, payload: object = {}) =>
    call('POST', `/api/help/${id}/close`, user, payload);
  const statusOf = async (id: string) => (await call('GET', `/api/help/${id}`, owner)).json();

  async function start() {
    await t.start();
    owner = await registerUser(t, 'ejer', { boatName: 'Havørnen' });
    helper = await registerUser(t, 'hjaelper', { boatName: 'Redningen' });
    other = await registerUser(t, 'anden', { boatName: 'Måge' });
  }

  it('lets only the owner accept an offer, and only one', async () => {
    await start();
    const id = await createHelp(t, owner);
    const responseId = await offerHelp(t, id, helper);
    // Offers are listed by time; a minute apart, the order is known.
    t.clock.set(new Date(NOW.getTime() + 60_000));
    const secondOffer = await offerHelp(t, id, other);
    const accept = (user: TestUser | undefined, response = responseId, request = id) =>
      call('POST', `/api/help/${request}/accept/${response}`, user);

    expect((await accept(undefined)).statusCode).toBe(401);
    for (const notOwner of [helper, other]) {
      const refused = await accept(notOwner);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(OWNER_ONLY);
    }
    const unknown = await accept(owner, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Tilbuddet findes ikke', code: 'RESPONSE_NOT_FOUND' });
    // A response that exists, but on another request.
    const elsewhere = await createHelp(t, owner);
    const foreignResponse = await offerHelp(t, elsewhere, helper);
    const foreign = await accept(owner, foreignResponse);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('RESPONSE_NOT_FOUND');
    expect((await accept(owner, responseId, UNKNOWN_ID)).json().code).toBe('HELP_NOT_FOUND');

    const accepted = await accept(owner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      id,
      status: 'accepted',
      helperId: helper.id,
      helperName: 'hjaelper',
    });
    const again = await accept(owner, secondOffer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'Der er allerede accepteret en hjælper',
      code: 'ALREADY_ACCEPTED',
    });
    expect((await accept(owner)).statusCode).toBe(409);
    const responses = (await call('GET', `/api/help/${id}/responses`, owner)).json().responses;
    expect(responses.map((r: { status: string }) => r.status)).toEqual(['accepted', 'offered']);
    expect((await statusOf(id)).helperId).toBe(helper.id);
    // The public view names the helper but gives no id.
    const publicView = (await call('GET', '/api/help')).json().requests;
    expect(publicView.find((r: { id: string }) => r.id === id)).toMatchObject({
      helperName: 'hjaelper',
    });
    expect(JSON.stringify(publicView)).not.toContain(helper.id);
  });

  it('refuses to accept on a closed request', async () => {
    await start();
    const id = await createHelp(t, owner);
    const responseId = await offerHelp(t, id, helper);
    expect((await setStatus(id, owner, 'cancelled')).statusCode).toBe(200);
    const refused = await call('POST', `/api/help/${id}/accept/${responseId}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED);
  });

  it.each(['resolved', 'cancelled'])('lets the owner end an open request as %s', async (status) => {
    await start();
    const id = await createHelp(t, owner);
    const response = await setStatus(id, owner, status);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status });
    expect((await call('GET', '/api/help')).json().requests[0].status).toBe(status);
  });

  it('lets the accepted helper report on_way, then arrived, and the owner resolve after', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    expect((await setStatus(id, helper, 'on_way')).json()).toMatchObject({ status: 'on_way' });
    expect((await setStatus(id, helper, 'arrived')).json()).toMatchObject({ status: 'arrived' });
    const backwards = await setStatus(id, helper, 'on_way');
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json()).toEqual({ error: NOT_ALLOWED, code: 'STATUS_NOT_ALLOWED' });
    expect((await setStatus(id, owner, 'resolved')).json()).toMatchObject({ status: 'resolved' });
  });

  it('refuses status changes by others, illegal transitions and changes of a closed request', async () => {
    await start();
    const open = await createHelp(t, owner);
    const anonymous = await setStatus(open, undefined, 'resolved');
    expect(anonymous.statusCode).toBe(401);
    const byOther = await setStatus(open, other, 'resolved');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ error: NOT_ALLOWED, code: 'NOT_PARTICIPANT' });
    // Having offered does not make one the helper.
    await offerHelp(t, open, other);
    expect((await setStatus(open, other, 'on_way')).statusCode).toBe(403);

    for (const status of ['active', 'offered', 'accepted', 'on_way', 'arrived', 'completed']) {
      const refused = await setStatus(open, owner, status);
      expect([status, refused.statusCode, refused.json()]).toEqual([
        status,
        409,
        { error: NOT_ALLOWED, code: 'STATUS_NOT_ALLOWED' },
      ]);
    }
    const withHelper = await acceptedHelp(t, owner, helper);
    for (const status of ['resolved', 'cancelled', 'completed', 'active', 'accepted']) {
      expect([status, (await setStatus(withHelper, helper, status)).statusCode]).toEqual([
        status,
        409,
      ]);
    }
    expect((await statusOf(withHelper)).status).toBe('accepted');

    expect((await setStatus(withHelper, owner, 'cancelled')).statusCode).toBe(200);
    for (const [user, status] of [
      [owner, 'resolved'],
      [owner, 'cancelled'],
      [helper, 'arrived'],
    ] as const) {
      expect((await setStatus(withHelper, user, status)).statusCode).toBe(409);
    }
    expect((await statusOf(withHelper)).status).toBe('cancelled');

    const unknownStatus = await setStatus(open, owner, 'flying');
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json()).toEqual({ error: 'Ukendt status', code: 'VALIDATION' });
    expect((await setStatus(UNKNOWN_ID, owner, 'resolved')).statusCode).toBe(404);
  });

  it('closes as resolved; only the owner may, and only once', async () => {
    await start();
    const id = await createHelp(t, owner);
    expect((await close(id, undefined)).statusCode).toBe(401);
    for (const user of [helper, other]) {
      const refused = await close(id, user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(OWNER_ONLY);
    }
    const closed = await close(id, owner);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, status: 'resolved' });
    const twice = await close(id, owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(CLOSED);
    expect((await close(UNKNOWN_ID, owner)).statusCode).toBe(404);

    const cancelled = await createHelp(t, owner);
    await setStatus(cancelled, owner, 'cancelled');
    expect((await close(cancelled, owner)).json()).toEqual(CLOSED);
    expect((await statusOf(cancelled)).status).toBe('cancelled');
  });

  it('lists a public thank-you with rating 4 without login, with the fields of SPEC section 3', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper, { type: 'towing', vesselName: 'Lille Ida' });
    t.clock.set(new Date(NOW.getTime() + 3_600_000));
    const closed = await close(id, owner, {
      testimonial: '  Tusind tak for slæbet!  ',
      rating: 4,
      isPublic: true,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe('resolved');

    const response = await call('GET', '/api/help/testimonials');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      testimonials: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          from_username: 'ejer',
          from_boat_name: 'Havørnen',
          to_username: 'hjaelper',
          to_boat_name: 'Redningen',
          help_type: 'towing',
          vessel_name: 'Lille Ida',
          message: 'Tusind tak for slæbet!',
          rating: 4,
          created_at: '2026-11-21T13:00:00.000Z',
        },
      ],
    });
    expect(response.body).not.toMatch(/example\.dk|user_id|Id"/);
  });

  it('keeps private thank-yous out of the list, and defaults to private with rating 5', async () => {
    await start();
    const explicit = await acceptedHelp(t, owner, helper);
    expect(
      (await close(explicit, owner, { testimonial: 'Privat tak', isPublic: false })).statusCode,
    ).toBe(200);
    const implicit = await acceptedHelp(t, other, helper);
    expect((await close(implicit, other, { testimonial: 'Også privat' })).statusCode).toBe(200);
    expect((await call('GET', '/api/help/testimonials')).json()).toEqual({ testimonials: [] });
    // Stored all the same, private, the second with the default rating.
    const stored = await t.db
      .selectFrom('testimonials')
      .select(['request_id', 'message', 'rating', 'is_public', 'to_user_id'])
      .orderBy('message')
      .execute();
    expect(stored).toEqual([
      {
        request_id: implicit,
        message: 'Også privat',
        rating: 5,
        is_public: 0,
        to_user_id: helper.id,
      },
      {
        request_id: explicit,
        message: 'Privat tak',
        rating: 5,
        is_public: 0,
        to_user_id: helper.id,
      },
    ]);
  });

  it('refuses a thank-you without an accepted helper and keeps the request open', async () => {
    await start();
    const id = await createHelp(t, owner);
    await offerHelp(t, id, helper);
    const refused = await close(id, owner, { testimonial: 'Tak', rating: 5, isPublic: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Der kan kun gives tak, når en hjælper er accepteret',
      code: 'NO_HELPER',
    });
    expect((await statusOf(id)).status).toBe('offered');
    // A blank thank-you is no thank-you: the request closes.
    expect((await close(id, owner, { testimonial: '   ' })).json().status).toBe('resolved');
    expect((await call('GET', '/api/help/testimonials')).json().testimonials).toEqual([]);
  });

  it.each([
    [{ rating: 4 }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ isPublic: true }, 'Bedømmelse og synlighed kan kun sendes sammen med en tak'],
    [{ testimonial: 'x'.repeat(501) }, 'Takken må højst være 500 tegn'],
  ])('refuses the close body %o with “%s” and keeps the request open', async (body, message) => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const refused = await close(id, owner, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message, code: 'VALIDATION' });
    expect((await statusOf(id)).status).toBe('accepted');
  });

  it('accepts a 500-character thank-you', async () => {
    await start();
    const id = await acceptedHelp(t, owner, helper);
    const message = 'æ'.repeat(500);
    expect((await close(id, owner, { testimonial: message, isPublic: true })).statusCode).toBe(200);
    const [listed] = (await call('GET', '/api/help/testimonials')).json().testimonials;
    expect(listed).toMatchObject({ message, rating: 5 });
  });
});
