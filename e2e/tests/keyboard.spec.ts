import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import {
  callRow,
  chatWindow,
  detail,
  detailsDialog,
  endedCallRow,
  expect,
  expectChatMessages,
  test,
  uniqueName,
} from '../support/help';
import {
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  isFocused,
  tabTo,
} from '../support/keyboard';
import { menuButton } from '../support/map';
import { THEMES, useTheme } from '../support/theme';

// This spec's own corner of the map, so no other test's markers cluster with its call.
const AT_SEA = { latitude: 54.95, longitude: 10.3 };

/** Follows a link of the main menu with the keyboard. */
async function goByMenu(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Hovedmenu' }).getByRole('link', { name });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
}

/** Opens the call's details from its dashboard row with Tab and Enter. */
async function openDetailsByKeyboard(page: Page, badge: string, vessel: string) {
  const opener = callRow(page, vessel).getByRole('button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = detailsDialog(page, badge, vessel);
  await expect(dialog).toBeVisible();
  await expectFocusTrapped(page, dialog);
  return { dialog, opener };
}

// Every dialog, menu and chat window opened here is checked by axe as it opens (fixtures.ts), so
// running the journey in both themes checks them in both.
for (const theme of THEMES) {
  test(`the main flow with the keyboard alone: create, offer, accept, chat, close (${theme})`, async ({
    request,
    openBrowser,
  }) => {
    test.setTimeout(90_000);
    const vessel = uniqueName('Tastaturet');
    const owner = await registerViaApi(request, { boatName: vessel });
    const helper = await registerViaApi(request);
    const a = await openBrowser(owner, { geolocation: AT_SEA });
    const b = await openBrowser(helper);
    for (const page of [a, b]) await useTheme(page, theme);
    await b.goto('/');
    // B's dashboard hears of A's call once its live channel is up.
    await expect(b.locator('.online-indicator')).toHaveText('Online');
    await a.goto('/');

    // A goes to the map and raises a call from its menu.
    await goByMenu(a, 'Kort');
    await expect(a.locator('.leaflet-tile-loaded').first()).toBeVisible();
    const createCall = menuButton(a, 'Opret kald');
    await tabTo(a, createCall);
    await a.keyboard.press('Enter');
    const form = a.getByRole('dialog', { name: 'Opret kald' });
    await expect(form).toBeVisible();
    const name = form.getByLabel('Bådens navn');
    await expect(name).toHaveValue(vessel);
    await tabTo(a, form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende'));
    await a.keyboard.press('Space');
    await tabTo(a, form.getByLabel('Problemtype'));
    await a.keyboard.type('Fladt batteri');
    await expect(form.getByLabel('Problemtype')).toHaveValue('battery');
    await tabTo(a, form.getByLabel('Prioritet'));
    await a.keyboard.type('Haster');
    await expect(form.getByLabel('Prioritet')).toHaveValue('urgent');
    await tabTo(a, form.getByLabel('Beskrivelse'));
    await a.keyboard.type('Batteriet er dødt, vi ligger for anker.');
    await tabTo(a, form.getByRole('button', { name: 'Send anmodning' }));
    await a.keyboard.press('Enter');
    await expect(a.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect.poll(() => isFocused(createCall), 'focus back on "Opret kald"').toBe(true);

    // B sees it on the dashboard and offers help from its details.
    const bDetails = await openDetailsByKeyboard(b, 'GULT KALD', vessel);
    await tabTo(b, bDetails.dialog.getByLabel('Besked (valgfri)'));
    await b.keyboard.type('Jeg er 2 sømil væk og kan slæbe jer ind.');
    await tabTo(b, bDetails.dialog.getByRole('button', { name: 'Tilbyd hjælp' }));
    await b.keyboard.press('Enter');
    await expect(bDetails.dialog.getByRole('status')).toHaveText('Dit tilbud om hjælp er sendt!');
    await expectEscapeReturnsFocus(b, bDetails.dialog, bDetails.opener);

    // A accepts the offer: the question is a dialog of its own, answered with Enter.
    await goByMenu(a, 'Dashboard');
    const aDetails = await openDetailsByKeyboard(a, 'GULT KALD', vessel);
    const accept = aDetails.dialog.getByRole('button', { name: `Accepter ${helper.username}` });
    await tabTo(a, accept);
    await a.keyboard.press('Enter');
    const confirm = a.getByRole('alertdialog', { name: 'Accepter hjælper?' });
    await expect(confirm).toBeVisible();
    await expectFocusTrapped(a, confirm);
    await tabTo(a, confirm.getByRole('button', { name: 'Ja, accepter' }));
    await a.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(detail(aDetails.dialog, 'Status')).toHaveText('Hjælper accepteret');
    await expect
      .poll(() => aDetails.dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await expectEscapeReturnsFocus(a, aDetails.dialog, aDetails.opener);

    // They chat: each reaches the chat window's field with Tab and sends with Enter.
    const first = 'Tak! Vi venter ved bøjen.';
    const second = 'Jeg kan se jer nu.';
    const aChat = chatWindow(a, vessel);
    const bChat = chatWindow(b, vessel);
    await tabTo(a, aChat.getByRole('textbox', { name: 'Skriv en besked' }));
    await a.keyboard.type(first);
    await a.keyboard.press('Enter');
    await expectChatMessages(bChat, [[owner.username, first]]);
    await tabTo(b, bChat.getByRole('textbox', { name: 'Skriv en besked' }));
    await b.keyboard.type(second);
    await b.keyboard.press('Enter');
    await expectChatMessages(aChat, [
      [owner.username, first],
      [helper.username, second],
    ]);

    // A closes the call with a thank-you and four stars, chosen with the arrow keys.
    const again = await openDetailsByKeyboard(a, 'GULT KALD', vessel);
    await tabTo(a, again.dialog.getByRole('button', { name: 'Luk kald', exact: true }));
    await a.keyboard.press('Enter');
    const close = a.getByRole('dialog', { name: 'Luk kald' });
    await expect(close).toBeVisible();
    await expectFocusTrapped(a, close);
    await tabTo(a, close.getByLabel(`Tak til ${helper.username} (valgfri)`));
    await a.keyboard.type('Tusind tak for slæbet!');
    await tabTo(a, close.getByRole('radio', { name: '5 stjerner' }));
    await a.keyboard.press('ArrowLeft');
    await expect(close.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
    await tabTo(a, close.getByRole('button', { name: 'Luk kald', exact: true }));
    await a.keyboard.press('Enter');
    await expect(close).toHaveCount(0);
    await expect((await endedCallRow(a, vessel)).getByText('Løst', { exact: true })).toBeVisible();
    await expect(chatWindow(b, vessel)).toHaveCount(0);
  });
}
