// Help requests for the benches that need a full list, written straight into the app's database:
// one account may raise only a few calls an hour through the API (LIMITS.posting).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';

const PRIORITIES = ['normal', 'urgent', 'critical'] as const;
const TYPES = ['motorstop', 'battery', 'fuel', 'towing', 'medical', 'other'] as const;
const COLUMNS = [
  'id',
  'user_id',
  'vessel_name',
  'type',
  'priority',
  'description',
  'status',
  'lat',
  'lng',
  'search_radius_nm',
  'helper_id',
  'created_at',
  'updated_at',
] as const;

/**
 * `count` requests of `userId`, one a minute up to now and spread over Danish waters; the newest
 * `open` are active, the others ended (resolved, every fourth cancelled).
 */
function requestRows(userId: string, count: number, open: number): unknown[][] {
  const start = Date.now() - count * 60_000;
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 60_000).toISOString();
    const status = i >= count - open ? 'active' : i % 4 === 0 ? 'cancelled' : 'resolved';
    return [
      randomUUID(),
      userId,
      `Båd ${i}`,
      TYPES[i % TYPES.length],
      PRIORITIES[i % PRIORITIES.length],
      `Bench-anmodning nummer ${i}: motoren stoppede ud for kysten, vi ligger for anker.`,
      status,
      54.6 + (i % 300) / 100,
      8.1 + (i % 470) / 100,
      3,
      null,
      at,
      at,
    ];
  });
}

/**
 * Writes the requests into the SQLite database in `dataDir`. The server's list cache lives for
 * seconds, so the next read after that shows them.
 */
export function seedRequests(dataDir: string, userId: string, count: number, open = count): void {
  const db = new Database(path.join(dataDir, 'app.db'));
  const insert = db.prepare(
    `insert into help_requests (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  db.transaction(() => {
    for (const row of requestRows(userId, count, open)) insert.run(...row);
  })();
  db.close();
}

/** The same requests into the PostgreSQL database at `databaseUrl`. */
export async function seedPostgresRequests(
  databaseUrl: string,
  userId: string,
  count: number,
  open = count,
): Promise<void> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const rows = requestRows(userId, count, open);
    for (let at = 0; at < rows.length; at += 500) {
      const chunk = rows.slice(at, at + 500);
      const values = chunk.map(
        (_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`,
      );
      await client.query(
        `insert into help_requests (${COLUMNS.join(', ')}) values ${values.join(', ')}`,
        chunk.flat(),
      );
    }
  } finally {
    await client.end();
  }
}
