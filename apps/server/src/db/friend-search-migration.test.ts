import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { earlyAccountRow } from '../test/migration-rows';
import { migrationProvider } from './migrations/index';

describe('migration 0012 (friend search)', () => {
  it('folds the usernames of existing accounts and makes room for a direct chat’s pair id', async () => {
    const { db, remove } = await createTestDatabase();
    onTestFinished(remove);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0011-positions')).error).toBeUndefined();
    const account = (id: string, username: string, email: string) =>
      earlyAccountRow(id, username, email, '2026-01-01T00:00:00.000Z');
    const [a, b] = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    // Inserted as the schema of 0011 has it, without the new column.
    const before = db as unknown as Kysely<{ users: ReturnType<typeof account> }>;
    await before
      .insertInto('users')
      .values([account(a, 'Søren_Ærø', 'a@example.dk'), account(b, 'Hélène', 'b@example.dk')])
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username_search'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: a, username_search: 'soeren_aeroe\nsoren_aero' },
      { id: b, username_search: 'helene' },
    ]);
    const pair = `${a}:${b}`;
    await db
      .insertInto('chat_messages')
      .values({
        id: '33333333-3333-4333-8333-333333333333',
        chat_type: 'direct',
        chat_id: pair,
        user_id: a,
        message: 'Hej',
        created_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('chat_reads')
      .values({
        user_id: b,
        chat_type: 'direct',
        chat_id: pair,
        last_read_at: '2026-01-01T00:00:00.000Z',
        last_read_id: '33333333-3333-4333-8333-333333333333',
      })
      .execute();
    expect(await db.selectFrom('chat_reads').select('chat_id').execute()).toEqual([
      { chat_id: pair },
    ]);
  });
});
