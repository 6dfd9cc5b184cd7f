import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import type { Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { callRow, expect, test, uniqueName } from '../support/help';
import { listCallsViaApi } from '../support/help-api';
import { menuButton } from '../support/map';
import { fireSync, workerControls } from '../support/pwa';
import { SCREEN_SIZES, SCREENSHOTS } from '../support/screen-sizes';

// A call that waits for coverage (issue 27): made without a connection it is kept in the browser,
// said to wait, and sent once when the connection returns; cancelled, it is never sent. This
// corner of the map is this spec's own, some 30 km from any other spec's calls, so the calls it
// leaves active never gather another spec's call into a cluster on that spec's map.
const AT_SEA = { latitude: 56.45, longitude: 10.95 };
const WAITING = 'Kaldet sendes, så snart du har forbindelse';
/** What Chromium logs for each request the offline context or an aborted route refuses. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|ERR_FAILED|WebSocket/;
/** Each journey opens the map, goes offline and back and opens a second browser: 30 s is short. */
const JOURNEY_MS = 90_000;

/** The POSTs of new calls the page sends, and the answers that came back. */
function watchCallPosts(page: Page) {
  const sent: string[] = [];
  const answered: number[] = [];
  const isCreate = (url: string, method: string) =>
    method === 'POST' && new URL(url).pathname === '/api/help';
  page.on('request', (request) => {
    if (isCreate(request.url(), request.method())) sent.push(request.postData() ?? '');
  });
  page.on('response', (response) => {
    if (isCreate(response.url(), response.request().method())) answered.push(response.status());
  });
  return { sent, answered };
}

/** Opens the create-call form on the map and fills it in, ready to send. */
async function fillCall(page: Page, vessel: string): Promise<Locator> {
  await page.goto('/map');
  await menuButton(page, 'Opret kald').click();
  const form = page.getByRole('dialog', { name: 'Opret kald' });
  await expect(form).toContainText('Kaldets position:');
  await form.getByLabel('Bådens navn').fill(vessel);
  await form.getByLabel('Problemtype').selectOption({ label: 'Motorstop' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Haster' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  return form;
}

/** The logged-in boater's calls in the header: the session is back after a reload. */
const myCalls = (page: Page) => page.getByRole('button', { name: /^Mine kald/ }).first();

const waitingNotice = (page: Page) =>
  page.getByRole('status', { name: 'Kald, der venter på forbindelse' });

/** The calls from `vessel` the server has (any status). */
async function callsFrom(request: Parameters<typeof listCallsViaApi>[0], vessel: string) {
  return (await listCallsViaApi(request)).requests.filter((call) => call.vesselName === vessel);
}

test.describe('a call that waits for coverage', () => {
  test.beforeEach(({ consoleErrors }) => {
    consoleErrors.allow(OFFLINE_ERRORS);
    test.setTimeout(JOURNEY_MS);
  });

  test('made offline it waits, says so with the emergency line, and is sent once when the connection returns, for everyone', async ({
    request,
    openBrowser,
  }) => {
    const owner = await registerViaApi(request);
    const page = await openBrowser(owner, { geolocation: AT_SEA });
    const posts = watchCallPosts(page);
    const vessel = uniqueName('Ventebåden');
    const form = await fillCall(page, vessel);

    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Send anmodning' }).click();
    await expect(form).toHaveCount(0);
    const notice = waitingNotice(page);
    await expect(notice).toContainText(WAITING);
    await expect(notice).toContainText(`${vessel} · Motorstop · Haster`);
    await expect(notice).toContainText(SAFETY_STATEMENT);
    await expect(notice.getByRole('button', { name: 'Annuller kaldet' })).toBeVisible();
    // Offline, the browser is not even asked to send it.
    expect(posts.sent).toEqual([]);
    expect(await callsFrom(request, vessel)).toEqual([]);

    await page.context().setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
    await expect.poll(() => posts.answered).toEqual([200]);
    expect(posts.sent).toHaveLength(1);
    expect(JSON.parse(posts.sent[0]!)).toMatchObject({ vesselName: vessel, priority: 'urgent' });

    // The normal made call: in the owner's calls and, for another boater, on the dashboard.
    const made = await callsFrom(request, vessel);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: 'active', type: 'motorstop', priority: 'urgent' });
    const other = await openBrowser(await registerViaApi(request));
    await other.goto('/');
    await expect(callRow(other, vessel)).toBeVisible();

    // Opened again online, the app has nothing left to send.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(myCalls(page)).toBeVisible();
    await expect(waitingNotice(page)).toHaveCount(0);
    expect(posts.sent).toHaveLength(1);
    expect(await callsFrom(request, vessel)).toHaveLength(1);
  });

  for (const size of SCREEN_SIZES) {
    test(`cancelled while it waits, it is never sent (${size.label})`, async ({
      request,
      openBrowser,
    }) => {
      const page = await openBrowser(await registerViaApi(request), { geolocation: AT_SEA });
      await page.setViewportSize(size.viewport);
      const posts = watchCallPosts(page);
      const vessel = uniqueName('Fortrydbåden');
      const form = await fillCall(page, vessel);

      await page.context().setOffline(true);
      await form.getByRole('button', { name: 'Send anmodning' }).click();
      const notice = waitingNotice(page);
      await expect(notice).toContainText(WAITING);
      await expect(notice).toContainText(SAFETY_STATEMENT);
      await expect(notice).toBeInViewport();
      await mkdir(SCREENSHOTS, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENSHOTS, `help-waiting-call-${size.label}.png`),
      });

      await notice.getByRole('button', { name: 'Annuller kaldet' }).click();
      await expect(notice).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({ hasText: 'Kaldet er annulleret og blev ikke sendt.' }),
      ).toBeVisible();

      await page.context().setOffline(false);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      // The app opened again online finds nothing to send either.
      await page.reload({ waitUntil: 'networkidle' });
      await expect(myCalls(page)).toBeVisible();
      await expect(waitingNotice(page)).toHaveCount(0);
      expect(posts.sent).toEqual([]);
      expect(await callsFrom(request, vessel)).toEqual([]);
    });
  }

  test('when the request fails for lack of network it waits, and is sent when the app is next opened', async ({
    request,
    openBrowser,
  }) => {
    const page = await openBrowser(await registerViaApi(request), { geolocation: AT_SEA });
    const posts = watchCallPosts(page);
    const vessel = uniqueName('Tabtbåden');
    const form = await fillCall(page, vessel);

    // The browser thinks it is online, but the request never reaches the server.
    const create = '**/api/help';
    await page.route(create, (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await form.getByRole('button', { name: 'Send anmodning' }).click();
    const notice = waitingNotice(page);
    await expect(notice).toContainText(WAITING);
    expect(posts.answered).toEqual([]);
    expect(await callsFrom(request, vessel)).toEqual([]);

    await page.unroute(create);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
    await expect(waitingNotice(page)).toHaveCount(0);
    await expect.poll(() => posts.answered).toEqual([200]);
    // Tried twice (aborted, then sent), made once.
    expect(posts.sent).toHaveLength(2);
    expect(new Set(posts.sent.map((body) => JSON.parse(body).clientKey)).size).toBe(1);
    expect(await callsFrom(request, vessel)).toHaveLength(1);
  });
});

