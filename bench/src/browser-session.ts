// A browser context's start as a returning visitor or boater: cookie banner and beta warning
// already answered, and for a boater the session the app keeps in localStorage.
import type { LoginResult } from '@havhjaelp/common/auth';
import { fetchPost, logInAccount } from '@havhjaelp/testing/accounts';
import type { Browser } from 'playwright-core';
import type { BenchUser } from './accounts';

export type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/** Cookie banner and beta warning answered, and with a login result, that session stored. */
export function storageState(origin: string, login?: LoginResult): StorageState {
  const now = new Date().toISOString();
  const items = [
    ['cookieConsent', { accepted: true, timestamp: now, version: '1.0' }],
    ['betaWarning', { accepted: true, timestamp: now, version: 'beta-1.0' }],
    ...(login ? [['session', { ...login }] as const] : []),
  ] as const;
  const localStorage = items.map(([key, value]) => ({
    name: `havhjaelp.${key}`,
    value: JSON.stringify(value),
  }));
  return { cookies: [], origins: [{ origin, localStorage }] };
}

/** Logs `user` in through the API, as the login form would. */
export function logIn(appUrl: string, user: BenchUser): Promise<LoginResult> {
  return logInAccount(fetchPost(appUrl), user.username, user.password);
}
