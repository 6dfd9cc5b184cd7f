import { ERROR_CODES } from '@havhjaelp/common/error-tables';
import { ACCOUNT_PASSWORD } from '@havhjaelp/testing/accounts';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { startFakeTileServer, type FakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_JSON_URL } from '../../http/api-docs';
import { createTopic, GENERAL, reply } from '../forum';
import { befriend, directMessage, requestFriend } from '../friends';
import { addPasskey, authenticatorFor } from '../passkeys';
import { createVessel } from '../vessels';
import { useTestApp } from '../use-test-app';
import { acceptedHelp, createHelp, offerHelp, registerUser, type TestUser } from '../users';
import {
  hostileRequest,
  operationsOf,
  type HostileRequest,
  type Operation,
} from './hostile-requests';
import { hostileSeed } from './seed';

/** At least this many requests per run, spread evenly over the operations. */
const TOTAL_REQUESTS = 10_500;

/** Internals no answer may show: stack frames, source paths, SQL, driver and error class names. */
const INTERNAL_TEXT =
  /\bat [\w.<>]+ \(|\.ts:\d|\.js:\d|node_modules|\bSELECT\b|\bINSERT INTO\b|\bsqlite|SQLITE_|TypeError|ReferenceError|RangeError|SyntaxError|kysely/i;
/** Words of the English messages Node, Fastify and Zod write when nobody translated them. */
const ENGLISH =
  /\b(expected|invalid|required|received|unexpected|must|should|request|body|not found|bad|unsupported|too large|error)\b/i;
const KNOWN_CODES = new Set(ERROR_CODES);
/** Every run prints its seed; `HOSTILE_SEED=<seed>` generates the same requests again. */
const SEED = hostileSeed(process.env.HOSTILE_SEED);

let addresses = 0;
/** Each request from its own address, so the per-address limits let the suite reach handlers. */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

describe('hostile input on every route of the API description', () => {
  const t = useTestApp();
  let tiles: FakeTileServer;
  let openMeteo: FakeOpenMeteo;
  let sessions: Record<'user' | 'owner', TestUser>;
  let ids: string[];
  let operations: Operation[];
  const seeded = { users: 0, helpRequests: 0, forumTopics: 0 };

  beforeAll(async () => {
    tiles = await startFakeTileServer();
    openMeteo = await startFakeOpenMeteo();
    await t.start({
      TILE_URL: tiles.template('base'),
      SEAMAP_TILE_URL: tiles.template('seamap'),
      OPEN_METEO_MARINE_URL: openMeteo.marineUrl,
      OPEN_METEO_FORECAST_URL: openMeteo.forecastUrl,
    });
    const owner = await registerUser(t, 'ejer');
    const user = await registerUser(t, 'hjaelper');
    sessions = { owner, user };
    // The owner's requests in every state the routes act on: open with an offer, accepted with
    // a chat, and one of the user's own, so `:id` hits real rows as well as junk.
    const open = await createHelp(t, owner);
    const offer = await offerHelp(t, open, user);
    const accepted = await acceptedHelp(t, owner, user);
    await t.call('POST', `/api/help/${accepted}/chat`, owner, { message: 'Hej' });
    const users = await createHelp(t, user);
    // Vessels: the owner's public and private one, so `/api/vessels/{id}` meets real rows too.
    const vessels = [
      await createVessel(t, owner),
      await createVessel(t, owner, { public_profile: false }),
    ];
    // Friends: the two are friends with a line between them, and the owner's request to a third
    // waits, so `:friendId`, `:userId` and `:id` meet real people, a real chat and a real request.
    await befriend(t, owner, user);
    await directMessage(t, owner, user);
    const friendRequest = await requestFriend(t, owner, await registerUser(t, 'fjerde'));
    const people = [owner.id, user.id, friendRequest];
    // The owner's passkey, so `/api/passkey/{id}` meets a real one too.
    const passkey = await addPasskey(t, owner, authenticatorFor(t));
    // The forum: a category, the owner's topic with the user's reply and the user's own topic,
    // so `:id` meets a real category, real topics and a real reply.
    const topic = await createTopic(t, owner);
    const post = await reply(t, user, topic);
    const forum = [GENERAL, topic, post.id, await createTopic(t, user, { title: 'Eget emne' })];
    ids = [open, offer, accepted, users, ...vessels, ...people, passkey.id, ...forum];
    ids.push('0', '1', '12', '0.png', '3.png');
    seeded.users = 3;
    seeded.helpRequests = 3;
    seeded.forumTopics = 2;
    const doc = (await t.app.inject(OPENAPI_JSON_URL)).json();
    operations = operationsOf(doc);
  });
  afterAll(async () => {
    await tiles.close();
    await openMeteo.close();
  });

  /** A role's session again after the suite itself logged it out. */
  async function keepSession(role: 'user' | 'owner'): Promise<void> {
    const me = await t.call('GET', '/api/auth/me', sessions[role]);
    if (me.statusCode === 200) return;
    const account = sessions[role];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: account.email, password: ACCOUNT_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode, `log ${role} in again: ${login.body}`).toBe(200);
    sessions[role] = { ...account, token: login.json().token };
  }

  function send(request: HostileRequest): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (request.badAuthorization) headers.authorization = request.badAuthorization;
    else if (request.role !== 'anonymous') {
      headers.authorization = `Bearer ${sessions[request.role].token}`;
    }
    if (request.contentType) headers['content-type'] = request.contentType;
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: nextAddress(),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  }

  /** What every answer must be, whatever was asked. */
  function checkAnswer(request: HostileRequest, response: LightMyRequestResponse): void {
    const what = `${request.method} ${request.url.slice(0, 200)} as ${request.role} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    expect(response.headers['x-content-type-options'], what).toBe('nosniff');
    expect(response.headers['content-security-policy'], what).toBeDefined();
    if (response.statusCode < 400 || request.method === 'HEAD') return;
    let body: { error?: unknown; code?: unknown } = {};
    try {
      body = response.json();
    } catch {
      expect.fail(`not JSON: ${what}`);
    }
    expect(typeof body.error === 'string' && body.error.trim().length > 0, what).toBe(true);
    expect(KNOWN_CODES.has(body.code as string), what).toBe(true);
    expect(body.error as string, what).not.toMatch(ENGLISH);
    expect(response.body, what).not.toMatch(INTERNAL_TEXT);
  }

  it(
    `answers at least ${TOTAL_REQUESTS} generated requests without a 5xx, a crash or a leak`,
    async () => {
      expect(operations.length).toBeGreaterThan(25);
      const byClass: Record<string, number> = {};
      const byOperation = new Map<string, number>();
      const created = {
        users: 0,
        deletedUsers: 0,
        helpRequests: 0,
        forumTopics: new Set<string>(),
        deletedTopics: 0,
      };
      const runsPerOperation = Math.ceil(TOTAL_REQUESTS / operations.length);
      console.warn(`hostile input: seed ${SEED} (replay with HOSTILE_SEED=${SEED})`);

      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        await fc.assert(
          fc.asyncProperty(hostileRequest(operation, ids), async (request) => {
            const response = await send(request);
            const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
            byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
            byOperation.set(name, (byOperation.get(name) ?? 0) + 1);
            checkAnswer(request, response);
            const ok = response.statusCode < 300 && request.method === operation.method;
            if (ok && name === 'POST /api/auth/register') created.users += 1;
            if (ok && name === 'DELETE /api/auth/account') created.deletedUsers += 1;
            if (ok && name === 'POST /api/help') created.helpRequests += 1;
            // A double send answers the topic already made, so topics count by their ids.
            if (ok && name === 'POST /api/forum/topics')
              created.forumTopics.add(response.json().id);
            if (ok && name === 'DELETE /api/forum/topics/{id}') created.deletedTopics += 1;
            if (ok && request.role !== 'anonymous' && request.method !== 'GET') {
              await keepSession(request.role);
            }
          }),
          { numRuns: runsPerOperation, endOnFailure: true, seed: SEED },
        );
      }

      const total = Object.values(byClass).reduce((sum, n) => sum + n, 0);
      console.warn(
        `hostile input: ${total} requests over ${operations.length} operations: ${Object.entries(
          byClass,
        )
          .sort()
          .map(([statusClass, n]) => `${statusClass} ${n}`)
          .join(', ')}`,
      );
      expect(total).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
      for (const operation of operations) {
        expect(byOperation.get(`${operation.method} ${operation.path}`)).toBeGreaterThan(0);
      }

      // Still up, and nothing leaked into every object.
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.keys(Object.prototype)).toEqual([]);

      // The database holds what the successful calls imply, and nothing else.
      const count = async (table: 'users' | 'help_requests' | 'forum_topics') =>
        Number(
          (
            await t.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('users')).toBe(seeded.users + created.users - created.deletedUsers);
      expect(await count('help_requests')).toBe(seeded.helpRequests + created.helpRequests);
      expect(await count('forum_topics')).toBe(
        seeded.forumTopics + created.forumTopics.size - created.deletedTopics,
      );
    },
    10 * 60_000,
  );
});
