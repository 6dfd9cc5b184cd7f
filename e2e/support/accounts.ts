import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  registerAccount,
  type Account,
  type AccountData,
  type ApiPost,
} from '@havhjaelp/testing/accounts';
import { expect } from './fixtures';
import type { AppServer } from './app-server';
import { REPO_ROOT } from './paths';

/**
 * The shared account factory's way into the app through the test's `request`, which carries the
 * test's X-Forwarded-For address like the page does (unless `headers` say another).
 */
export function requestPost(
  request: APIRequestContext,
  headers: Record<string, string> = {},
): ApiPost {
  return async (url, data) => {
    const response = await request.post(url, { data, headers });
    return { status: response.status(), body: await response.text() };
  };
}

/**
 * Registers an account through the API, for tests that need an existing account; only the
 * registration test drives the form.
 */
export function registerViaApi(
  request: APIRequestContext,
  overrides: Partial<AccountData> = {},
): Promise<Account> {
  return registerAccount(requestPost(request), overrides);
}

/**
 * Storage of a visitor who answered the cookie banner ("accept all") on an earlier visit, for
 * specs about something else: the banner is fixed over the bottom of the page and would cover
 * form buttons. The banner itself is covered by cookie-consent.spec.ts. Use as
 * `test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) })`.
 */
export function cookiesAnswered(origin: string) {
  const consent = { accepted: true, timestamp: new Date().toISOString(), version: '1.0' };
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [{ name: 'havhjaelp.cookieConsent', value: JSON.stringify(consent) }],
      },
    ],
  };
}

/** The registration form's fields, as the labels name them. */
export function registerForm(page: Page) {
  return {
    username: page.getByLabel('Brugernavn'),
    email: page.getByLabel('Email', { exact: true }),
    // The password label also holds the rule checklist, so its name only starts with "Password".
    password: page.getByLabel(/^Password/),
    confirm: page.getByLabel('Bekræft password'),
    firstName: page.getByLabel('Fornavn'),
    lastName: page.getByLabel('Efternavn'),
    phone: page.getByLabel('Telefon'),
    birthDate: page.getByLabel('Fødselsdato'),
    boatName: page.getByLabel('Bådens navn'),
    boatType: page.getByLabel('Bådtype'),
    terms: page.getByRole('checkbox', { name: /Jeg accepterer vilkår og betingelser/ }),
    submit: page.getByRole('button', { name: 'Opret konto' }),
  };
}

/** The header's own login link (shown while logged out). */
export const headerLoginLink = (page: Page) =>
  page.locator('header').getByRole('link', { name: 'Log ind', exact: true });

/** A form's own error message in the page (role alert in main). */
export const formError = (page: Page) => page.locator('main').getByRole('alert');

export const betaWarning = (page: Page) => page.getByRole('dialog', { name: 'Havhjælp er i beta' });

/** Chooses the password on the login page, then fills and sends its form. */
export async function submitLogin(page: Page, login: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Log ind med password' }).click();
  await page.getByLabel('Brugernavn eller email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
}

/**
 * Logs in on the login page (the caller has gone there, or been sent there by a guard) as a
 * person would, and answers the beta warning when this browser has not accepted it yet (it
 * appears 0.5 s after every login until it is accepted).
 */
export async function logIn(page: Page, login: string, password: string): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, login, password);
  // First the warning: while it is open (from 0.5 s after the login) it hides the page behind it.
  await acceptBetaWarningIfNew(page);
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
}

/** The beta warning comes once per browser; accepts it when this browser has not yet. */
export async function acceptBetaWarningIfNew(page: Page): Promise<void> {
  const accepted = await page.evaluate(() => localStorage.getItem('havhjaelp.betaWarning'));
  if (accepted) return;
  await betaWarning(page).getByRole('button', { name: 'Jeg forstår' }).click();
  await expect(betaWarning(page)).toHaveCount(0);
}

export interface StoredSession {
  token: string;
  user: { id: string; username: string; email: string; firstName: string; boatName: string };
  forcePasswordChange: boolean;
  passwordWarning: boolean;
}

/** The session the app keeps in localStorage, or null when logged out. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate(() => localStorage.getItem('havhjaelp.session'));
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Brugermenu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Asks the API who a token belongs to; the status tells whether the session is still valid. */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`/api/auth/me?_t=${Date.now()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

/**
 * Makes the user's password `days` old by editing the app server's SQLite database directly
 * (there is no API for it, and waiting 30 days is not an option). WAL mode lets this second
 * connection write while the server holds the database open.
 */
export function agePassword(app: AppServer, userId: string, days: number): void {
  const db = new Database(path.join(app.dataDir, 'app.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const changedAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const result = db
      .prepare('UPDATE users SET password_changed_at = ? WHERE id = ?')
      .run(changedAt, userId);
    expect(result.changes, `user ${userId} in the database`).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Runs the operator's tool on the app server's DATA_DIR as `npm run admin -- <args>` does (the
 * built server's admin.js): the admin, test users and moderators are named there, never by an API.
 */
export function runAdmin(app: AppServer, ...args: string[]): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'apps/server/dist/admin.js'), ...args], {
    env: { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
}

/** Makes the account the admin (the test-GPS tool) as the operator does: `admin -- grant`. */
export function grantAdmin(app: AppServer, username: string): void {
  runAdmin(app, 'grant', username);
}
