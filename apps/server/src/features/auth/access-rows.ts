import type { LiveRow } from '../../test/access/live-table';
import { ACCOUNT_PASSWORD, newAccountData } from '@havhjaelp/testing/accounts';
import {
  everyone,
  members,
  actor,
  NEW_PASSWORD,
  type AccessRow,
} from '../../test/access/access-table';

/** Accounts: anyone may register, log in and ask for a reset link; the rest is one's own. */
export const ACCESS_ROWS: readonly AccessRow[] = [
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
];

/** A user's own inbox is theirs alone; no client may publish on it. */
export const LIVE_ROWS: readonly LiveRow[] = [
  {
    path: 'user/{id}/messages',
    fills: 'user',
    may: { anonymous: 'refused', member: 'refused', self: 'subscribe' },
  },
];
