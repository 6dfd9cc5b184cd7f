import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LiveEvent, LiveTopic } from '@havhjaelp/common/live';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { startFakeTileServer, type FakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { createTopic, makeModerator, reply } from '../forum';
import { befriend, blockUser, directMessage, requestFriend } from '../friends';
import { passkeyScene } from '../passkeys';
import { createVessel } from '../vessels';
import type { TestApp } from '../test-app';
import { useTestApp } from '../use-test-app';
import {
  acceptedHelp,
  createHelp,
  makeAdmin,
  offerHelp,
  registerUser,
  type TestUser,
} from '../users';
import {
  accessTable,
  featureRows,
  NOT_API_ROUTES,
  tableGaps,
  ROLES,
  type AccessRow,
  type Call,
  type Role,
  type Scene,
} from './access-table';
import { WILDCARD_TOPICS, type LiveRow } from './live-table';
import { liveChannelOf, routesOf, topicRulesOf } from './recorders';

// The routes and live topics are read from the real app as it builds itself, not from a list.
vi.mock('fastify', async (importOriginal) =>
  (await import('./recorders')).recordingFastify(await importOriginal()),
);
vi.mock('../../live/broker', async (importOriginal) =>
  (await import('./recorders')).recordingLiveChannel(await importOriginal()),
);

// Each feature's rows, from its own folder.
const ACCESS_TABLE = await accessTable();
const LIVE_TABLE = await featureRows<LiveRow>('LIVE_ROWS');

const t = useTestApp({ smtp: true });
let env: Record<string, string>;
let webRoot: Awaited<ReturnType<typeof makeTempDir>>;
let tiles: FakeTileServer;
let openMeteo: FakeOpenMeteo;
/** The scene every cell that changes nothing runs in; a cell that changes data gets its own app. */
let shared: Scene;

/** The administrator, made as `npm run admin -- grant <username>` makes one. */
const registerAdmin = async (app: TestApp) => makeAdmin(app, await registerUser(app, 'havnefoged'));

async function seed(app: TestApp): Promise<Scene> {
  const [other, owner, helper, admin] = await Promise.all([
    registerUser(app, 'anden'),
    registerUser(app, 'ejer'),
    registerUser(app, 'hjaelper'),
    registerAdmin(app),
  ]);
  const offeredId = await createHelp(app, owner);
  const offerId = await offerHelp(app, offeredId, helper);
  const acceptedId = await acceptedHelp(app, owner, helper);
  const line = await call(app, 'POST', `/api/help/${acceptedId}/chat`, owner, { message: 'Hej' });
  expect(line.statusCode, line.body).toBe(200);
  const vessels = {
    public: await createVessel(app, owner),
    private: await createVessel(app, owner, { public_profile: false }),
  };
  await befriend(app, owner, helper);
  const friends = {
    directLineId: await directMessage(app, owner, helper),
    requestId: await requestFriend(app, other, owner),
  };
  await blockUser(app, admin, other);
  await makeModerator(app, admin);
  const topicId = await createTopic(app, owner);
  const post = await reply(app, helper, topicId);
  await reply(app, owner, topicId, 'Tak for svaret');
  const firstPage = await call(app, 'GET', `/api/forum/topics/${topicId}?limit=1`, owner);
  expect(firstPage.statusCode, firstPage.body).toBe(200);
  const passkeys = await passkeyScene(app, owner);
  return {
    users: { other, owner, helper, admin },
    passkeys,
    vessels,
    friends,
    forum: { topicId, postId: post.id, cursor: firstPage.json().next },
    offered: { id: offeredId, offerId },
    accepted: { id: acceptedId, lineId: line.json().id },
    async resetToken() {
      t.smtp.mails.length = 0;
      const asked = await call(app, 'POST', '/api/auth/forgot-password', undefined, {
        email: owner.email,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const mail = await t.smtp.waitForMail((m) => m.to.includes(owner.email));
      return /[?&]token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    },
  };
}

let addresses = 0;
/** One call, each from its own address, so the rate limits never decide a cell. */
function call(app: TestApp, method: string, url: string, user?: TestUser, body?: object) {
  addresses += 1;
  return app.app.inject({
    method: method as 'GET',
    url,
    remoteAddress: `10.99.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(body ? { payload: body } : {}),
  });
}

/** The route's URL for a call: parameters filled in, the query appended. */
function urlOf(route: string, { params = {}, query }: Call): string {
  const path = route.replace(/:(\w+)|\*$/g, (all, name: string | undefined) => {
    const value = params[name ?? '*'];
    if (value === undefined) throw new Error(`${route}: the row gives no value for ${all}`);
    return name === undefined ? value : encodeURIComponent(value);
  });
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** Every row of every table, so a refused call can be shown to have changed nothing. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  const entries = await Promise.all(
    tables.map(async ({ name }) => {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
      return [name, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The app's routes, a HEAD that Fastify adds beside each GET counted as that GET. */
function appRoutes(app: TestApp) {
  const routes = routesOf(app.app);
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

function declaredAuth(app: TestApp, row: AccessRow): unknown {
  return appRoutes(app).find((r) => r.method === row.method && r.url === row.route)?.auth;
}

beforeAll(async () => {
  tiles = await startFakeTileServer();
  openMeteo = await startFakeOpenMeteo();
  webRoot = await makeTempDir('access-web');
  // With a built web app present, its routes are among the app's, as in production.
  await writeFile(path.join(webRoot.dir, 'index.html'), '<!doctype html><title>Havhjælp</title>');
  env = {
    TILE_URL: tiles.template('base'),
    SEAMAP_TILE_URL: tiles.template('seamap'),
    OPEN_METEO_MARINE_URL: openMeteo.marineUrl,
    OPEN_METEO_FORECAST_URL: openMeteo.forecastUrl,
  };
  await t.start(env, { webRoot: webRoot.dir });
  shared = await seed(t);
});
afterAll(async () => {
  await tiles.close();
  await openMeteo.close();
  await webRoot.remove();
});

describe('the access-control table', () => {
  it('has one row for every route of the app, and no row for a route that is gone', () => {
    const rows = [...ACCESS_TABLE, ...NOT_API_ROUTES];
    const declared = rows.map((row) => `${row.method} ${row.route}`);
    expect(new Set(declared).size, 'a route with two rows').toBe(declared.length);
    expect(tableGaps(appRoutes(t), rows)).toEqual({ withoutRow: [], withoutRoute: [] });
  });

  const cells = ACCESS_TABLE.flatMap((row) =>
    ROLES.map(
      (role) => [`${row.method} ${row.route} as ${role}: ${row.expect[role]}`, row, role] as const,
    ),
  );
  // A cell that changes data seeds an app of its own: four registrations, slow on a busy machine.
  it.each(cells)('%s', { timeout: 20_000 }, async (_name, row, role: Role) => {
    const expected = row.expect[role];
    // A call that changes data gets an app and scene of its own, so the others see the seed.
    const changes = row.method !== 'GET' && row.method !== 'HEAD' && expected < 300;
    if (changes) await t.start(env, { webRoot: webRoot.dir });
    const scene = changes ? await seed(t) : shared;
    const rowCall = (await row.call?.(scene, role)) ?? {};
    const before = changes ? undefined : await snapshot(t.db);

    const user = role === 'anonymous' ? undefined : scene.users[role];
    const response = await call(t, row.method, urlOf(row.route, rowCall), user, rowCall.body);

    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    if (before)
      expect(await snapshot(t.db), 'a read or a refused call changed data').toEqual(before);
    // Whatever depends on the caller stays out of every cache, refusals included.
    if (declaredAuth(t, row) !== undefined) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers every caller of a GET route that declares no auth alike, so caches may keep it', async () => {
    const publicReads = ACCESS_TABLE.filter(
      (row) => row.method === 'GET' && declaredAuth(t, row) === undefined,
    );
    expect(publicReads.length).toBeGreaterThan(0);
    for (const row of publicReads) {
      const url = urlOf(row.route, (await row.call?.(shared, 'anonymous')) ?? {});
      const answers = await Promise.all(
        ROLES.map(async (role) => {
          const user = role === 'anonymous' ? undefined : shared.users[role];
          return (await call(t, 'GET', url, user)).body;
        }),
      );
      expect(new Set(answers).size, `${url} differs by caller: declare its auth`).toBe(1);
    }
  });
});

/**
 * Who stands in for each role of a live row: the owner is `self` on the user topic and, with the
 * helper, a `participant` of the accepted request's chat; the others are plain members there.
 */
const STAND_INS: Record<LiveRow['fills'], Record<string, Role[]>> = {
  nothing: { anonymous: ['anonymous'], member: ['other', 'owner', 'helper', 'admin'] },
  user: { anonymous: ['anonymous'], member: ['other', 'helper', 'admin'], self: ['owner'] },
  chat: { anonymous: ['anonymous'], member: ['other', 'admin'], participant: ['owner', 'helper'] },
  'forum-topic': { anonymous: ['anonymous'], member: ['other', 'owner', 'helper', 'admin'] },
};

/**
 * The row's path with `{id}` filled from the scene: the owner's user id, the accepted chat's or
 * the forum topic's.
 */
function livePath(row: LiveRow, scene: Scene): string {
  const ids = {
    nothing: '',
    user: scene.users.owner.id,
    chat: scene.accepted.id,
    'forum-topic': scene.forum.topicId,
  };
  return row.path.replace('{id}', ids[row.fills]);
}

describe('the live channel’s table', () => {
  const { live } = t;
  const topic = (path: string) => `${t.config.mqttTopicRoot}/${path}`;
  const as = (role: Role) => (role === 'anonymous' ? undefined : shared.users[role]);
  /** What the broker granted: QoS 0, or 128 for a refusal. */
  const grant = async (role: Role, name: string) => {
    const client = await live(as(role));
    return client.client.subscribeAsync(name).then(
      (granted) => granted.map((g) => g.qos as number),
      (err: { packet?: { granted?: number[] } }) => err.packet?.granted,
    );
  };

  it('has one row for every topic the features declare, and none for a topic that is gone', () => {
    const declared = topicRulesOf(t.app).map((rule) => rule.path);
    expect(new Set(declared).size).toBe(declared.length);
    expect(LIVE_TABLE.map((row) => row.path).sort()).toEqual(declared.sort());
    for (const row of LIVE_TABLE) expect(row.path.includes('{id}')).toBe(row.fills !== 'nothing');
  });

  const subscribeCells = LIVE_TABLE.flatMap((row) =>
    Object.entries(row.may).map(
      ([tableRole, answer]) => [`${row.path} as ${tableRole}: ${answer}`, row, tableRole] as const,
    ),
  );
  it.each(subscribeCells)('subscribe to %s', async (_name, row, tableRole) => {
    const roles = STAND_INS[row.fills][tableRole] ?? [];
    expect(roles.length, `nobody stands in for ${tableRole}`).toBeGreaterThan(0);
    const expected = row.may[tableRole as keyof typeof row.may] === 'subscribe' ? 0 : 128;
    for (const role of roles) {
      expect(await grant(role, topic(livePath(row, shared))), role).toEqual([expected]);
    }
  });

  it.each(WILDCARD_TOPICS.map((pattern) => [pattern] as const))(
    'nobody may subscribe to %s',
    async (pattern) => {
      const name = pattern.replace('{root}', t.config.mqttTopicRoot);
      for (const role of ROLES) expect(await grant(role, name), role).toEqual([128]);
    },
  );

  const publishCells = LIVE_TABLE.flatMap((row) =>
    ROLES.map((role) => [`${row.path} as ${role}`, row, role] as const),
  );
  it.each(publishCells)('refuses a publish on %s', async (_name, row, role) => {
    const name = topic(livePath(row, shared));
    // The owner may follow every topic of the scene, so sees whatever gets through.
    const observer = await live(shared.users.owner, name);
    const publisher = await live(as(role));
    const forged: LiveEvent = {
      action: 'status_updated',
      data: { id: 'forfalsket', status: 'cancelled' },
    };
    publisher.client.publish(name, JSON.stringify(forged));
    await publisher.waitForClose();

    // The server's own event after it: once it has arrived, nothing forged is still coming.
    const sentinel: LiveEvent = {
      action: 'status_updated',
      data: { id: 'vagtpost', status: 'active' },
    };
    // Which event the sentinel is does not matter here, only that it comes after the forgery.
    liveChannelOf(t.app).publish(name as LiveTopic<'status_updated'>, sentinel);
    await observer.waitFor((m) => m.event.data.id === 'vagtpost');
    expect(observer.messages.map((m) => m.event)).toEqual([sentinel]);
  });
});
