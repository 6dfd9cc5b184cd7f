import type { APIRequestContext, Page } from '@playwright/test';
import { logInAccount } from '@havhjaelp/testing/accounts';
import {
  agePassword,
  betaWarning,
  openUserMenu,
  registerViaApi,
  requestPost,
  submitLogin,
} from '../support/accounts';
import { chatWindow, detailsDialog, expect, test, uniqueName } from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import { menuButton, openMap } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

// Every overlay must be seen on top, not only take clicks: on the map (whose panes and controls
// carry z-indexes up to 1000) and on the dashboard, at a desktop's and a phone's size.
const SCREENS = [
  { name: 'map', path: '/map' },
  { name: 'dashboard', path: '/' },
] as const;

// Near Helsingør, this spec's own corner of the map.
const HERE = { latitude: 56.05, longitude: 12.62 };
const CALL_AT = { lat: 56.06, lng: 12.64 };
const MARKER_AT = { lat: 55.9, lng: 12.1 };
let markersPlaced = 0;

/** Opens the screen and waits for the live channel, whose events raise alerts and chats. */
async function openScreen(page: Page, path: string) {
  if (path === '/map') await openMap(page);
  else {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  }
  await expect(page.locator('.online-indicator')).toHaveText('Online');
}

for (const size of SCREEN_SIZES) {
  test.describe(`${size.name} ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('the beta warning after a first login lies over the map', async ({ page, request }) => {
      const account = await registerViaApi(request);
      await page.goto('/login');
      await submitLogin(page, account.username, account.password);
      await expect(page).toHaveURL(/\/map$/);
      await expectOnTop(betaWarning(page));
      await betaWarning(page).getByRole('button', { name: 'Jeg forstår' }).click();
      await expect(betaWarning(page)).toHaveCount(0);
    });

    test('the forced password change lies over the map', async ({ page, request, app }) => {
      const account = await registerViaApi(request);
      agePassword(app, account.id, 31);
      await page.goto('/login');
      await submitLogin(page, account.username, account.password);
      await expect(page).toHaveURL(/\/map$/);
      await expectOnTop(page.getByRole('dialog', { name: 'Skift dit password' }));
    });

    test('on the dashboard: the beta warning not yet accepted, then the forced password change, lie on top', async ({
      page,
      request,
      app,
    }) => {
      const account = await registerViaApi(request);
      agePassword(app, account.id, 31);
      // Logged in on this device earlier; the warning was only closed with Esc, never accepted.
      const session = await sessionJson(request, account.username, account.password);
      await page.addInitScript((stored) => {
        if (!localStorage.getItem('havhjaelp.session')) {
          localStorage.setItem('havhjaelp.session', stored);
        }
      }, session);
      await page.goto('/');
      await expectOnTop(page.getByRole('dialog', { name: 'Skift dit password' }));
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('havhjaelp.session')!);
        localStorage.setItem(
          'havhjaelp.session',
          JSON.stringify({ ...stored, forcePasswordChange: false }),
        );
      });
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Dashboard', includeHidden: true }),
      ).toBeVisible();
      await expectOnTop(betaWarning(page));
    });

    for (const screen of SCREENS) {
      test(`on the ${screen.name}: the header menus and the emergency alert are on top, and its details too`, async ({
        request,
        openBrowser,
      }) => {
        const me = await registerViaApi(request);
        const page = await openBrowser(me, { geolocation: HERE });
        // One call of my own, so the badge shows.
        const own = uniqueName('Havørnen af Svendborg');
        await createHelpViaApi(request, me, { position: CALL_AT, vesselName: own });
        await openScreen(page, screen.path);

        const badge = page.getByRole('button', { name: /^Mine kald:/ });
        await badge.click();
        await expectOnTop(page.getByRole('menu'));
        // A long vessel name wraps; the menu and its close action stay on screen.
        await expectInsideWindow(page.getByRole('menu'));
        await expectOnTop(page.getByRole('menuitem', { name: `Luk kald: ${own}` }));
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: /^Chats/ }).click();
        await expectOnTop(page.getByRole('menu'));
        await expectInsideWindow(page.getByRole('menu'));
        await page.keyboard.press('Escape');

        await expectOnTop(await openUserMenu(page));
        await expectInsideWindow(page.getByRole('menu'));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);

        const other = await registerViaApi(request);
        const critical = uniqueName('Nødankeret');
        await createHelpViaApi(request, other, {
          vesselName: critical,
          priority: 'critical',
          position: CALL_AT,
        });
        const alert = page.getByRole('alertdialog', { name: /Kritisk anmodning/ });
        await expectOnTop(alert);
        await alert.getByRole('button', { name: 'Se detaljer' }).click();
        await expectOnTop(detailsDialog(page, 'RØDT KALD', critical));
      });
    }

    test('on the map: the details opened from a marker and the create-call form are on top', async ({
      request,
      openBrowser,
    }) => {
      const owner = await registerViaApi(request);
      const vessel = uniqueName('Markøren');
      // Clear of my own position marker and of the other calls of this spec (each run of this test
      // a little further north), so it stands alone.
      const at = { lat: MARKER_AT.lat + 0.03 * markersPlaced++, lng: MARKER_AT.lng };
      await createHelpViaApi(request, owner, { vesselName: vessel, position: at });
      const page = await openBrowser(await registerViaApi(request), { geolocation: HERE });
      // The map opens close in on the marker (as if left there), so no other call clusters with it.
      await page.addInitScript(
        (view) => localStorage.setItem('havhjaelp.map.view', view),
        JSON.stringify({ ...at, zoom: 11 }),
      );
      await openScreen(page, '/map');

      await page.locator(`.leaflet-marker-icon[title="GULT KALD ${vessel}"]`).click();
      const popup = page.locator('.leaflet-popup');
      await expectOnTop(popup);
      await popup.getByRole('button', { name: 'Se detaljer' }).click();
      await expectOnTop(detailsDialog(page, 'GULT KALD', vessel));
      await detailsDialog(page, 'GULT KALD', vessel)
        .getByRole('button', { name: 'Luk' })
        .first()
        .click();
      await expect(detailsDialog(page, 'GULT KALD', vessel)).toHaveCount(0);

      await menuButton(page, 'Opret kald').click();
      const form = page.getByRole('dialog', { name: 'Opret kald' });
      await expectOnTop(form);
      await expectOnTop(form.getByRole('button', { name: 'Send anmodning' }));
      await form.getByRole('button', { name: 'Luk' }).click();
      await expect(form).toHaveCount(0);
    });

    for (const screen of SCREENS) {
      test(`on the ${screen.name}: the cookie banner and the close reminder share the bottom without covering each other or the call button`, async ({
        page,
        request,
      }) => {
        const me = await registerViaApi(request);
        await createHelpViaApi(request, me, { position: CALL_AT });
        // Logged in but the cookie question not answered yet on this device.
        await page.addInitScript(
          ([session]) => {
            if (!localStorage.getItem('havhjaelp.session')) {
              localStorage.setItem('havhjaelp.session', session!);
              localStorage.setItem(
                'havhjaelp.betaWarning',
                JSON.stringify({
                  accepted: true,
                  timestamp: new Date().toISOString(),
                  version: 'beta-1.0',
                }),
              );
            }
          },
          [await sessionJson(request, me.username, me.password)],
        );
        await openScreen(page, screen.path);
        const banner = page.getByRole('dialog', { name: 'Cookies og lokal lagring' });
        const reminder = page.getByRole('status', { name: 'Påmindelse om åbne kald' });
        await expectOnTop(banner);
        await expectOnTop(reminder);
        const [a, b] = [(await banner.boundingBox())!, (await reminder.boundingBox())!];
        const apart = a.y >= b.y + b.height || b.y >= a.y + a.height;
        expect(apart, 'the banner and the reminder do not overlap').toBe(true);
        if (screen.path === '/map') await expectOnTop(menuButton(page, 'Opret kald'));
      });
    }

    for (const screen of SCREENS) {
      test(`on the ${screen.name}: a dialog opened while a chat window is open is on top, and the chat after it closes`, async ({
        request,
        openBrowser,
      }) => {
        const owner = await registerViaApi(request);
        const helper = await registerViaApi(request);
        const vessel = uniqueName('Chatbåden');
        const call = await createHelpViaApi(request, owner, {
          vesselName: vessel,
          position: CALL_AT,
        });
        const page = await openBrowser(helper, { geolocation: HERE });
        await openScreen(page, screen.path);
        const offer = await offerViaApi(request, helper, call.id);
        await acceptViaApi(request, owner, offer);
        const chat = chatWindow(page, vessel);
        await expectOnTop(chat);

        await page.getByRole('button', { name: /^Mine kald:/ }).click();
        await page
          .getByRole('menuitem', { name: new RegExp(vessel) })
          .first()
          .click();
        const details = detailsDialog(page, 'GULT KALD', vessel);
        await expectOnTop(details);
        await details.getByRole('button', { name: 'Luk' }).first().click();
        await expect(details).toHaveCount(0);
        await expectOnTop(chat);
      });
    }
  });
}

/** A session as the app stores it, from a login through the API. */
async function sessionJson(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const login = await logInAccount(requestPost(request), username, password);
  return JSON.stringify({
    token: login.token,
    user: login.user,
    forcePasswordChange: login.forcePasswordChange,
    passwordWarning: login.passwordWarning,
  });
}
