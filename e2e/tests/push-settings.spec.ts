import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Account } from '@havhjaelp/testing/accounts';
import { registerViaApi } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { expect, test } from '../support/help';
import { workerControls } from '../support/pwa';
import { expectSettled, SCREENSHOTS, SCREEN_SIZES } from '../support/screen-sizes';

// Issue 27, web push in Settings: the permission is asked only from a click, never on load; the
// choices, the radius and the home harbour chosen on the map are kept. The worker is allowed here
// (subscribing goes through it); the other specs block it.
test.use({ serviceWorkers: 'allow' });

/** Counts the page's calls of Notification.requestPermission (window.permissionAsks). */
async function countPermissionAsks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { permissionAsks: number };
    scope.permissionAsks = 0;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      scope.permissionAsks += 1;
      return ask(...args);
    };
  });
}
const permissionAsks = (page: Page) =>
  page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);

async function openNotifications(page: Page) {
  await page.goto('/settings?tab=notifications');
  const panel = page.getByRole('tabpanel', { name: 'Notifikationer' });
  await expect(panel.getByRole('heading', { name: 'Notifikationer på denne enhed' })).toBeVisible();
  return panel;
}

/** The choices as the server keeps them. */
async function storedPreferences(request: APIRequestContext, account: Account) {
  const answer = await request.get('/api/push/preferences', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  return (await answer.json()) as Record<string, unknown>;
}

test('the permission is asked only from the click; a question left unanswered is said in Danish', async ({
  request,
  openBrowser,
}) => {
  const account = await registerViaApi(request);
  const page = await openBrowser(account);
  await countPermissionAsks(page);
  const panel = await openNotifications(page);
  await expect(panel.getByText('Notifikationer er slået fra i denne browser.')).toBeVisible();
  expect(await permissionAsks(page)).toBe(0);

  // Headless Chromium leaves a question nobody answers unanswered ('default').
  const turnOn = panel.getByRole('button', { name: 'Slå notifikationer til' });
  await turnOn.click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Kunne ikke slå notifikationer til i denne browser',
  );
  expect(await permissionAsks(page)).toBe(1);
  // Nothing is blocked: the person may try again.
  await expect(turnOn).toBeEnabled();
});

test('with the permission granted, a browser that refuses to subscribe says so', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  // The headless shell's every context is an incognito window, where Chrome has no Push API.
  consoleErrors.allow(/does not support the Push API in incognito mode/);
  const account = await registerViaApi(request);
  const page = await openBrowser(account);
  await page.context().grantPermissions(['notifications']);
  const panel = await openNotifications(page);
  await workerControls(page);
  await panel.getByRole('button', { name: 'Slå notifikationer til' }).click();
  // Its pushManager.subscribe refuses, as an incognito window's does.
  await expect(panel.getByRole('alert')).toHaveText(
    'Kunne ikke slå notifikationer til i denne browser',
  );
  expect(await exportedEndpoints(request, account)).toEqual([]);
});

/**
 * A push service for the page: the headless shell has none, so its PushManager answers here with
 * a subscription at Firefox's push service (an allowed origin), and records the key it was given.
 */
async function standInPushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { subscribedWith: number[] | null };
    scope.subscribedWith = null;
    let subscribed: PushSubscription | null = null;
    const endpoint = `https://updates.push.services.mozilla.com/wpush/v2/e2e-${Math.random().toString(36).slice(2)}`;
    PushManager.prototype.getSubscription = async () => subscribed;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = options?.applicationServerKey as Uint8Array;
      scope.subscribedWith = [...key];
      const subscription = {
        endpoint,
        toJSON: () => ({
          endpoint,
          expirationTime: null,
          keys: {
            p256dh:
              'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        }),
        unsubscribe: async () => {
          subscribed = null;
          return true;
        },
      } as unknown as PushSubscription;
      subscribed = subscription;
      return subscription;
    };
  });
}

