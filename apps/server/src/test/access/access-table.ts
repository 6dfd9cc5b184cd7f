import { endedCursor } from '@havhjaelp/common/help';
import { ACCOUNT_PASSWORD, newAccountData } from '@havhjaelp/testing/accounts';
import type { TestUser } from '../users';
import { helpBody } from '../users';
import { VESSEL_ROWS } from './vessel-rows';
import { WEATHER_ROWS } from './weather-rows';

/**
 * Who calls. `other` is a member with no part in the seeded requests; `owner` owns them; `helper`
 * has an open offer on `offered` and is the accepted helper of `accepted` (with the owner, the
 * chat's participants); `admin` is the administrator (the test-GPS tool), with no part in the requests either.
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
export type Outcome = 200 | 302 | 400 | 401 | 403 | 404 | 409;

export interface AccessRow {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** The route exactly as Fastify has it, parameters as `:name` (and `*`). */
  route: string;
  call?: (scene: Scene, as: Role) => Call | Promise<Call>;
  expect: Record<Role, Outcome>;
}

const everyone = (outcome: Outcome): Record<Role, Outcome> => ({
  anonymous: outcome,
  other: outcome,
  owner: outcome,
  helper: outcome,
  admin: outcome,
});
const members = (outcome: Outcome): Record<Role, Outcome> => ({
  ...everyone(outcome),
  anonymous: 401,
});
const PARTICIPANTS = { anonymous: 401, other: 403, owner: 200, helper: 200, admin: 403 } as const;
const OWNER = { anonymous: 401, other: 403, owner: 200, helper: 403, admin: 403 } as const;

/** The member acting, or the owner when nobody logs in (a route that takes credentials). */
const actor = (scene: Scene, as: Role) => scene.users[as === 'anonymous' ? 'owner' : as];
const NEW_PASSWORD = 'Ny-sejlbåd-2025!';

/**
 * The policy: every route of the app, each caller, the answer. A member route acts on the caller's
 * own account, so there is no "other user's account" to reach; the help routes act on the seeded
 * requests. The test runs every cell against the real app and fails for a route without a row.
 */
export const ACCESS_TABLE: readonly AccessRow[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/config', expect: everyone(200) },
  { method: 'GET', route: '/api/ais/status', expect: everyone(200) },
  {
    method: 'GET',
    route: '/tiles/base/:z/:x/:file',
    call: () => ({ params: { z: '7', x: '68', file: '39.png' } }),
    expect: everyone(200),
  },
  {
    method: 'GET',
    route: '/tiles/seamap/:z/:x/:file',
    call: () => ({ params: { z: '7', x: '68', file: '39.png' } }),
    expect: everyone(200),
  },
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
  {
    method: 'POST',
    route: '/api/support',
    call: () => ({
      body: { name: 'Søren', email: 'soren@example.dk', subject: 'Spørgsmål', message: 'Hej' },
    }),
    expect: everyone(200),
  },

  // Accounts: anyone may register, log in and ask for a reset link; the rest is one's own.
  {
    method: 'POST',
    route: '/api/auth/register',
    call: () => ({ body: newAccountData() }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/login',
    call: (scene, as) => ({
      body: { login: actor(scene, as).username, password: ACCOUNT_PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    call: (scene) => ({ body: { email: scene.users.owner.email } }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    // The mailed token is the authority here, whoever sends it.
    call: async (scene) => ({
      body: { token: await scene.resetToken(), newPassword: NEW_PASSWORD },
    }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/auth/me', expect: members(200) },
  { method: 'POST', route: '/api/auth/logout', expect: members(200) },
  { method: 'GET', route: '/api/auth/profile', expect: members(200) },
  {
    method: 'PUT',
    route: '/api/auth/profile',
    call: () => ({ body: { firstName: 'Ny', boatName: 'Måge' } }),
    expect: members(200),
  },
  { method: 'GET', route: '/api/auth/export-data', expect: members(200) },
  {
    method: 'POST',
    route: '/api/auth/account/check-password',
    call: () => ({ body: { confirmPassword: ACCOUNT_PASSWORD } }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    call: () => ({ body: { currentPassword: ACCOUNT_PASSWORD, newPassword: NEW_PASSWORD } }),
    expect: members(200),
  },
  {
    method: 'DELETE',
    route: '/api/auth/account',
    call: () => ({ body: { confirmPassword: ACCOUNT_PASSWORD } }),
    expect: members(200),
  },
  // The test-GPS tool reads the administrator's own stored position.
  {
    method: 'POST',
    route: '/api/test/gps',
    expect: { anonymous: 401, other: 403, owner: 403, helper: 403, admin: 200 },
  },

  // Help: the list is public (members see more); a request's details and offers need a login.
  { method: 'GET', route: '/api/help', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/help/ended',
    call: () => ({
      query: { before: endedCursor({ timestamp: '2100-01-01T00:00:00.000Z', id: 'z' }) },
    }),
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/help/testimonials', expect: everyone(200) },
  { method: 'POST', route: '/api/help', call: () => ({ body: helpBody() }), expect: members(200) },
  {
    method: 'GET',
    route: '/api/help/:id',
    call: (scene) => ({ params: { id: scene.accepted.id } }),
    expect: members(200),
  },
  {
    method: 'PUT',
    route: '/api/help/:id',
    // Each participant with the move its role may make; anyone else tries the owner's.
    call: (scene, as) => ({
      params: { id: scene.accepted.id },
      body: { status: as === 'helper' ? 'on_way' : 'resolved' },
    }),
    expect: PARTICIPANTS,
  },
  {
    method: 'POST',
    route: '/api/help/:id/respond',
    call: (scene) => ({
      params: { id: scene.offered.id },
      body: { message: 'Jeg kan komme', estimatedArrival: '20 min' },
    }),
    // Not on one's own request, and once per helper.
    expect: { anonymous: 401, other: 200, owner: 400, helper: 409, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/help/:id/responses',
    // Every member may ask; only the owner sees other people's offers.
    call: (scene) => ({ params: { id: scene.offered.id } }),
    expect: members(200),
  },
  {
    method: 'POST',
    route: '/api/help/:id/accept/:responseId',
    call: (scene) => ({ params: { id: scene.offered.id, responseId: scene.offered.offerId } }),
    expect: OWNER,
  },
  {
    method: 'POST',
    route: '/api/help/:id/close',
    call: (scene) => ({ params: { id: scene.accepted.id }, body: {} }),
    expect: OWNER,
  },

  // Chats: one's own list; a chat's lines only for its participants.
  { method: 'GET', route: '/api/chats', expect: members(200) },
  {
    method: 'GET',
    route: '/api/help/:id/chat',
    call: (scene) => ({ params: { id: scene.accepted.id } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'POST',
    route: '/api/help/:id/chat',
    call: (scene) => ({ params: { id: scene.accepted.id }, body: { message: 'Vi ses' } }),
    expect: PARTICIPANTS,
  },
  {
    method: 'PUT',
    route: '/api/chats/help/:requestId/read',
    call: (scene) => ({
      params: { requestId: scene.accepted.id },
      body: { messageId: scene.accepted.lineId },
    }),
    expect: PARTICIPANTS,
  },
  ...WEATHER_ROWS,
  ...VESSEL_ROWS,
];

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
