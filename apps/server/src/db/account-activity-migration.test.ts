import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { earlyAccountRow } from '../test/migration-rows';
import { migrationProvider } from './migrations/index';

describe('migration 0018 (account activity)', () => {
  it('starts each existing account from its latest known sign-in, else its registration', async () => {
    const { db, remove } = await createTestDatabase();
    onTestFinished(remove);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0017-push')).error).toBeUndefined();
    const account = (id: string, username: string) =>
      earlyAccountRow(id, username, `${username}@example.dk`, '2025-01-01T00:00:00.000Z');
    const [quiet, loggedIn, inSession] = [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ] as const;
    // Written as the schema of 0017 has them, without the new columns.
    const before = db as unknown as Kysely<{
      users: ReturnType<typeof account>;
      login_history: {
        id: string;
        user_id: string;
        created_at: string;
        ip: string;
        success: number;
      };
      sessions: {
        token_hash: string;
        user_id: string;
        created_at: string;
        expires_at: string;
        revoked_at: string | null;
      };
    }>;
    await before
      .insertInto('users')
      .values([
        account(quiet, 'stille'),
        account(loggedIn, 'logget'),
        account(inSession, 'session'),
      ])
      .execute();
    const login = (id: string, userId: string, at: string, success: number) => ({
      id,
      user_id: userId,
      created_at: at,
      ip: '10.0.0.1',
      success,
    });
    await before
      .insertInto('login_history')
      .values([
        login('a', loggedIn, '2026-02-01T00:00:00.000Z', 1),
        // A failed try is not a use of the account.
        login('b', loggedIn, '2026-03-01T00:00:00.000Z', 0),
        login('c', quiet, '2026-03-01T00:00:00.000Z', 0),
      ])
      .execute();
    await before
      .insertInto('sessions')
      .values({
        token_hash: 'h',
        user_id: inSession,
        created_at: '2026-04-01T00:00:00.000Z',
        expires_at: '2026-04-02T00:00:00.000Z',
        revoked_at: null,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'last_active_at', 'inactive_warned_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: quiet, last_active_at: '2025-01-01T00:00:00.000Z', inactive_warned_at: null },
      { id: loggedIn, last_active_at: '2026-02-01T00:00:00.000Z', inactive_warned_at: null },
      { id: inSession, last_active_at: '2026-04-01T00:00:00.000Z', inactive_warned_at: null },
    ]);
  });
});
