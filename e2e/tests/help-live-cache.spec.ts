import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { callRow, chatWindow, expect, statValue, test, uniqueName } from '../support/help';
import {
  acceptViaApi,
  closeViaApi,
  createHelpViaApi,
  listCallsViaApi,
  offerViaApi,
  openCallCount,
} from '../support/help-api';

const badge = (page: Page) => page.getByRole('button', { name: /^Mine kald:/ });

/** Every `GET /api/help` (the whole list) the page sends from now on. */
function listFetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/help') seen.push(url.href);
  });
  return seen;
}

test('live events patch open dashboards: a new call and each step appear without the list being fetched again', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Marsvinet');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Lodsen') });
  const total = (await listCallsViaApi(request)).count;
  const active = await openCallCount(request);

  // The owner's other device, logged in, and a visitor, both on the dashboard.
  const mine = await openBrowser(owner);
  const visitor = await openBrowser();
  const fetches = new Map<Page, string[]>();
  for (const page of [mine, visitor]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
    await expect(statValue(page, 'Kald i alt')).toHaveText(String(total));
    fetches.set(page, listFetches(page));
  }
  await expect(badge(mine)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 0');

  // Critical, so it stands first on the first page of active calls.
  const call = await createHelpViaApi(request, owner, { priority: 'critical' });
  for (const page of [mine, visitor]) {
    await expect(callRow(page, vessel).getByText('RØDT KALD', { exact: true })).toBeVisible();
    await expect(statValue(page, 'Kald i alt')).toHaveText(String(total + 1));
    await expect(statValue(page, 'Aktive kald')).toHaveText(String(active + 1));
  }
  // Whose call it is is not in the public event: the member view of that one call was read.
  await expect(badge(mine)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');

  const offer = await offerViaApi(request, helper, call.id);
  await expect(badge(mine)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1 · 1 med tilbud');
  await acceptViaApi(request, owner, offer);
  await expect(chatWindow(mine, vessel)).toBeVisible();
  await expect(badge(mine)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');

  await closeViaApi(request, owner, call.id);
  for (const page of [mine, visitor]) {
    await expect(callRow(page, vessel)).toHaveCount(0);
    await expect(statValue(page, 'Aktive kald')).toHaveText(String(active));
    await expect(statValue(page, 'Kald i alt')).toHaveText(String(total + 1));
  }
  await expect(chatWindow(mine, vessel)).toHaveCount(0);
  await expect(badge(mine)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 0');

  expect(fetches.get(mine)).toEqual([]);
  expect(fetches.get(visitor)).toEqual([]);
});
