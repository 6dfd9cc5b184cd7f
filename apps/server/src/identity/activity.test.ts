import { ACCOUNT_PASSWORD, logInAccount } from '@havhjaelp/testing/accounts';
import { describe, expect, it } from 'vitest';
import { injectPost } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { registerUser } from '../test/users';
import { activityToRenew, recordActivity } from './activity';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('activityToRenew', () => {
  it.each([
    ['used a moment ago', '2026-11-21T11:59:00.000Z', null, false],
    ['used just under a day ago', '2026-11-20T12:00:00.001Z', null, false],
    ['used a day ago', '2026-11-20T12:00:00.000Z', null, true],
    ['unused for years', '2024-01-01T00:00:00.000Z', null, true],
    ['warned, however recent', '2026-11-21T11:59:00.000Z', '2026-11-21T11:00:00.000Z', true],
  ])('%s: %s', (_case, lastActiveAt, warnedAt, expected) => {
    expect(
      activityToRenew({ last_active_at: lastActiveAt, inactive_warned_at: warnedAt }, NOW),
    ).toBe(expected);
  });
});

describe('an account’s last activity', () => {
  const t = useTestApp({ clock: NOW });
  const lastActive = async (id: string) =>
    (
      await t.db
        .selectFrom('users')
        .select(['last_active_at', 'inactive_warned_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).last_active_at;

  it('is renewed by a session’s request at most once a day', async () => {
    await t.start();
    const user = await registerUser(t, 'aktiv');
    expect(await lastActive(user.id)).toBe(NOW.toISOString());
    // A session of its own, so it outlives the day the test waits.
    t.clock.advance(12 * HOUR);
    const session = await logInAccount(injectPost(t), user.username, ACCOUNT_PASSWORD);
    t.clock.advance(11 * HOUR);
    expect((await t.call('GET', '/api/auth/me', session)).statusCode).toBe(200);
    expect(await lastActive(user.id)).toBe(NOW.toISOString());
    t.clock.advance(HOUR);
    expect((await t.call('GET', '/api/auth/me', session)).statusCode).toBe(200);
    expect(await lastActive(user.id)).toBe(new Date(NOW.getTime() + 24 * HOUR).toISOString());
  });

  it('is written by exactly one of many simultaneous uses', async () => {
    await t.start();
    const user = await registerUser(t, 'samtidig');
    t.clock.advance(25 * HOUR);
    const applied = await Promise.all(
      Array.from({ length: 12 }, () => recordActivity(t.db, user.id, t.clock.now())),
    );
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await lastActive(user.id)).toBe(t.clock.now().toISOString());
  });
});
