import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PasskeyScene } from '../passkeys';
import type { TestUser } from '../users';

/**
 * Who calls. `other` is a member with no part in the seeded requests; `owner` owns them; `helper`
 * has an open offer on `offered` and is the accepted helper of `accepted` (with the owner, the
 * chat's participants); `admin` is the administrator (the test-GPS tool) and the forum's
 * moderator, with no part in the requests either.
 */
export const ROLES = ['anonymous', 'other', 'owner', 'helper', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type MemberRole = Exclude<Role, 'anonymous'>;

/** What the seed made, for the cells to aim at. */
export interface Scene {
  users: Record<MemberRole, TestUser>;
  /** The owner's request with the helper's offer, not yet accepted. */
  offered: { id: string; offerId: string };
  /** The owner's request with the helper accepted, so its chat is open, with one line of the owner's. */
  accepted: { id: string; lineId: string };
  /** The owner's vessels: one public, one private. */
  vessels: { public: string; private: string };
  /**
   * Friends: the owner and the helper are friends, with one direct message of the owner's; the
   * other user's request to the owner waits; the admin has blocked the other user.
   */
  friends: { requestId: string; directLineId: string };
  /**
   * The forum: the owner's topic with a reply of the helper's and then one of the owner's own;
   * `cursor` is the topic's second page of one reply (reading on counts no view).
   */
  forum: { topicId: string; postId: string; cursor: string };
  /** The owner's passkey, and fresh passkey ceremonies for the rows that verify one. */
  passkeys: PasskeyScene;
  /** Mails a password-reset link for the owner's account; answers the link's token. */
  resetToken(): Promise<string>;
}

/** One concrete call of a route: its path parameters, query and a valid body. */
export interface Call {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/** The expected HTTP status; 2xx means the call did what it asks. */
export type Outcome = 200 | 302 | 400 | 401 | 403 | 404 | 409 | 422;

export interface AccessRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** The route exactly as Fastify has it, parameters as `:name` (and `*`). */
  route: string;
  call?: (scene: Scene, as: Role) => Call | Promise<Call>;
  expect: Record<Role, Outcome>;
}

export const everyone = (outcome: Outcome): Record<Role, Outcome> => ({
  anonymous: outcome,
  other: outcome,
  owner: outcome,
  helper: outcome,
  admin: outcome,
});
export const members = (outcome: Outcome): Record<Role, Outcome> => ({
  ...everyone(outcome),
  anonymous: 401,
});
export const PARTICIPANTS = {
  anonymous: 401,
  other: 403,
  owner: 200,
  helper: 200,
  admin: 403,
} as const;
export const OWNER = { anonymous: 401, other: 403, owner: 200, helper: 403, admin: 403 } as const;

/** The member acting, or the owner when nobody logs in (a route that takes credentials). */
export const actor = (scene: Scene, as: Role) => scene.users[as === 'anonymous' ? 'owner' : as];
export const NEW_PASSWORD = 'Ny-sejlbåd-2025!';

/** The HTTP layer's own routes: the API description and the page that reads it. */
export const HTTP_ROWS: readonly AccessRow[] = [
  // The API description and the page that reads it.
  { method: 'GET', route: '/api/docs', expect: everyone(200) },

  { method: 'HEAD', route: '/api/docs/', expect: everyone(200) },

  { method: 'GET', route: '/api/docs/openapi.json', expect: everyone(200) },

  { method: 'GET', route: '/api/docs/json', expect: everyone(200) },

  { method: 'GET', route: '/api/docs/yaml', expect: everyone(200) },

  { method: 'GET', route: '/api/docs/static/index.html', expect: everyone(302) },

  { method: 'GET', route: '/api/docs/static/swagger-initializer.js', expect: everyone(200) },

  {
    method: 'GET',
    route: '/api/docs/static/*',
    call: () => ({ params: { '*': 'swagger-ui.css' } }),
    expect: everyone(200),
  },
];
const FEATURES_DIR = fileURLToPath(new URL('../../features/', import.meta.url));

/**
 * The policy: every route of the app, each caller, the answer. Each feature keeps its rows beside
 * its code (`features/<name>/access-rows.ts`, exporting `ACCESS_ROWS`), found here by folder, so a
 * new feature adds its file and no list. A member route acts on the caller's own account, so there
 * is no "other user's account" to reach; the help routes act on the seeded requests. The test runs
 * every cell against the real app and fails for a route without a row.
 */
export async function accessTable(featuresDir = FEATURES_DIR): Promise<AccessRow[]> {
  return [...HTTP_ROWS, ...(await featureRows<AccessRow>('ACCESS_ROWS', featuresDir))];
}

/** A route of the app and a row of the table are one when their method and route are. */
const routeKey = (method: string, route: string) => `${method} ${route}`;

/** The app's routes the table has no row for, and the rows for routes the app does not have. */
export function tableGaps(
  routes: readonly { method: string; url: string }[],
  rows: readonly { method: string; route: string }[],
): { withoutRow: string[]; withoutRoute: string[] } {
  const routeKeys = new Set(routes.map((r) => routeKey(r.method, r.url)));
  const rowKeys = new Set(rows.map((r) => routeKey(r.method, r.route)));
  return {
    withoutRow: [...routeKeys].filter((k) => !rowKeys.has(k)).sort(),
    withoutRoute: [...rowKeys].filter((k) => !routeKeys.has(k)).sort(),
  };
}

/** What every feature's `access-rows.ts` exports under `name`, features in folder order. */
export async function featureRows<Row>(name: string, featuresDir = FEATURES_DIR): Promise<Row[]> {
  const rows: Row[] = [];
  for (const feature of (await readdir(featuresDir)).sort()) {
    const file = path.join(featuresDir, feature, 'access-rows.ts');
    if (!existsSync(file)) continue;
    const found = (await import(file)) as Record<string, readonly Row[] | undefined>;
    rows.push(...(found[name] ?? []));
  }
  return rows;
}

/**
 * Routes that are not API routes, so have no row: the built web app and the WebSocket upgrades.
 * The live channel has its own table (live-table.ts); the AIS stream is public, checked by its key.
 */
export const NOT_API_ROUTES: readonly { method: string; route: string; why: string }[] = [
  { method: 'GET', route: '/', why: 'the web app (index.html)' },
  { method: 'GET', route: '/*', why: 'the web app’s static files' },
  { method: 'GET', route: '/mqtt', why: 'the live channel’s WebSocket (LIVE_TABLE)' },
  { method: 'GET', route: '/api/ais/stream', why: 'the AIS WebSocket, public with the client key' },
];
