import type { Locator, Page } from '@playwright/test';
import { agePassword, betaWarning, registerViaApi, submitLogin } from '../support/accounts';
import { expectNoAxeFindings } from '../support/axe';
import { callRow, chatWindow, detailsDialog, expect, test, uniqueName } from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import {
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  isFocused,
  tabTo,
} from '../support/keyboard';
import { layerPicker, menuButton, openMap } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { THEMES, useTheme } from '../support/theme';

// This spec's own corner of the map (critical calls here alert whoever is near: nobody else).
const CALL_AT = { lat: 54.6, lng: 11.9 };
const NEAR = { latitude: 54.62, longitude: 11.9 };

/** Opens a header menu from its button with the keyboard; checks it and closes it with Escape. */
async function checkMenu(page: Page, opener: Locator, what: string): Promise<void> {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Arrow keys move between the items and never out of the menu.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('ArrowDown');
    expect(await menu.evaluate((el) => el.contains(document.activeElement)), what).toBe(true);
  }
  await expectNoAxeFindings(page, what, '[role="menu"]');
  await expectEscapeReturnsFocus(page, menu, opener);
}

/** Opens a modal from `opener` with Enter; axe, focus trap, Escape, focus back on the opener. */
async function checkModal(page: Page, opener: Locator, dialog: Locator, what: string) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expectNoAxeFindings(page, what);
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsFocus(page, dialog, opener);
}

for (const theme of THEMES) {
  test(`the header menus, the details, the questions, the close-call form and the support form pass axe and keep focus (${theme})`, async ({
    request,
    openBrowser,
  }) => {
    const vessel = uniqueName('Skarven');
    const owner = await registerViaApi(request, { boatName: vessel });
    const helper = await registerViaApi(request);
    const call = await createHelpViaApi(request, owner, { position: CALL_AT });
    await acceptViaApi(request, owner, await offerViaApi(request, helper, call.id));
    const page = await openBrowser(owner);
    await useTheme(page, theme);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.online-indicator')).toHaveText('Online');
    await expectNoAxeFindings(page, 'dashboard with a call and its accepted helper');

    await checkMenu(page, page.getByRole('button', { name: 'Brugermenu' }), 'user menu');
    await checkMenu(page, page.getByRole('button', { name: /^Chats/ }), 'chats menu');
    await checkMenu(page, page.getByRole('button', { name: /^Mine kald:/ }), 'my calls menu');

    // The chat window, opened from the Chats menu with the keyboard.
    await tabTo(page, page.getByRole('button', { name: /^Chats/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(chatWindow(page, vessel)).toBeVisible();
    await expectNoAxeFindings(page, 'chat window', 'section[aria-label^="Chat: "]');

    const row = callRow(page, vessel).getByRole('button');
    const details = detailsDialog(page, 'GULT KALD', vessel);
    await checkModal(page, row, details, 'details');

    // A question asked from inside the details hands focus back to the button that asked it.
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await expect(details).toBeVisible();
    const cancel = details.getByRole('button', { name: 'Annuller kald' });
    await checkModal(page, cancel, page.getByRole('alertdialog'), 'confirm cancelling');
    await expectEscapeReturnsFocus(page, details, row);

    // The close-call form from the header's my-calls menu; closed, focus is back on that menu's button.
    const myCalls = page.getByRole('button', { name: /^Mine kald:/ });
    await tabTo(page, myCalls);
    await page.keyboard.press('Enter');
    const closeItem = page.getByRole('menuitem', { name: `Luk kald: ${vessel}` });
    await expect(closeItem).toBeVisible();
    while (!(await isFocused(closeItem))) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const closeForm = page.getByRole('dialog', { name: 'Luk kald' });
    await expect(closeForm).toBeVisible();
    await expectNoAxeFindings(page, 'close-call form');
    await expectFocusTrapped(page, closeForm);
    await expectEscapeReturnsFocus(page, closeForm, myCalls);

    const support = page.locator('footer').getByRole('button', { name: 'Support' });
    await checkModal(
      page,
      support,
      page.getByRole('dialog', { name: 'Kontakt support' }),
      'support',
    );
  });

  test(`the beta warning and the forced password change pass axe; only the warning closes on Escape (${theme})`, async ({
    page,
    request,
    app,
  }) => {
    const account = await registerViaApi(request);
    await useTheme(page, theme);
    await page.goto('/login');
    await submitLogin(page, account.username, account.password);
    await expect(betaWarning(page)).toBeVisible();
    await expectNoAxeFindings(page, 'beta warning');
    await expectFocusTrapped(page, betaWarning(page));
    await page.keyboard.press('Escape');
    await expect(betaWarning(page)).toHaveCount(0);

    const aged = await registerViaApi(request);
    agePassword(app, aged.id, 31);
    await page.evaluate(() => localStorage.removeItem('havhjaelp.session'));
    await page.goto('/login');
    await submitLogin(page, aged.username, aged.password);
    const forced = page.getByRole('dialog', { name: 'Skift dit password' });
    await expect(forced).toBeVisible();
    await expectNoAxeFindings(page, 'forced password change');
    await expectFocusTrapped(page, forced);
    await page.keyboard.press('Escape');
    await expect(forced).toBeVisible();
  });

  test(`the cookie banner, an emergency alert, the create-call form and the phone's layer picker pass axe (${theme})`, async ({
    page,
    request,
    openBrowser,
  }) => {
    await useTheme(page, theme);
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies og lokal lagring' });
    await expect(banner).toBeVisible();
    await expectNoAxeFindings(page, 'cookie banner');

    const near = await openBrowser(await registerViaApi(request), { geolocation: NEAR });
    await useTheme(near, theme);
    await near.setViewportSize(SCREEN_SIZES[1]!.viewport);
    await openMap(near);
    await expect(near.locator('.online-indicator')).toHaveText('Online');
    await createHelpViaApi(request, await registerViaApi(request), {
      vesselName: uniqueName('Ålekvabben'),
      priority: 'critical',
      position: CALL_AT,
    });
    const alert = near.getByRole('alertdialog');
    await expect(alert).toBeVisible();
    await expectNoAxeFindings(near, 'emergency alert');
    // It does not take focus from what the person is doing; Tab reaches it, and Escape closes it.
    await tabTo(near, alert.getByRole('button', { name: 'Luk' }));
    await near.keyboard.press('Escape');
    await expect(alert).toHaveCount(0);

    const layers = menuButton(near, 'Kortlag');
    await tabTo(near, layers);
    await near.keyboard.press('Enter');
    await expect(layerPicker(near)).toBeVisible();
    await expectNoAxeFindings(near, 'layer picker');
    await near.keyboard.press('Enter');

    await tabTo(near, menuButton(near, 'Opret kald'));
    await near.keyboard.press('Enter');
    const form = near.getByRole('dialog', { name: 'Opret kald' });
    await expect(form).toBeVisible();
    // The form only: the map's markers it covers at this size are the map's, checked on its own.
    await expectNoAxeFindings(near, 'create-call form', '[role="dialog"]');
    await near.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
  });
}
