import { describe, expect, it } from 'vitest';
import { authPlug } from './features/auth';
import { positionsPlug } from './features/positions';
import { pushPlug } from './features/push';
import { jobsOnDemand } from './test/jobs';
import { useTestApp } from './test/use-test-app';
import { createHelp, registerUser } from './test/users';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Times relative to the moment the retention jobs run. */
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

/**
 * For a limit: a row just older than it, one exactly at it, and a new one. Only the first goes:
 * "older than its limit", to the millisecond.
 */
const around = (limitMs: number) => [ago(limitMs + 1), ago(limitMs), ago(0)];
const kept = (limitMs: number) => around(limitMs).slice(1);

describe('retention (SPEC.md section 9, the privacy page)', () => {
  const t = useTestApp({ clock: NOW });
  const jobs = jobsOnDemand(authPlug, positionsPlug, pushPlug);
  const runAll = async () => {
    for (const name of ['auth-retention', 'positions-retention', 'push-targeting-retention']) {
      await jobs.run(name);
    }
  };
  const times = async (
    table: 'login_history' | 'sessions' | 'password_resets' | 'position_log',
    userId: string,
  ) =>
    (
      await t.db
        .selectFrom(table)
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute()
    ).map((row) => row.created_at);

  it('deletes login history older than 180 days, and nothing younger', async () => {
    await t.start({}, { features: jobs.features });
    const user = await registerUser(t, 'loglinjer');
    await t.db
      .insertInto('login_history')
      .values(
        around(180 * DAY).map((created_at, i) => ({
          id: `login-${i}`,
          user_id: user.id,
          created_at,
          ip: '10.0.0.1',
          success: 1,
        })),
      )
      .execute();
    await runAll();
    expect(await times('login_history', user.id)).toEqual(kept(180 * DAY));
  });

  it('deletes sessions older than their 24 hours, and nothing younger', async () => {
    t.clock.set(new Date(NOW.getTime() - 24 * HOUR - 1));
    await t.start({}, { features: jobs.features });
    const user = await registerUser(t, 'sessioner');
    await t.db
      .insertInto('sessions')
      .values(
        around(24 * HOUR)
          .slice(1)
          .map((created_at, i) => ({
            token_hash: `session-${i}`,
            user_id: user.id,
            created_at,
            expires_at: new Date(Date.parse(created_at) + 24 * HOUR).toISOString(),
            revoked_at: null,
          })),
      )
      .execute();
    t.clock.set(NOW);
    // Registration's own session is the one just older than the limit.
    expect(await times('sessions', user.id)).toEqual(around(24 * HOUR));
    await runAll();
    expect(await times('sessions', user.id)).toEqual(kept(24 * HOUR));
  });

  it('deletes password reset links older than their hour, and nothing younger', async () => {
    await t.start({}, { features: jobs.features });
    const user = await registerUser(t, 'nulstilling');
    await t.db
      .insertInto('password_resets')
      .values(
        around(HOUR).map((created_at, i) => ({
          token_hash: `reset-${i}`,
          user_id: user.id,
          created_at,
          expires_at: new Date(Date.parse(created_at) + HOUR).toISOString(),
          used_at: null,
        })),
      )
      .execute();
    await runAll();
    expect(await times('password_resets', user.id)).toEqual(kept(HOUR));
  });

  it('deletes position fixes older than 90 days, and nothing younger', async () => {
    await t.start({}, { features: jobs.features });
    const users = await Promise.all(
      ['fix_gammel', 'fix_graense', 'fix_ny'].map((name) => registerUser(t, name)),
    );
    const at = around(90 * DAY);
    const fix = { lat: 55.7, lng: 12.6, accuracy: 10, source: 'gps' as const };
    const [oldest] = users;
    await t.db
      .insertInto('position_log')
      .values(
        at.map((created_at, i) => ({ ...fix, id: `fix-${i}`, user_id: oldest!.id, created_at })),
      )
      .execute();
    await t.db
      .insertInto('positions_latest')
      .values(users.map((user, i) => ({ ...fix, user_id: user.id, updated_at: at[i]! })))
      .execute();
    await t.db
      .insertInto('push_targeting')
      .values(
        users.map((user, i) => ({ user_id: user.id, lat: 55.7, lng: 12.6, updated_at: at[i]! })),
      )
      .execute();
    await runAll();
    expect(await times('position_log', oldest!.id)).toEqual(kept(90 * DAY));
    for (const table of ['positions_latest', 'push_targeting'] as const) {
      const left = await t.db
        .selectFrom(table)
        .select('updated_at')
        .orderBy('updated_at')
        .execute();
      expect(
        left.map((row) => row.updated_at),
        table,
      ).toEqual(kept(90 * DAY));
    }
  });

  it('keeps help requests permanently', async () => {
    t.clock.set(new Date(NOW.getTime() - 10 * 365 * DAY));
    await t.start({}, { features: jobs.features });
    const owner = await registerUser(t, 'gammelt_kald');
    const id = await createHelp(t, owner);
    t.clock.set(NOW);
    await runAll();
    const calls = await t.db.selectFrom('help_requests').select('id').execute();
    expect(calls).toEqual([{ id }]);
  });
});
