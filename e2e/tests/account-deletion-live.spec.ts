import type { APIRequestContext, Page } from '@playwright/test';
import type { Account } from '@havhjaelp/testing/accounts';
import { registerViaApi } from '../support/accounts';
import {
  callRow,
  chatWindow,
  expect,
  statValue,
  test,
  uniqueName,
  type OpenBrowser,
} from '../support/help';
import { acceptViaApi, createHelpViaApi, listCallsViaApi, offerViaApi } from '../support/help-api';

async function deleteAccountViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.delete('/api/auth/account', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { confirmPassword: account.password },
  });
  expect(response.status()).toBe(200);
}

const badge = (page: Page) => page.getByRole('button', { name: /^Mine kald:/ });

/**
 * An accepted call between a new owner and helper, with the chat open in the browser of the one
 * who stays (`watcher`), on the dashboard.
 */
async function acceptedCallWatchedBy(
  watcher: 'owner' | 'helper',
  request: APIRequestContext,
  openBrowser: OpenBrowser,
) {
  const vessel = uniqueName('Tejsten');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Bøjen') });
  const page = await openBrowser(watcher === 'owner' ? owner : helper);
  await page.goto('/');
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
  const call = await createHelpViaApi(request, owner, { priority: 'critical' });
  await expect(callRow(page, vessel)).toBeVisible();
  await acceptViaApi(request, owner, await offerViaApi(request, helper, call.id));
  await expect(chatWindow(page, vessel)).toBeVisible();
  return { vessel, owner, helper, page, call };
}

test('when the helper deletes the account, the owner’s chat closes and the call is open for offers again', async ({
  request,
  openBrowser,
}) => {
  const { vessel, helper, page, call } = await acceptedCallWatchedBy('owner', request, openBrowser);

  await deleteAccountViaApi(request, helper);
  await expect(chatWindow(page, vessel)).toHaveCount(0);
  await expect(callRow(page, vessel)).toContainText('Aktiv');
  await expect(badge(page)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');
  const listed = (await listCallsViaApi(request)).requests.find((r) => r.id === call.id);
  expect(listed?.status).toBe('active');
});

test('when the owner deletes the account, the helper’s chat closes and the call leaves the active list', async ({
  request,
  openBrowser,
}) => {
  const { vessel, owner, page } = await acceptedCallWatchedBy('helper', request, openBrowser);
  await expect(badge(page)).toHaveAccessibleName('Mine kald: Hjælper 1 · Mine 0');

  await deleteAccountViaApi(request, owner);
  await expect(chatWindow(page, vessel)).toHaveCount(0);
  await expect(callRow(page, vessel)).toHaveCount(0);
  await expect(badge(page)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 0');
});
