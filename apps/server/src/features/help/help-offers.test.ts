import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, offerHelp, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('help requests: offers', () => {
  const t = useTestApp({ clock: NOW });
  const { call, start } = t;

  it('takes an offer, moves the request to “offered”, and answers the offer', async () => {
    await start();
    const owner = await registerUser(t, 'ole');
    const helper = await registerUser(t, 'hjaelper', { boatName: 'Redningen' });
    const id = await createHelp(t, owner);
    const response = await call('POST', `/api/help/${id}/respond`, helper, {
      message: ' Jeg er 2 sømil væk ',
      estimatedArrival: '15 min',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      requestId: id,
      userId: helper.id,
      userName: 'hjaelper',
      status: 'offered',
      message: 'Jeg er 2 sømil væk',
      estimatedArrival: '15 min',
      createdAt: NOW.toISOString(),
    });
    expect((await call('GET', `/api/help/${id}`, owner)).json().status).toBe('offered');
    // Message and arrival are optional; an empty or null arrival is stored as null.
    const second = await registerUser(t, 'anden');
    const bare = await call('POST', `/api/help/${id}/respond`, second, { estimatedArrival: '' });
    expect(bare.json()).toMatchObject({ message: '', estimatedArrival: null });
    const third = await registerUser(t, 'tredje');
    const nullArrival = await call('POST', `/api/help/${id}/respond`, third, {
      estimatedArrival: null,
    });
    expect(nullArrival.json()).toMatchObject({ estimatedArrival: null });
    expect((await call('GET', `/api/help/${id}`, owner)).json().status).toBe('offered');
  });

  it('refuses offers: anonymous, on one’s own request, twice, once a helper is chosen, when closed', async () => {
    await start();
    const owner = await registerUser(t, 'ole');
    const helper = await registerUser(t, 'hjaelper');
    const late = await registerUser(t, 'sen');
    const id = await createHelp(t, owner);
    const offer = (user?: TestUser) => call('POST', `/api/help/${id}/respond`, user, {});

    const anonymous = await offer();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Du skal være logget ind for at tilbyde hjælp');
    const own = await offer(owner);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({
      error: 'Du kan ikke tilbyde hjælp på din egen anmodning',
      code: 'OWN_REQUEST',
    });
    const responseId = (await offer(helper)).json().id;
    const twice = await offer(helper);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: 'Du har allerede tilbudt hjælp på denne anmodning',
      code: 'ALREADY_OFFERED',
    });
    expect((await call('POST', `/api/help/${id}/accept/${responseId}`, owner)).statusCode).toBe(
      200,
    );
    const chosen = await offer(late);
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toEqual({
      error: 'Der er allerede valgt en hjælper',
      code: 'HELPER_CHOSEN',
    });

    const closedId = await createHelp(t, owner);
    expect(
      (await call('PUT', `/api/help/${closedId}`, owner, { status: 'cancelled' })).json(),
    ).toMatchObject({ status: 'cancelled' });
    const closed = await call('POST', `/api/help/${closedId}/respond`, late, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      error: 'Anmodningen er ikke længere åben for tilbud',
      code: 'REQUEST_CLOSED',
    });
    const unknown = await call('POST', `/api/help/${UNKNOWN_ID}/respond`, late, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('HELP_NOT_FOUND');
    const tooLong = await call('POST', `/api/help/${closedId}/respond`, late, {
      message: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('shows the owner every offer and anyone else only their own', async () => {
    await start();
    const owner = await registerUser(t, 'ole');
    const first = await registerUser(t, 'foerste');
    const second = await registerUser(t, 'anden');
    const bystander = await registerUser(t, 'tilskuer');
    const id = await createHelp(t, owner);
    const firstOffer = await offerHelp(t, id, first);
    t.clock.set(new Date(NOW.getTime() + 60_000));
    const secondOffer = await offerHelp(t, id, second);
    const responses = async (user?: TestUser) => {
      const response = await call('GET', `/api/help/${id}/responses`, user);
      return [response.statusCode, response.json().responses?.map((r: { id: string }) => r.id)];
    };
    expect(await responses(owner)).toEqual([200, [firstOffer, secondOffer]]);
    expect(await responses(first)).toEqual([200, [firstOffer]]);
    expect(await responses(second)).toEqual([200, [secondOffer]]);
    expect(await responses(bystander)).toEqual([200, []]);
    expect((await responses())[0]).toBe(401);
    const listed = (await call('GET', `/api/help/${id}/responses`, owner)).json().responses;
    expect(listed[1]).toMatchObject({ userName: 'anden', status: 'offered', userId: second.id });
    const unknown = await call('GET', `/api/help/${UNKNOWN_ID}/responses`, owner);
    expect(unknown.statusCode).toBe(404);
  });
});
