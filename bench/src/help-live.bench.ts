// What one live help event costs each open dashboard in API bytes: with BENCH_HELP_REQUESTS
// (1,000) open requests, a logged-in boater and a visitor keep `/` open in Debian's Chromium while
// other boaters, through the API, raise a request, offer help, accept the helper, close the call
// with a public thank-you and cancel another. Every API answer a page receives from just before
// the event until it has been quiet for QUIET_MS is counted: body as received (gzip) and headers.
import type { Browser, Page } from 'playwright-core';
import { registerUser, type BenchUser } from './accounts';
import { recordApiTraffic, type ApiFetch } from './api-traffic';
import { logIn, storageState, type StorageState } from './browser-session';
import { seedRequests } from './help-requests';
import { VIEWPORT, withMapContext } from './map-bench-browser';

const REQUESTS = Number(process.env.BENCH_HELP_REQUESTS ?? 1_000);
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 1_500);

async function api<T>(appUrl: string, user: BenchUser, method: string, path: string, body = {}) {
  const response = await fetch(`${appUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Resolves when the dashboard's stat card `label` shows `value`. */
function stat(page: Page, label: string, value: number) {
  return page
    .locator('.stat-card')
    .filter({ hasText: label })
    .locator('.stat-value')
    .getByText(String(value), { exact: true })
    .waitFor({ timeout: 30_000 });
}

async function openDashboard(browser: Browser, appUrl: string, state: StorageState) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    storageState: state,
  });
  const page = await context.newPage();
  const traffic = recordApiTraffic(page);
  await page.goto(`${appUrl}/`);
  await stat(page, 'Kald i alt', REQUESTS);
  await page.locator('.stat-card[data-state="connected"]').waitFor({ timeout: 30_000 });
  return { page, traffic };
}

const summary = (fetched: ApiFetch[]) => {
  const counts = new Map<string, number>();
  for (const { what } of fetched) counts.set(what, (counts.get(what) ?? 0) + 1);
  return [...counts].map(([what, n]) => (n > 1 ? `${what} ×${n}` : what)).join(', ') || '–';
};
const sum = (fetched: ApiFetch[], field: 'bodyBytes' | 'headerBytes') =>
  fetched.reduce((total, entry) => total + entry[field], 0);

await withMapContext(async (_context, appUrl, browser, dataDir) => {
  const seeder = await registerUser(appUrl);
  seedRequests(dataDir, seeder.id, REQUESTS);
  const [owner, helper, member] = await Promise.all([
    registerUser(appUrl),
    registerUser(appUrl),
    registerUser(appUrl),
  ]);
  const seeded = await api<{ requests: { id: string }[] }>(appUrl, seeder, 'GET', '/help');
  const toCancel = seeded.requests[0]!.id;

  const dashboards = [
    {
      browser: 'logged in',
      ...(await openDashboard(browser, appUrl, storageState(appUrl, await logIn(appUrl, member)))),
    },
    { browser: 'visitor', ...(await openDashboard(browser, appUrl, storageState(appUrl))) },
  ];
  const listBytes = dashboards.map(({ browser: who, traffic }) => ({
    browser: who,
    'GET /api/help body bytes': traffic.fetched.find((f) => f.what === 'GET /api/help')?.bodyBytes,
  }));

  let created = '';
  let offer = '';
  const events: [string, () => Promise<void>, (page: Page) => Promise<void>][] = [
    [
      'new_help_request',
      async () => {
        created = (
          await api<{ id: string }>(appUrl, owner, 'POST', '/help', {
            type: 'motorstop',
            priority: 'urgent',
            description: 'Motoren er gået i stå ud for Helsingør.',
            position: { lat: 56.0361, lng: 12.6136 },
          })
        ).id;
      },
      (page) => stat(page, 'Kald i alt', REQUESTS + 1),
    ],
    [
      'status_updated: offered',
      async () => {
        offer = (await api<{ id: string }>(appUrl, helper, 'POST', `/help/${created}/respond`)).id;
      },
      async () => undefined,
    ],
    [
      'status_updated: accepted',
      () => api(appUrl, owner, 'POST', `/help/${created}/accept/${offer}`),
      async () => undefined,
    ],
    [
      'status_updated: resolved (public thank-you)',
      () =>
        api(appUrl, owner, 'POST', `/help/${created}/close`, {
          testimonial: 'Tusind tak for slæbet!',
          rating: 5,
          isPublic: true,
        }),
      (page) => stat(page, 'Aktive kald', REQUESTS),
    ],
    [
      'status_updated: cancelled',
      () => api(appUrl, seeder, 'PUT', `/help/${toCancel}`, { status: 'cancelled' }),
      (page) => stat(page, 'Aktive kald', REQUESTS - 1),
    ],
  ];

  const rows = [];
  for (const [event, act, shown] of events) {
    const windows = dashboards.map(({ traffic }) => traffic.open());
    await act();
    await Promise.all(dashboards.map(({ page }) => shown(page)));
    const fetched = await Promise.all(windows.map((window) => window.settle(QUIET_MS)));
    for (const [i, { browser: who }] of dashboards.entries()) {
      const mine = fetched[i]!;
      rows.push({
        event,
        browser: who,
        fetches: summary(mine),
        'body bytes': sum(mine, 'bodyBytes'),
        'with headers': sum(mine, 'bodyBytes') + sum(mine, 'headerBytes'),
      });
    }
  }
  console.log(`\n${REQUESTS} requests in the list; the dashboards' first GET /api/help:`);
  console.table(listBytes);
  console.log(`API answers each dashboard received per event (until ${QUIET_MS} ms quiet):`);
  console.table(rows);
});
