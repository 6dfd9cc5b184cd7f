import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { logInAccount, type Account } from '@havhjaelp/testing/accounts';

import { cookiesAnswered, requestPost } from './accounts';
import { test as base, expect, nextClientIp } from './fixtures';
import { leaveInStorage } from './local-storage';
import { escapeRegExp } from './text';

export interface Whereabouts {
  /** Where the device says it is; the context is then allowed to read it. */
  geolocation?: { latitude: number; longitude: number };
  /** The app server the browser talks to, when not the test's own (another instance). */
  baseURL?: string;
}

/** Opens a browser of its own (own context, own client address) for one more person. */
export type OpenBrowser = (account?: Account, whereabouts?: Whereabouts) => Promise<Page>;

/**
 * `openBrowser(account)` gives a page in a new browser context, as a second (third) person at
 * their own device: its own X-Forwarded-For address, the cookie banner and beta warning answered,
 * and, with an account, logged in with a session of its own. Its console errors count like those
 * of the test's `page` (see `consoleErrors`), and the context is closed after the test.
 */
export const test = base.extend<{ openBrowser: OpenBrowser }>({
  openBrowser: async (
    {
      browser,
      baseURL,
      request,
      consoleErrors,
      overlayAxe,
      locale,
      timezoneId,
      viewport,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async (account, whereabouts = {}) => {
      const ip = nextClientIp(testInfo.workerIndex);
      const origin = whereabouts.baseURL ?? baseURL!;
      const left = account
        ? await loggedInState(request, origin, account, ip)
        : answeredState(origin);
      const context = await browser.newContext({
        baseURL: origin,
        locale,
        timezoneId,
        viewport,
        serviceWorkers,
        extraHTTPHeaders: { 'x-forwarded-for': ip },
        ...(whereabouts.geolocation
          ? { geolocation: whereabouts.geolocation, permissions: ['geolocation'] }
          : {}),
      });
      contexts.push(context);
      await leaveInStorage(context, left);
      const page = await context.newPage();
      consoleErrors.watch(page);
      await overlayAxe.watch(page);
      return page;
    });
    await overlayAxe.settle();
    for (const context of contexts) await context.close();
  },
});

export { expect };

/** Cookie banner and beta warning answered on an earlier visit; neither is what these tests test. */
function answeredState(origin: string) {
  const state = cookiesAnswered(origin);
  const beta = { accepted: true, timestamp: new Date().toISOString(), version: 'beta-1.0' };
  state.origins[0]!.localStorage.push({
    name: 'havhjaelp.betaWarning',
    value: JSON.stringify(beta),
  });
  return state;
}

/**
 * Logs in through the API from the browser's own address and stores the answer where the app
 * keeps its session, as if the person had logged in on this device earlier (the login form itself
 * is covered by accounts.spec.ts).
 */
async function loggedInState(
  request: APIRequestContext,
  origin: string,
  account: Account,
  ip: string,
) {
  const post = requestPost(request, { 'x-forwarded-for': ip });
  // At the app server the browser will use: another instance shares the sessions anyway.
  const login = await logInAccount(
    (url, data) => post(new URL(url, origin).toString(), data),
    account.username,
    account.password,
  );
  const state = answeredState(origin);
  state.origins[0]!.localStorage.push({
    name: 'havhjaelp.session',
    value: JSON.stringify({
      token: login.token,
      user: login.user,
      forcePasswordChange: login.forcePasswordChange,
      passwordWarning: login.passwordWarning,
    }),
  });
  return state;
}

let namesInWorker = 0;

/** A vessel (or other) name no other test of this run uses, so rows can be told apart. */
export function uniqueName(prefix: string): string {
  namesInWorker += 1;
  return `${prefix} ${test.info().workerIndex}${Date.now().toString(36)}${namesInWorker}`;
}

/** The value of one of the dashboard's stat cards ('Aktive kald', 'Kald i alt', ...). */
export function statValue(page: Page, label: string): Locator {
  return page
    .locator('.stat-card')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.stat-value');
}

/** The dashboard's calls that still need help. */
export const callList = (page: Page) =>
  page.getByRole('list', { name: 'Aktive kald', exact: true });

/** The dashboard row of the active call from the vessel with exactly this name. */
export function callRow(page: Page, vesselName: string): Locator {
  return callList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(vesselName, { exact: true }) });
}

/** The button that folds the dashboard's 'Afsluttede kald' (resolved and cancelled) out and in. */
export const endedCallsToggle = (page: Page) =>
  page.getByRole('button', { name: /^Afsluttede kald \(\d+\)$/ });

/** The list of ended calls; only there while 'Afsluttede kald' is unfolded. */
export const endedCallList = (page: Page) =>
  page.getByRole('list', { name: 'Afsluttede kald', exact: true });

/**
 * The row of an ended call on the first page of 'Afsluttede kald' (newest first), unfolding the
 * section when it is folded.
 */
export async function endedCallRow(page: Page, vesselName: string): Promise<Locator> {
  const toggle = endedCallsToggle(page);
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return endedCallList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(vesselName, { exact: true }) });
}

/** The details dialog, named by its title: priority badge and vessel name. */
export const detailsDialog = (page: Page, badge: string, vesselName: string) =>
  page.getByRole('dialog', { name: `${badge} ${vesselName}` });

/** Opens the call's details from its dashboard row (logged in, the row is a button). */
export async function openDetails(page: Page, badge: string, vesselName: string) {
  await callRow(page, vesselName).getByRole('button').click();
  const dialog = detailsDialog(page, badge, vesselName);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Closes a details dialog with its × button (named 'Luk'; 'Luk kald' is another button). */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Luk', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** The value shown for a term of the details list ('Status', 'Hjælper', ...). */
export function detail(dialog: Locator, term: string): Locator {
  return dialog.locator(
    `xpath=.//dl/dt[normalize-space(.)=${JSON.stringify(term)}]/following-sibling::dd[1]`,
  );
}

export const chatWindow = (page: Page, vesselName: string) =>
  page.getByRole('region', { name: `Chat: ${vesselName}` });

/** The chat's messages in order, each as [sender, exact text with its line breaks]. */
export async function expectChatMessages(
  chat: Locator,
  expected: [sender: string, message: string][],
): Promise<void> {
  const items = chat.getByRole('listitem');
  await expect(items.locator('.chat-meta')).toHaveText(
    expected.map(([sender]) => new RegExp(`^${escapeRegExp(sender)} · \\d{2}[.:]\\d{2}$`)),
  );
  await expect
    .poll(() => items.locator('.pre-wrap').allTextContents())
    .toEqual(expected.map(([, message]) => message));
}

type Marked = Window & { __e2eSamePage?: true };

/** Marks the loaded document, so a later check can tell that the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Marked).__e2eSamePage = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => (window as Marked).__e2eSamePage === true),
    'the page was not reloaded',
  ).toBe(true);
}
