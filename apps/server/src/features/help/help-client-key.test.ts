import { randomUUID } from 'node:crypto';
import { HELP_MESSAGES } from '@havhjaelp/common/help';
import { liveTopics } from '@havhjaelp/common/live';
import { LIMITS } from '@havhjaelp/common/limits';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { createHelp, helpBody, registerUser, type TestUser } from '../../test/users';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const ROUNDS = 30;
/** Each round makes one call: 13 minutes apart, an owner stays within five calls an hour. */
const ROUND_MS = 13 * 60_000;

/**
 * A call's client key (issue 27): the browser sends a call that waited for coverage, or whose
 * answer was lost, again with the key it made for it; the owner's second send is the first call.
 */
describe('a call sent again with its client key', () => {
  const t = useTestApp({ clock: NOW });
  const { call } = t;

  const send = (owner: TestUser, clientKey: unknown, overrides: object = {}) =>
    call('POST', '/api/help', owner, { ...helpBody(), ...overrides, clientKey });

  async function keysOf(ownerId: string) {
    return t.db
      .selectFrom('help_requests')
      .select(['id', 'client_key'])
      .where('user_id', '=', ownerId)
      .execute();
  }

  it('answers the call already made, with 200 and the same call, and stores and announces it once', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const newCalls = await t.live(undefined, liveTopics(t.config.mqttTopicRoot).helpNew);
    const key = randomUUID();

    const first = await send(owner, key, { description: 'Motoren vil ikke starte' });
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    // Sent again a minute later, even with other fields: the key is the call.
    const again = await send(owner, key, { description: 'Noget andet', priority: 'urgent' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      description: 'Motoren vil ikke starte',
      priority: 'normal',
      timestamp: NOW.toISOString(),
    });

    expect(await keysOf(owner.id)).toEqual([{ id: first.json().id, client_key: key }]);
    expect((await call('GET', '/api/help')).json().count).toBe(1);
    // One announcement: once a third call, without a key, is heard, the first was heard alone.
    const third = await createHelp(t, owner, { vesselName: 'Uden nøgle' });
    const heard = () => newCalls.messages.map((m) => (m.event.data as { id: string }).id);
    await expect.poll(heard).toContain(third);
    expect(heard()).toEqual([first.json().id, third]);
  });

  it('answers the call as it is now, even once it has ended', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const key = randomUUID();
    const id = (await send(owner, key)).json().id as string;
    expect((await call('PUT', `/api/help/${id}`, owner, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const again = await send(owner, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'cancelled' });
    expect(await keysOf(owner.id)).toHaveLength(1);
  });

  it('answers the call already made even when the owner may make no more calls', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const key = randomUUID();
    const id = (await send(owner, key)).json().id as string;
    for (let i = 1; i < LIMITS.posting.openCallsMax; i++) await createHelp(t, owner);
    // A new call is refused ...
    expect((await send(owner, randomUUID())).json().code).toBe('TOO_MANY_OPEN_CALLS');
    // ... the one already made is not: its answer was only lost.
    const again = await send(owner, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
  });

  it('makes another owner a call of their own with the same key, never shows them the first', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    const key = randomUUID();
    const mine = (await send(owner, key, { description: 'Min beskrivelse' })).json();
    const theirs = await send(other, key, { description: 'Deres beskrivelse' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(mine.id);
    expect(theirs.json()).toMatchObject({ userId: other.id, description: 'Deres beskrivelse' });
    expect((await send(other, key)).json().id).toBe(theirs.json().id);
    expect((await send(owner, key)).json().id).toBe(mine.id);
    expect((await call('GET', '/api/help')).json().count).toBe(2);
  });

  it('makes two calls of two sends without a key, as before', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const first = await createHelp(t, owner);
    const second = await createHelp(t, owner);
    expect(second).not.toBe(first);
    expect(await keysOf(owner.id)).toEqual(
      expect.arrayContaining([
        { id: first, client_key: null },
        { id: second, client_key: null },
      ]),
    );
  });

  it.each([
    ['not a UUID', 'kald-1'],
    ['a UUID with a character too many', `${randomUUID()}0`],
    ['a number', 42],
    ['empty', ''],
    ['null', null],
  ])('refuses a key that is %s with the Danish 400 and makes no call', async (_, key) => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const refused = await send(owner, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: HELP_MESSAGES.clientKeyInvalid });
    expect(await keysOf(owner.id)).toEqual([]);
  });

  it('refuses a key sent without login, as any call', async () => {
    await t.start();
    const refused = await call('POST', '/api/help', undefined, {
      ...helpBody(),
      clientKey: randomUUID(),
    });
    expect(refused.statusCode).toBe(401);
  });

  it('keeps keyed calls out of the export and lets two accounts that used one key both be deleted', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    const key = randomUUID();
    const id = (await send(owner, key)).json().id as string;
    const otherId = (await send(other, key)).json().id as string;

    const exported = (await call('GET', '/api/auth/export-data', owner)).json();
    expect(exported.help_requests).toHaveLength(1);
    expect(exported.help_requests[0]).toMatchObject({ id, status: 'active' });
    expect(exported.help_requests[0]).not.toHaveProperty('client_key');

    for (const leaving of [owner, other]) {
      const deleted = await call('DELETE', '/api/auth/account', leaving, {
        confirmPassword: leaving.password,
      });
      expect(deleted.statusCode).toBe(200);
    }
    // The calls stay without their person, both with the key; the key finds nobody's call now.
    const rows = await t.db
      .selectFrom('help_requests')
      .select(['id', 'user_id', 'status', 'client_key'])
      .where('id', 'in', [id, otherId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      [id, otherId].sort().map((callId) => ({
        id: callId,
        user_id: null,
        status: 'cancelled',
        client_key: key,
      })),
    );
    const newcomer = await registerUser(t, 'nykommer');
    const fresh = await send(newcomer, key);
    expect(fresh.statusCode).toBe(200);
    expect([id, otherId]).not.toContain(fresh.json().id);
  });

  /**
   * Sends of one key at the same moment (a barrier they all wait on): on PostgreSQL (`server-pg`)
   * their transactions run side by side, so only the owner's lock keeps them to one call.
   */
  async function atOnce(count: number, sendOne: () => Promise<LightMyRequestResponse>) {
    let open!: () => void;
    const barrier = new Promise<void>((resolve) => {
      open = resolve;
    });
    const all = Promise.all(Array.from({ length: count }, () => barrier.then(sendOne)));
    open();
    return all;
  }

  it(`makes one call of two sends of one key at once, ${ROUNDS} rounds, never a 500`, async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    for (let round = 0; round < ROUNDS; round++) {
      const key = randomUUID();
      const answers = await atOnce(2, () => send(owner, key));
      for (const answer of answers) {
        expect(answer.statusCode, `round ${round}: ${answer.body}`).toBe(200);
      }
      const ids = answers.map((answer) => answer.json().id as string);
      expect(ids[1], `round ${round}`).toBe(ids[0]);
      const made = (await keysOf(owner.id)).filter((row) => row.client_key === key);
      expect(made, `round ${round}`).toEqual([{ id: ids[0], client_key: key }]);
      expect(
        (await call('PUT', `/api/help/${ids[0]}`, owner, { status: 'cancelled' })).statusCode,
      ).toBe(200);
      t.clock.advance(ROUND_MS);
    }
    expect(await keysOf(owner.id)).toHaveLength(ROUNDS);
  });

  it('makes one call of many sends of one key at once, and another owner’s sends stay theirs', async () => {
    await t.start();
    const owner = await registerUser(t, 'ejer');
    const other = await registerUser(t, 'anden');
    const key = randomUUID();
    const answers = await atOnce(8, () => send(owner, key));
    const theirs = await atOnce(8, () => send(other, key));
    for (const answer of [...answers, ...theirs]) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(new Set(theirs.map((answer) => answer.json().id)).size).toBe(1);
    expect(theirs[0]!.json().id).not.toBe(answers[0]!.json().id);
    expect(await keysOf(owner.id)).toHaveLength(1);
    expect(await keysOf(other.id)).toHaveLength(1);
  });
});
