import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest } from './database';

describe('embedded database', () => {
  it('creates DATA_DIR/app.db in WAL mode with synchronous=FULL and migrates it twice safely', async () => {
    const temp = await makeTempDir('db-test');
    const file = path.join(temp.dir, 'nested', 'app.db');
    const db = createDatabase({ sqliteFile: file });
    await migrateToLatest(db);
    await migrateToLatest(db);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(sync.rows[0]?.synchronous).toBe(2); // 2 = FULL
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('support_messages');
    await db.destroy();
    await temp.remove();
  });
});
