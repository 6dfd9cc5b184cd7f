import { mkdir } from 'node:fs/promises';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import type { Page } from '@playwright/test';
import type { Account } from '@havhjaelp/testing/accounts';
import { registerViaApi } from '../support/accounts';
import { expectNoAxeFindings } from '../support/axe';
import { chatWindow, expect, openDetails, test, uniqueName } from '../support/help';
import { acceptViaApi, closeViaApi, createHelpViaApi } from '../support/help-api';
import { layerToggle } from '../support/map';
import { befriendViaApi } from '../support/friends';
import { boaterMarker, openMapAt, reportViaApi } from '../support/positions';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/positions';

// Each test its own corner of the sea, so what another test of the worker shares stays apart.
const SHARER_AT = { latitude: 55.583_21, longitude: 11.027_65 };
const FRIEND_AT = { latitude: 55.62, longitude: 11.1 };
const OWNER_AT = { latitude: 55.95, longitude: 11.7 };
const HELPER_AT = { latitude: 55.99, longitude: 11.79 };
const SETTINGS_AT = { latitude: 54.9, longitude: 10.3 };
const STRANGER_AT = { latitude: 55.5, longitude: 10.95 };

const asLatLng = ({ latitude, longitude }: { latitude: number; longitude: number }) => ({
  lat: latitude,
  lng: longitude,
});

/** The settings tab 'Position' of a logged-in page. */
async function openPositionTab(page: Page) {
  await page.goto('/settings?tab=position');
  const panel = page.getByRole('tabpanel', { name: 'Position' });
  await expect(panel.getByRole('heading', { name: 'Positionsdeling' })).toBeVisible();
  return panel;
}

/** Turns sharing on in the tab, and waits until the browser has reported its position. */
async function shareFromSettings(page: Page) {
  const panel = await openPositionTab(page);
  await panel.getByRole('switch', { name: 'Del min position' }).check();
  await expect(panel.getByRole('status')).toHaveText(/^Sidst sendt kl\. \d{2}[.:]\d{2}\.$/);
  return panel;
}

