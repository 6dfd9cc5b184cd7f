// Crash durability: writers drive registrations, help requests, offers and chat lines at full speed
// against the built server process while it is killed with SIGKILL at random moments and restarted
// on the same database (SQLite in DATA_DIR, or in the server-pg project a PostgreSQL schema). Every
// write the server acknowledged with a 2xx must be in the database afterwards, and an SQLite
// database must pass its integrity check.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { newAccountData } from '@havhjaelp/testing/accounts';
import { freePort, waitUntilUp } from '@havhjaelp/testing/free-port';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/database';
import { createTestDatabase, type TestDatabase } from './test/test-database';

const KILLS = 20;
const WRITERS = 4;
/** How long the writers run between a start and its kill: a random moment in this range. */
const RUN_MS = { min: 200, max: 1_500 };
const CHAT_LINES_PER_ROUND = 6;

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Its own build, so another test rebuilding dist/ never swaps the file under a restart. */
const BUILD_DIR = 'dist/crash-test';

type Kind = 'registration' | 'help request' | 'offer' | 'chat line';
/** Where each kind is stored: its table, keyed by the id the API answered. */
const TABLES: Record<Kind, 'users' | 'help_requests' | 'help_responses' | 'chat_messages'> = {
  registration: 'users',
  'help request': 'help_requests',
  offer: 'help_responses',
  'chat line': 'chat_messages',
};

/** The writes the server acknowledged with a 2xx, by kind: the ids it answered. */
const acknowledged: Record<Kind, string[]> = {
  registration: [],
  'help request': [],
  offer: [],
  'chat line': [],
};

class NotAcknowledged extends Error {}

describe('crash durability', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  /** The PostgreSQL schema the server writes to in the server-pg project; SQLite otherwise. */
  let postgres: TestDatabase | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, ['build.mjs', BUILD_DIR], { cwd: serverDir });
    temp = await makeTempDir('crash-durability');
    const database = await createTestDatabase();
    if (database.url) postgres = database;
    else await database.remove();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await postgres?.remove();
    await temp?.remove();
  });

  it(
    `loses no acknowledged write over ${KILLS} kill -9s and keeps the database intact`,
    // Twenty restarts, each a few seconds of loading stretched by a busy machine.
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const start = async () => {
        child = spawn(process.execPath, [path.join(BUILD_DIR, 'main.js')], {
          cwd: serverDir,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: base,
            DATA_DIR: temp.dir,
            ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
            AIS_SOURCE: 'off',
            LOG_LEVEL: 'error',
            // Each round of a writer comes from its own client address, as that many visitors
            // would: the per-address rate limits are not what this test is about.
            TRUST_PROXY: 'true',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        const running = child;
        exited = new Promise((resolve) => running.once('exit', (_code, signal) => resolve(signal)));
        await waitUntilUp(`${base}/api/health`);
      };
      let exited: Promise<NodeJS.Signals | null> | undefined;
      const kill = async () => {
        child!.kill('SIGKILL');
        // Any other end (a crash of its own) would make the kill a no-op.
        expect(await exited).toBe('SIGKILL');
      };

      let addresses = 0;
      let stopped = false;
      /** One API call; answers the JSON of a 2xx, throws NotAcknowledged for anything else. */
      const call = async (
        url: string,
        client: string,
        token: string | undefined,
        body: object = {},
      ): Promise<{ id?: string; token?: string; user?: { id: string } }> => {
        const response = await fetch(`${base}${url}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': client,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        if (!response) throw new NotAcknowledged();
        const text = await response.text().catch(() => undefined);
        if (response.status < 200 || response.status >= 300 || text === undefined) {
          // Only a killed server may fail a call; a refusal would mean the test drives it wrong.
          if (response.status >= 400 && response.status < 500) {
            throw new Error(`${url} answered ${response.status}: ${text}`);
          }
          throw new NotAcknowledged();
        }
        return JSON.parse(text);
      };

      /** Two new accounts, a call, an offer, its acceptance and a chat between them. */
      const round = async () => {
        addresses += 1;
        const client = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
        const register = async () => {
          const answer = await call('/api/auth/register', client, undefined, newAccountData());
          acknowledged.registration.push(answer.user!.id);
          return answer.token!;
        };
        const owner = await register();
        const helper = await register();
        const help = await call('/api/help', client, owner, {
          type: 'motorstop',
          priority: 'normal',
          position: { lat: 55.68, lng: 12.57 },
        });
        acknowledged['help request'].push(help.id!);
        const offer = await call(`/api/help/${help.id}/respond`, client, helper, {
          message: 'Jeg kan være der om lidt',
          estimatedArrival: '20 min',
        });
        acknowledged.offer.push(offer.id!);
        await call(`/api/help/${help.id}/accept/${offer.id}`, client, owner);
        for (let line = 0; line < CHAT_LINES_PER_ROUND; line++) {
          const posted = await call(
            `/api/help/${help.id}/chat`,
            client,
            line % 2 ? helper : owner,
            {
              message: `Linje ${line}`,
            },
          );
          acknowledged['chat line'].push(posted.id!);
        }
      };
      const writer = async () => {
        while (!stopped) {
          try {
            await round();
          } catch (err) {
            if (!(err instanceof NotAcknowledged)) throw err;
            // The server is down or going down: try again in a moment.
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };

      await start();
      const writers = Array.from({ length: WRITERS }, () => writer());
      const failed = Promise.race(writers).then(() => undefined);
      for (let kills = 1; kills <= KILLS; kills++) {
        const runMs = RUN_MS.min + Math.random() * (RUN_MS.max - RUN_MS.min);
        await Promise.race([new Promise((resolve) => setTimeout(resolve, runMs)), failed]);
        await kill();
        if (kills < KILLS) await start();
      }
      stopped = true;
      await Promise.all(writers);

      const db = postgres?.db ?? createDatabase({ sqliteFile: path.join(temp.dir, 'app.db') });
      try {
        if (!postgres) {
          const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
          expect(check.rows.map((row) => row.integrity_check)).toEqual(['ok']);
        }
        const lost: Record<string, number> = {};
        for (const [kind, ids] of Object.entries(acknowledged) as [Kind, string[]][]) {
          const present = new Set<string>();
          for (let at = 0; at < ids.length; at += 500) {
            const rows = await db
              .selectFrom(TABLES[kind])
              .select('id')
              .where('id', 'in', ids.slice(at, at + 500))
              .execute();
            for (const row of rows) present.add(row.id);
          }
          lost[kind] = ids.filter((id) => !present.has(id)).length;
        }
        process.stdout.write(
          `crash durability (${postgres ? 'PostgreSQL' : 'SQLite'}): ${KILLS} kills; acknowledged ${Object.entries(
            acknowledged,
          )
            .map(([kind, ids]) => `${ids.length} ${kind}s`)
            .join(', ')}; lost ${JSON.stringify(lost)}\n`,
        );
        for (const ids of Object.values(acknowledged)) expect(ids.length).toBeGreaterThan(0);
        expect(lost).toEqual({ registration: 0, 'help request': 0, offer: 0, 'chat line': 0 });
      } finally {
        // The PostgreSQL schema's connection is closed with the schema after the file.
        if (!postgres) await db.destroy();
      }
    },
  );
});
