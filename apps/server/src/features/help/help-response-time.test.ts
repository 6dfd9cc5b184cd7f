import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, offerHelp, registerUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const MINUTE = 60_000;

describe('help: my own response time', () => {
  const t = useTestApp({ clock: NOW });
  const { call, clock, start } = t;

  it('is unknown (null, never 0) before my first offer, and refused to a visitor', async () => {
    await start();
    const helper = await registerUser(t, 'hjaelper');
    const mine = await call('GET', '/api/help/me/response-time', helper);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ medianMinutes: null, offers: 0 });

    const visitor = await call('GET', '/api/help/me/response-time');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toEqual(expect.any(String));
  });

  it('is the median minutes from each call to my offer, over my offers only', async () => {
    await start();
    const owners = await Promise.all(
      ['ejer1', 'ejer2', 'ejer3'].map((name) => registerUser(t, name)),
    );
    const helper = await registerUser(t, 'hjaelper');
    const other = await registerUser(t, 'anden');

    // Three calls made now; I offer on them after 4, 10 and 31 minutes.
    const calls = await Promise.all(owners.map((owner) => createHelp(t, owner)));
    clock.advance(4 * MINUTE);
    await offerHelp(t, calls[0]!, helper);
    // Someone else's quick offer is not mine.
    await offerHelp(t, calls[1]!, other);
    clock.advance(6 * MINUTE);
    await offerHelp(t, calls[1]!, helper);
    clock.advance(21 * MINUTE);
    await offerHelp(t, calls[2]!, helper);
    // An ended call still counts: the offer was made.
    expect(
      (await call('PUT', `/api/help/${calls[2]}`, owners[2], { status: 'cancelled' })).statusCode,
    ).toBe(200);

    expect((await call('GET', '/api/help/me/response-time', helper)).json()).toEqual({
      medianMinutes: 10,
      offers: 3,
    });
    expect((await call('GET', '/api/help/me/response-time', other)).json()).toEqual({
      medianMinutes: 4,
      offers: 1,
    });
    // A fourth offer, 90 s after its call: the mean of the middle two (4 and 10).
    const late = await createHelp(t, owners[0]!);
    clock.advance(90_000);
    await offerHelp(t, late, helper);
    expect((await call('GET', '/api/help/me/response-time', helper)).json()).toEqual({
      medianMinutes: 7,
      offers: 4,
    });
  });
});