async function exportOf(page: Page, account: Account) {
  const response = await page.request.get('/api/auth/export-data', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test('the position tab turns sharing on with an interval; the browser then reports, and off ends the history', async ({
  request,
  openBrowser,
}) => {
  const account = await registerViaApi(request);
  const page = await openBrowser(account, { geolocation: SETTINGS_AT });
  const panel = await openPositionTab(page);
  const toggle = panel.getByRole('switch', { name: 'Del min position' });
  // Off until the boater turns it on, at the guide's 30 s.
  await expect(toggle).not.toBeChecked();
  await expect(panel).toContainText('Deling er slået fra: ingen ser din position');
  await expect(panel.getByRole('radio', { name: 'Hvert 30. sekund' })).toBeChecked();
  await expect(panel).toContainText('Andre bådfolk ser kun et område på ca. 5 km');

  await toggle.check();
  await expect(panel.getByRole('status')).toHaveText(/^Sidst sendt kl\. \d{2}[.:]\d{2}\.$/);
  await panel.getByRole('radio', { name: 'Hvert 5. minut' }).check();
  await expect
    .poll(async () => (await exportOf(page, account)).position_sharing)
    .toEqual({ enabled: true, interval_seconds: 300 });
  const data = await exportOf(page, account);
  expect(data.position_latest).toMatchObject({ ...asLatLng(SETTINGS_AT), source: 'gps' });
  expect(data.position_history.length).toBeGreaterThan(0);

  await expectNoAxeFindings(page, 'the position tab', '[role="tabpanel"]');
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expect(panel.getByRole('heading', { name: 'Positionsdeling' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/settings-position-${size.label}.png`, fullPage: true });
  }

  // Kept after a reload; off again ends the history at once.
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(panel.getByRole('radio', { name: 'Hvert 5. minut' })).toBeChecked();
  await toggle.uncheck();
  await expect(panel).toContainText('Deling er slået fra');
  await expect.poll(async () => (await exportOf(page, account)).position_history).toEqual([]);
  expect((await exportOf(page, account)).position_sharing).toEqual({
    enabled: false,
    interval_seconds: 300,
  });
});

test('a friend sees the precise boat with distance and age, a stranger only a faint area', async ({
  request,
  openBrowser,
}) => {
  test.setTimeout(90_000);
  const boat = uniqueName('Delfinen');
  const sharer = await registerViaApi(request, { boatName: boat });
  const friend = await registerViaApi(request);
  const stranger = await registerViaApi(request);
  await befriendViaApi(request, sharer, friend);

  // The sharer turns sharing on in a browser of their own, which then reports where it is.
  const sharerPage = await openBrowser(sharer, { geolocation: SHARER_AT });
  await shareFromSettings(sharerPage);

  const view = { lat: SHARER_AT.latitude, lng: SHARER_AT.longitude, zoom: 11 };
  const friendPage = await openBrowser(friend, { geolocation: FRIEND_AT });
  await openMapAt(friendPage, view);
  const marker = boaterMarker(friendPage, `Ven: ${sharer.username} · ${boat}`);
  await expect(marker).toBeVisible();
  await marker.click();
  const popup = friendPage.locator('.leaflet-popup');
  await expect(popup).toContainText(`${sharer.username} · ${boat}`);
  await expect(popup).toContainText(formatPosition(asLatLng(SHARER_AT)));
  await expect(popup).toContainText(/Position (lige nu|for 1 minut siden)/);
  await expect(popup).toContainText(/\d+,\d sm mod [NSØV]{1,3} fra dig/);
  await expectOnTop(popup);
  for (const size of SCREEN_SIZES) {
    // Opened again at each size, as a person on that screen would (a phone folds the layers).
    if ((await popup.count()) > 0) await popup.getByRole('button', { name: 'Luk pop-op' }).click();
    await expect(popup).toHaveCount(0);
    await friendPage.setViewportSize(size.viewport);
    await marker.click();
    await expectOnTop(popup);
    await friendPage.screenshot({ path: `${SHOTS}/map-friends-layer-${size.label}.png` });
  }
  await popup.getByRole('button', { name: 'Luk pop-op' }).click();

  // The layer is the friend's to hide.
  const layer = await layerToggle(friendPage, 'Venner');
  await expect(layer).toHaveAttribute('aria-pressed', 'true');
  await layer.click();
  await expect(marker).toHaveCount(0);
  await layer.click();
  await expect(marker).toBeVisible();

  // The stranger gets the area of about 5 km and nothing finer: no marker, no position.
  const strangerPage = await openBrowser(stranger, { geolocation: STRANGER_AT });
  await openMapAt(strangerPage, view);
  await expect(strangerPage.locator('path.boater-area').first()).toBeVisible();
  await expect(strangerPage.locator('.boater-marker')).toHaveCount(0);
  const map = strangerPage.locator('.map');
  const box = (await map.boundingBox())!;
  // The area's circle is about 3.5 km across its half-diagonal: the view's middle lies in it.
  await strangerPage.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tooltip = strangerPage.locator('.leaflet-tooltip');
  await expect(tooltip).toContainText(
    `${sharer.username} · ${boat} er et sted i dette område (ca. 5 km)`,
  );
  await expect(strangerPage.locator('body')).not.toContainText(formatPosition(asLatLng(SHARER_AT)));
  await expectOnTop(tooltip);
  for (const size of SCREEN_SIZES) {
    await strangerPage.setViewportSize(size.viewport);
    // On a phone the layers fold away first, as they start there.
    const layers = strangerPage.getByRole('button', { name: 'Kortlag' });
    if (size.name === 'phone' && (await layers.getAttribute('aria-expanded')) === 'true') {
      await layers.click();
    }
    const middle = (await map.boundingBox())!;
    await strangerPage.mouse.move(0, 0);
    await strangerPage.mouse.move(middle.x + middle.width / 2, middle.y + middle.height / 2);
    await expectOnTop(tooltip);
    await expectInsideWindow(tooltip);
    await strangerPage.screenshot({ path: `${SHOTS}/map-areas-${size.label}.png` });
  }
});

test('the helper’s marker appears for the owner once accepted, moves with the helper, and goes at close', async ({
  request,
  openBrowser,
}) => {
  test.setTimeout(90_000);
  const owner = await registerViaApi(request);
  const helper = await registerViaApi(request, { boatName: uniqueName('Ternen') });
  const vessel = uniqueName('Måsen');
  const call = await createHelpViaApi(request, owner, {
    vesselName: vessel,
    priority: 'normal',
    position: asLatLng(OWNER_AT),
  });

  const view = { lat: OWNER_AT.latitude, lng: OWNER_AT.longitude, zoom: 11 };
  const ownerPage = await openBrowser(owner, { geolocation: OWNER_AT });
  await openMapAt(ownerPage, view);
  await expect(ownerPage.locator('.online-indicator')).toHaveText('Online');

  // The helper offers from the call's details, which say the position goes to the owner.
  const helperPage = await openBrowser(helper, { geolocation: HELPER_AT });
  await helperPage.goto('/');
  await expect(helperPage.locator('.online-indicator')).toHaveText('Online');
  const details = await openDetails(helperPage, 'GRØNT KALD', vessel);
  await expect(details).toContainText('Din position deles med ejeren, mens du hjælper.');
  await details.getByRole('button', { name: 'Tilbyd hjælp' }).click();
  await expect(details.getByRole('button', { name: 'Tilbyd hjælp' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Luk', exact: true }).click();

  const helperMarker = boaterMarker(
    ownerPage,
    `Din hjælper: ${helper.username} · ${helper.boatName}`,
  );
  await expect(helperMarker).toHaveCount(0);
  const responses = await request.get(`/api/help/${call.id}/responses`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [offer] = (await responses.json()).responses;
  await acceptViaApi(request, owner, offer);

  // Neither shares; the call alone shows each to the other.
  await expect(helperMarker).toBeVisible();
  // The owner puts away what the acceptance brought up over the map (the offer's toast, the chat
  // window), as a person looking for the helper would, and opens the helper's marker.
  const toast = ownerPage.locator('.notice-region .toast').filter({ hasText: 'Nyt tilbud' });
  if ((await toast.count()) > 0) await toast.getByRole('button', { name: 'Luk besked' }).click();
  await chatWindow(ownerPage, vessel).getByRole('button', { name: 'Minimer chat' }).click();
  await helperMarker.click();
  const popup = ownerPage.locator('.leaflet-popup');
  await expect(popup).toContainText('Din hjælper');
  await expect(popup).toContainText(formatPosition(asLatLng(HELPER_AT)));
  await expect(popup).toContainText(/\d+,\d sm mod [NSØV]{1,3} fra dig/);
  await expectOnTop(popup);
  await ownerPage.screenshot({ path: `${SHOTS}/map-helper-marker-1280x800.png` });

  // The helper moves on: the owner's open popup follows live, with no reload.
  const onTheWay = { latitude: 55.97, longitude: 11.75 };
  await helperPage.context().setGeolocation(onTheWay);
  await reportViaApi(request, helper, asLatLng(onTheWay));
  await expect(popup).toContainText(formatPosition(asLatLng(onTheWay)));
  await popup.getByRole('button', { name: 'Luk pop-op' }).click();

  await openMapAt(helperPage, view);
  const ownerMarker = boaterMarker(
    helperPage,
    `Båden du hjælper: ${owner.username} · ${owner.boatName}`,
  );
  await expect(ownerMarker).toBeVisible();
  await expect(helperPage.locator('.online-indicator')).toHaveText('Online');

  await closeViaApi(request, owner, call.id);
  await expect(helperMarker).toHaveCount(0);
  await expect(ownerMarker).toHaveCount(0);
});