test.describe('a call that waits for coverage, with the app closed', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(({ consoleErrors }) => {
    consoleErrors.allow(OFFLINE_ERRORS);
    test.setTimeout(JOURNEY_MS);
  });

  test('is sent once by the worker’s Background Sync when the connection returns', async ({
    request,
    openBrowser,
  }) => {
    const page = await openBrowser(await registerViaApi(request), { geolocation: AT_SEA });
    const context = page.context();
    const posts = { answered: [] as number[] };
    const isCreate = (url: string, method: string) =>
      method === 'POST' && new URL(url).pathname === '/api/help';
    // The context hears the worker's requests as well as the pages'.
    context.on('response', (r) => {
      if (isCreate(r.url(), r.request().method())) posts.answered.push(r.status());
    });
    const vessel = uniqueName('Synkbåden');
    const form = await fillCall(page, vessel);
    await workerControls(page);
    // A page of the site with no app in it, for the DevTools protocol once the app is closed.
    const left = await context.newPage();
    await left.goto('/manifest.webmanifest');

    await context.setOffline(true);
    await form.getByRole('button', { name: 'Send anmodning' }).click();
    await expect(waitingNotice(page)).toContainText(WAITING);
    // The app is closed: only the worker is left to send the call.
    await page.close();
    await context.setOffline(false);
    await fireSync(left, 'havhjaelp-waiting-calls');

    await expect.poll(() => posts.answered).toEqual([200]);
    expect(await callsFrom(request, vessel)).toHaveLength(1);
    const other = await openBrowser(await registerViaApi(request));
    await other.goto('/');
    await expect(callRow(other, vessel)).toBeVisible();
    // Opened again, the app has nothing left to send.
    await left.goto('/', { waitUntil: 'networkidle' });
    await expect(waitingNotice(left)).toHaveCount(0);
    expect(posts.answered).toEqual([200]);
  });
});
