import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import {
  chatWindow,
  detailsDialog,
  expect,
  expectChatMessages,
  statValue,
  test,
  uniqueName,
} from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';

const badge = (page: Page) => page.getByRole('button', { name: /^Mine kald:/ });
const chatsTrigger = (page: Page) => page.getByRole('button', { name: /^Chats/ });

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
}

test('the helper’s badge counts the call once accepted; an unread line stays counted until the chat is opened, across reloads', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Skarven');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request);
  const a = await openBrowser(owner);
  const b = await openBrowser(helper);
  for (const page of [a, b]) await openDashboard(page);
  await expect(badge(b)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 0');

  const call = await createHelpViaApi(request, owner);
  await expect(badge(a)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');
  const offer = await offerViaApi(request, helper, call.id, { message: 'Kommer' });
  await expect(badge(b)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 0');
  await acceptViaApi(request, owner, offer);
  await expect(badge(b)).toHaveAccessibleName('Mine kald: Hjælper 1 · Mine 0');
  await expect(b.getByTestId('incoming-count')).toHaveText('Hjælper 1');

  // The badge's dropdown opens the call; the owner's also offers to close it.
  await badge(b).click();
  await b.getByRole('menuitem', { name: new RegExp(`^${vessel}`) }).click();
  const details = detailsDialog(b, 'GULT KALD', vessel);
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Luk', exact: true }).click();
  await badge(a).click();
  await expect(a.getByRole('menuitem', { name: `Luk kald: ${vessel}` })).toBeVisible();
  await a.keyboard.press('Escape');

  // Both chat windows opened on acceptance; B closes his, then A writes.
  const bChat = chatWindow(b, vessel);
  await expect(bChat).toBeVisible();
  await bChat.getByRole('button', { name: 'Luk chat' }).click();
  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats');
  const aChat = chatWindow(a, vessel);
  await aChat.getByLabel('Skriv en besked').fill('Vi ligger ved den røde bøje');
  await aChat.getByLabel('Skriv en besked').press('Enter');
  await expectChatMessages(aChat, [[owner.username, 'Vi ligger ved den røde bøje']]);

  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats (1 ulæste)');
  await expect(b.getByTestId('chats-unread')).toHaveText('1');
  // The count is the server's: a reload (or another device) still shows it.
  await b.reload();
  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats (1 ulæste)');

  await chatsTrigger(b).click();
  await b.getByRole('menuitem', { name: `${vessel} med ${owner.username} (1 ulæste)` }).click();
  await expectChatMessages(chatWindow(b, vessel), [
    [owner.username, 'Vi ligger ved den røde bøje'],
  ]);
  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats');
  await expect(b.getByTestId('chats-unread')).toHaveCount(0);
  await b.reload();
  await expect(statValue(b, 'Realtid')).toHaveText('Online');
  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats');
  await expect(b.getByTestId('chats-unread')).toHaveCount(0);

  // A line arriving while the window is open and in view is read at once.
  await chatsTrigger(b).click();
  await b.getByRole('menuitem', { name: `${vessel} med ${owner.username}` }).click();
  await aChat.getByLabel('Skriv en besked').fill('Kan I se os?');
  await aChat.getByLabel('Skriv en besked').press('Enter');
  await expectChatMessages(chatWindow(b, vessel), [
    [owner.username, 'Vi ligger ved den røde bøje'],
    [owner.username, 'Kan I se os?'],
  ]);
  await expect(chatsTrigger(b)).toHaveAccessibleName('Chats');
  // Read on the server too, not only on this screen.
  await expect
    .poll(async () => {
      const response = await request.get('/api/chats', {
        headers: { authorization: `Bearer ${helper.token}` },
      });
      return (await response.json()).chats.map((chat: { unreadCount: number }) => chat.unreadCount);
    })
    .toEqual([0]);
});

test('the close reminder shows while I have open calls, hides for this count, and returns when it changes', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request);
  const a = await openBrowser(owner);
  const stranger = await openBrowser(await registerViaApi(request));
  const visitor = await openBrowser();
  for (const page of [a, stranger, visitor]) await openDashboard(page);
  const reminder = (page: Page) => page.getByRole('status', { name: 'Påmindelse om åbne kald' });
  await expect(reminder(a)).toHaveCount(0);

  const first = uniqueName('Ålekvabben');
  await createHelpViaApi(request, owner, { vesselName: first });
  await expect(reminder(a)).toContainText('Du har 1 åben anmodning om hjælp.');
  await expect(reminder(a).getByRole('listitem')).toHaveText([`${first}Luk kald`]);
  await reminder(a).getByRole('button', { name: 'Skjul påmindelse' }).click();
  await expect(reminder(a)).toHaveCount(0);
  await a.reload();
  await expect(statValue(a, 'Realtid')).toHaveText('Online');
  await expect(reminder(a)).toHaveCount(0);

  const second = uniqueName('Hummeren');
  await createHelpViaApi(request, owner, { vesselName: second });
  await expect(reminder(a)).toContainText('Du har 2 åbne anmodninger om hjælp.');
  // Its button opens the close-call modal for that call.
  await reminder(a)
    .getByRole('listitem')
    .filter({ hasText: second })
    .getByRole('button', { name: 'Luk kald' })
    .click();
  await expect(a.getByRole('dialog', { name: /Luk kald/ })).toBeVisible();

  // Nobody else sees it: not another user, not a visitor.
  for (const page of [stranger, visitor]) await expect(reminder(page)).toHaveCount(0);
});

test('the header and the stat card follow the live channel: offline, then online again', async ({
  request,
  openBrowser,
}) => {
  const page = await openBrowser(await registerViaApi(request));
  await openDashboard(page);
  const indicator = page.locator('.online-indicator');
  await expect(indicator).toHaveText('Online');
  await page.context().setOffline(true);
  await expect(indicator).toHaveText('Offline');
  await expect(statValue(page, 'Realtid')).toHaveText('Offline');
  await page.context().setOffline(false);
  // mqtt.js reconnects after 5 s.
  await expect(indicator).toHaveText('Online', { timeout: 15_000 });
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
});
