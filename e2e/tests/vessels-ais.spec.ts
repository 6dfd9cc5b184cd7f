import { registerViaApi } from '../support/accounts';
import { aisToggle, fastNamedShip, shipPopup, shipSearch } from '../support/ais';
import { expect, test, uniqueName } from '../support/help';
import { expectOnTop } from '../support/visibility';
import { createVesselViaApi } from '../support/vessels';

// The e2e app server runs the replay simulator: the test gives a vessel the MMSI of a ship it sends.

test('a ship popup on the map leads to the vessel profile with its MMSI, which shows it live on AIS', async ({
  request,
  openBrowser,
  app,
}) => {
  const ship = await fastNamedShip(app.url);
  const owner = await registerViaApi(request);
  const name = uniqueName('Færgen');
  await createVesselViaApi(request, owner, {
    name,
    mmsi: String(ship.mmsi).padStart(9, '0'),
  });

  const page = await openBrowser(await registerViaApi(request));
  await page.goto('/map');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await aisToggle(page).click();
  await shipSearch(page).fill(String(ship.mmsi));
  await page
    .getByRole('listbox', { name: 'Fundne skibe' })
    .getByRole('option', { name: new RegExp(`MMSI ${ship.mmsi}`) })
    .click();
  const popup = shipPopup(page);
  await expectOnTop(popup);
  await popup.getByRole('link', { name: 'Se skibets profil' }).click();

  await expect(page).toHaveURL(/\/vessels\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const live = page.getByRole('region', { name: 'Ses på AIS nu' });
  await expect(live).toBeVisible();
  await expect(live.locator('dd').first()).toHaveText(/^\d{1,2}°\d{2},\d{3}' N /);
  await expect(live.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(live.locator('.leaflet-control-attribution')).toContainText(
    'OpenStreetMap-bidragydere',
  );
  await page.screenshot({
    path: '/tmp/shots/vessels/vessel-profile-live-1280x800.png',
    fullPage: true,
  });
});
