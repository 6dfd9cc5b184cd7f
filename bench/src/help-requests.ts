// Help requests for the benches that need a full list, written straight into the app's database:
// one account may raise only a few calls an hour through the API (LIMITS.posting).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';

const PRIORITIES = ['normal', 'urgent', 'critical'] as const;
const TYPES = ['motorstop', 'battery', 'fuel', 'towing', 'medical', 'other'] as const;

/**
 * `count` requests of `userId`, one a minute up to now and spread over Danish waters; the newest
 * `open` are active, the others ended (resolved, every fourth cancelled). The server's list
 * cache lives for seconds, so the next read after that shows them.
 */
export function seedRequests(dataDir: string, userId: string, count: number, open = count): void {
  const db = new Database(path.join(dataDir, 'app.db'));
  const insert = db.prepare(
    `insert into help_requests (id, user_id, vessel_name, type, priority, description, status,
       lat, lng, search_radius_nm, helper_id, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 3, null, ?, ?)`,
  );
  const start = Date.now() - count * 60_000;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(start + i * 60_000).toISOString();
      const status = i >= count - open ? 'active' : i % 4 === 0 ? 'cancelled' : 'resolved';
      insert.run(
        randomUUID(),
        userId,
        `Båd ${i}`,
        TYPES[i % TYPES.length],
        PRIORITIES[i % PRIORITIES.length],
        `Bench-anmodning nummer ${i}: motoren stoppede ud for kysten, vi ligger for anker.`,
        status,
        54.6 + (i % 300) / 100,
        8.1 + (i % 470) / 100,
        at,
        at,
      );
    }
  })();
  db.close();
}
