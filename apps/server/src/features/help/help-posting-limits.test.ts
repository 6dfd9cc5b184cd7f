import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES } from '@havhjaelp/common/chats';
import { HELP_MESSAGES } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { acceptedHelp, createHelp, helpBody, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const MINUTE = 60_000;
const { openCallsMax, callsPerHour, offersPerHour, chatLinesPerMinute } = LIMITS.posting;

/** Per-account posting limits, counted from the database (SPEC's calls, offers and chat lines). */
describe('posting limits per account', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  const create = (owner: TestUser) => call('POST', '/api/help', owner, helpBody());

  it(`refuses a call while ${openCallsMax} are open, in Danish, and takes one again once one is closed`, async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const ids: string[] = [];
    for (let i = 0; i < openCallsMax; i++) ids.push(await createHelp(t, owner));
    const refused = await create(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Du har allerede 3 åbne kald. Luk et, før du opretter et nyt.',
      code: 'TOO_MANY_OPEN_CALLS',
    });
    // Refused calls are neither stored nor announced.
    expect((await call('GET', '/api/help')).json().count).toBe(openCallsMax);
    // Someone else is not held back by this account's calls.
    expect((await create(await registerUser(t, 'anden'))).statusCode).toBe(200);
    expect((await call('POST', `/api/help/${ids[0]}/close`, owner)).statusCode).toBe(200);
    expect((await create(owner)).statusCode).toBe(200);
  });

  it(`refuses the call after ${callsPerHour} in an hour, even when they were closed, until the hour has passed`, async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    for (let i = 0; i < callsPerHour; i++) {
      const id = await createHelp(t, owner);
      expect(
        (await call('PUT', `/api/help/${id}`, owner, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      t.clock.advance(MINUTE);
    }
    const refused = await create(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: HELP_MESSAGES.tooManyCalls,
      code: 'TOO_MANY_CALLS',
    });
    expect(refused.json().error).toBe(
      'Du har oprettet 5 kald inden for den seneste time. Vent lidt, før du opretter et nyt.',
    );
    // The first call leaves the hour a minute after the last was made.
    t.clock.advance(60 * MINUTE - callsPerHour * MINUTE);
    expect((await create(owner)).statusCode).toBe(200);
  });

  it('lets only the allowed number through when many calls arrive at once', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(owner)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(openCallsMax);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - openCallsMax);
    expect((await call('GET', '/api/help')).json().count).toBe(openCallsMax);
  });

  it('counts from the database, so a second instance on the same data agrees', async () => {
    const first = await t.start();
    const owner = await registerUser(t, 'ejer');
    for (let i = 0; i < openCallsMax; i++) await createHelp(t, owner);
    await t.start({}, { db: first.db });
    expect((await create(owner)).statusCode).toBe(429);
  });

  it(`refuses the offer after ${offersPerHour} in an hour`, async () => {
    await t.start();
    const helper = await registerUser(t, 'hjaelper');
    const owner = await registerUser(t, 'ejer');
    // Requests to offer on, written straight to the table: making them through the API would
    // run into the very limits on calls.
    const ids = Array.from({ length: offersPerHour + 1 }, () => randomUUID());
    await t.db
      .insertInto('help_requests')
      .values(
        ids.map((id) => ({
          id,
          user_id: owner.id,
          vessel_name: 'Måge',
          type: 'fuel',
          priority: 'normal',
          description: 'Tom tank',
          status: 'active',
          lat: 55.7,
          lng: 12.6,
          search_radius_nm: 3,
          helper_id: null,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })),
      )
      .execute();
    const offer = (id: string) => call('POST', `/api/help/${id}/respond`, helper, {});
    for (const id of ids.slice(0, offersPerHour)) expect((await offer(id)).statusCode).toBe(200);
    const refused = await offer(ids.at(-1)!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: HELP_MESSAGES.tooManyOffers, code: 'TOO_MANY_OFFERS' });
    expect(refused.json().error).toBe(
      'Du har tilbudt hjælp 30 gange inden for den seneste time. Vent lidt, før du tilbyder igen.',
    );
    t.clock.advance(60 * MINUTE);
    expect((await offer(ids.at(-1)!)).statusCode).toBe(200);
  });

  it(`refuses chat lines beyond ${chatLinesPerMinute} a minute, for that writer only`, async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const helper = await registerUser(t, 'hjaelper');
    const id = await acceptedHelp(t, owner, helper);
    const say = (user: TestUser, message: string) =>
      call('POST', `/api/help/${id}/chat`, user, { message });
    for (let i = 0; i < chatLinesPerMinute; i++) {
      expect((await say(owner, `Linje ${i}`)).statusCode).toBe(200);
    }
    const refused = await say(owner, 'En for meget');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: CHAT_MESSAGES.tooManyLines,
      code: 'TOO_MANY_LINES',
    });
    expect((await say(helper, 'Jeg kan stadig skrive')).statusCode).toBe(200);
    const lines = (await call('GET', `/api/help/${id}/chat`, owner)).json().messages;
    expect(lines).toHaveLength(chatLinesPerMinute + 1);
    t.clock.advance(MINUTE);
    expect((await say(owner, 'Nu igen')).statusCode).toBe(200);
  });
});