/** The endpoints of the account's subscriptions, as its data export lists them. */
async function exportedEndpoints(request: APIRequestContext, account: Account) {
  const answer = await request.get('/api/auth/export-data', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const data = (await answer.json()) as { push_subscriptions: { endpoint: string }[] };
  return data.push_subscriptions.map((row) => row.endpoint);
}

test('a click subscribes this browser through the worker with the server key, and unsubscribes it', async ({
  request,
  openBrowser,
}) => {
  const account = await registerViaApi(request);
  const page = await openBrowser(account);
  await page.context().grantPermissions(['notifications']);
  await standInPushService(page);
  const panel = await openNotifications(page);
  await workerControls(page);
  await panel.getByRole('button', { name: 'Slå notifikationer til' }).click();
  await expect(panel.getByText('Notifikationer er slået til i denne browser.')).toBeVisible();
  const key = (await (await request.get('/api/push/vapid-public-key')).json()) as {
    publicKey: string;
  };
  expect(
    await page.evaluate(() => (window as unknown as { subscribedWith: number[] }).subscribedWith),
  ).toEqual([...Buffer.from(key.publicKey, 'base64url')]);
  await expect.poll(() => exportedEndpoints(request, account)).toHaveLength(1);
  expect((await exportedEndpoints(request, account))[0]).toMatch(
    /^https:\/\/updates\.push\.services\.mozilla\.com\/wpush\/v2\/e2e-/,
  );

  await panel.getByRole('button', { name: 'Slå notifikationer fra i denne browser' }).click();
  await expect(panel.getByText('Notifikationer er slået fra i denne browser.')).toBeVisible();
  await expect.poll(() => exportedEndpoints(request, account)).toEqual([]);
});

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    test('the choices, the radius and a home harbour chosen on the map are kept', async ({
      request,
      openBrowser,
    }) => {
      test.setTimeout(60_000);
      const account = await registerViaApi(request);
      const page = await openBrowser(account);
      await page.context().grantPermissions(['notifications']);
      await standInPushService(page);
      await countPermissionAsks(page);
      let panel = await openNotifications(page);
      await expectSettled(page);
      expect(await axeFindings(page), `notifications, ${size.label}`).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `push-settings-off-${size.label}.png`),
        fullPage: true,
      });

      const critical = panel.getByRole('switch', { name: 'Kritiske kald i nærheden' });
      // The first choice turned on subscribes this browser too, from the same click.
      await critical.check();
      await expect(critical).toBeChecked();
      await expect(panel.getByText('Notifikationer er slået til i denne browser.')).toBeVisible();
      expect(await permissionAsks(page)).toBe(1);
      await panel.getByRole('switch', { name: 'Beskeder i chatten om mine kald' }).check();
      const radius = panel.getByRole('spinbutton', { name: 'Afstand (km)' });
      await expect(radius).toHaveValue('50');
      await radius.fill('0');
      await radius.press('Enter');
      const radiusError = panel.getByText('Radius skal være et helt antal km mellem 1 og 200');
      await expect(radiusError).toBeVisible();
      await radius.fill('30');
      await radius.press('Enter');
      await expect(radiusError).toHaveCount(0);

      await panel.getByRole('radio', { name: 'En hjemhavn, jeg vælger på kortet' }).check();
      await expect(panel.getByText('Tryk på kortet, hvor din hjemhavn ligger.')).toBeVisible();
      const map = panel.locator('.push-home-map');
      await expect(map).toBeVisible();
      await map.click({ position: { x: 120, y: 100 } });
      await expect(panel.getByText(/^Hjemhavn: \d+°/)).toBeVisible();
      await expect
        .poll(() => storedPreferences(request, account))
        .toMatchObject({
          critical: true,
          chat: true,
          radiusKm: 30,
          home: { lat: expect.any(Number), lng: expect.any(Number) },
        });
      await expectSettled(page);
      expect(await axeFindings(page), `notifications chosen, ${size.label}`).toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `push-settings-home-${size.label}.png`),
        fullPage: true,
      });

      // Typed instead: a position in the boaters' format.
      const typed = panel.getByRole('textbox', { name: 'Eller skriv positionen' });
      await typed.fill('ikke en position');
      await panel.getByRole('button', { name: 'Brug positionen' }).click();
      await expect(typed).toHaveAttribute('aria-invalid', 'true');
      await typed.fill("55°40,000' N 12°35,000' Ø");
      await panel.getByRole('button', { name: 'Brug positionen' }).click();
      await expect(panel.getByText("Hjemhavn: 55°40,000' N 12°35,000' Ø")).toBeVisible();

      await page.reload();
      panel = page.getByRole('tabpanel', { name: 'Notifikationer' });
      await expect(panel.getByRole('switch', { name: 'Kritiske kald i nærheden' })).toBeChecked();
      await expect(panel.getByRole('spinbutton', { name: 'Afstand (km)' })).toHaveValue('30');
      await expect(panel.getByText("Hjemhavn: 55°40,000' N 12°35,000' Ø")).toBeVisible();
      // Opening the screen with notifications chosen asks nothing: only a click may.
      expect(await permissionAsks(page)).toBe(0);
    });
  });
}
