import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../test/test-database';
import { createDatabase, migrateToLatest } from './database';
import { migrationProvider } from './migrations/index';

describe.skipIf(!testPostgresUrl())('migrations on PostgreSQL', () => {
  it('lets several instances starting at once migrate one schema, each migration once', async () => {
    const database = await createTestDatabase();
    // Four instances' own connection pools, as four processes would have.
    const instances = Array.from({ length: 4 }, () =>
      createDatabase({ databaseUrl: database.url, sqliteFile: ':memory:' }),
    );
    try {
      await Promise.all(instances.map((db) => migrateToLatest(db)));
      const known = Object.keys(await migrationProvider.getMigrations()).sort();
      const applied = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(database.db);
      expect(applied.rows.map((row) => row.name)).toEqual(known);
      const tables = await sql<{ table_name: string }>`select table_name
        from information_schema.tables where table_schema = current_schema()`.execute(database.db);
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['users', 'help_requests', 'chat_messages']),
      );
    } finally {
      for (const db of instances) await db.destroy();
      await database.remove();
    }
  });
});
