import path from 'node:path';
import type { LatLng } from '@havhjaelp/common/geo';
import { parsePosition } from '@havhjaelp/common/position-input';
import type { Locator } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expect, test, uniqueName } from '../support/help';
import { createHelpViaApi, listCallsViaApi } from '../support/help-api';
import { layerToggle, menuButton, openMap } from '../support/map';
import { SCREEN_SIZES, SCREENSHOTS } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

/** The position the form says the pin has, read as a boater's typed position would be. */
async function pinPosition(form: Locator): Promise<LatLng> {
  const text = (await form.textContent()) ?? '';
  const shown = /Kaldets position: ([^(]+) \(sat med nålen\)/.exec(text);
  const read = parsePosition(shown?.[1] ?? '');
  if (!read.ok) throw new Error(`The form shows no position: ${text}`);
  return read.position;
}

let clustersMade = 0;

test('with the position denied, a call is made by placing the pin and dragging it', async ({
  request,
  openBrowser,
}) => {
  // No geolocation permission in this context: the browser answers "denied".
  const page = await openBrowser(await registerViaApi(request));
  await openMap(page);
  await menuButton(page, 'Opret kald').click();
  const form = page.getByRole('dialog', { name: 'Opret kald' });
  await expect(form).toContainText('Din position kendes ikke. Tryk på kortet, hvor du er');
  // The safety statement stays before the submit button.
  await expect(form).toContainText('Ring 112 eller kald på VHF kanal 16', { ignoreCase: true });

  const vessel = uniqueName('Nålebåden');
  await form.getByLabel('Bådens navn').fill(vessel);
  await form.getByLabel('Problemtype').selectOption({ label: 'Fladt batteri' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Normal' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sæt kaldets position: tryk på kortet, hvor du er, eller træk nålen.',
  );

  await form.getByRole('button', { name: 'Sæt nålen midt på kortet' }).click();
  const pin = page.locator('.leaflet-marker-icon[title="Kaldets position"]');
  await expect(pin).toBeVisible();
  // The pin lands in the middle of the map seen beside the form, not under it.
  await expectOnTop(pin);
  const placed = await pinPosition(form);

  // Dragged 100 px right: about half a degree east at zoom 8.
  const box = (await pin.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 50, y, { steps: 5 });
  await page.mouse.move(x + 100, y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await pinPosition(form)).lng).toBeGreaterThan(placed.lng + 0.4);
  const dragged = await pinPosition(form);
  expect(dragged.lat).toBeCloseTo(placed.lat, 2);
  expect(dragged.lng).toBeLessThan(placed.lng + 0.7);

  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
  const sent = (await listCallsViaApi(request)).requests.find((r) => r.vesselName === vessel);
  // The call has the dragged position; the list read without login gives it to two decimals.
  expect(Math.abs(sent!.position.lat - dragged.lat)).toBeLessThanOrEqual(0.0051);
  expect(Math.abs(sent!.position.lng - dragged.lng)).toBeLessThanOrEqual(0.0051);
});

test('the layer choices and the map view are remembered across a reload', async ({
  request,
  openBrowser,
}) => {
  const page = await openBrowser(await registerViaApi(request));
  await openMap(page);
  await (await layerToggle(page, 'Søkort')).click();
  await (await layerToggle(page, 'Militære områder')).click();
  await expect(page.locator('path.restricted-area')).toHaveCount(5);
  await page.getByRole('button', { name: 'Zoom ind' }).click();
  await expect(page.locator('img.leaflet-tile[src^="/tiles/base/9/"]').first()).toBeVisible();
  // The view is kept when the zoom has come to rest.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('havhjaelp.map.view')))
    .toContain('"zoom":9');

  await page.reload();
  await expect(page.locator('img.leaflet-tile[src^="/tiles/base/9/"]').first()).toBeVisible();
  await expect(await layerToggle(page, 'Søkort')).toHaveAttribute('aria-pressed', 'false');
  await expect(await layerToggle(page, 'Militære områder')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.seamap-layer')).toHaveCount(0);
  await expect(page.locator('path.restricted-area')).toHaveCount(5);
});

test('a cluster of calls wears the colour of the most urgent call inside it', async ({
  request,
  openBrowser,
}) => {
  // South of Ærø, this test's own water (a little further east on each run in this worker's
  // database): two calls a few hundred metres apart always cluster, and nothing else is in view.
  const at = { lat: 54.8, lng: 10.4 + 0.05 * clustersMade++ };
  const owner = await registerViaApi(request);
  await createHelpViaApi(request, owner, { priority: 'normal', position: at });
  await createHelpViaApi(request, owner, {
    priority: 'critical',
    position: { lat: at.lat + 0.002, lng: at.lng + 0.002 },
  });
  const page = await openBrowser(await registerViaApi(request));
  await page.addInitScript(
    (view) => localStorage.setItem('havhjaelp.map.view', view),
    JSON.stringify({ ...at, zoom: 12 }),
  );
  await openMap(page);
  const cluster = page.locator('.help-cluster').filter({ hasText: /^2$/ });
  await expect(cluster).toHaveCount(1);
  await expect(cluster).toHaveClass(/priority-critical/);
  await expect(cluster).toHaveCSS('background-color', 'rgb(198, 40, 40)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the map controls cover at most 15 % of the map, with the layer picker folded, and the form opens without the keyboard', async ({
    request,
    openBrowser,
  }) => {
    const page = await openBrowser(await registerViaApi(request));
    await openMap(page);
    await expect(menuButton(page, 'Kortlag')).toHaveAttribute('aria-expanded', 'false');
    const map = (await page.locator('.leaflet-container').boundingBox())!;
    let covered = 0;
    for (const control of await page.locator('.map-control, .map-create-call').all()) {
      const box = (await control.boundingBox())!;
      covered += box.width * box.height;
    }
    expect(covered / (map.width * map.height)).toBeLessThan(0.15);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    // The map's sources stay readable: neither the call button nor the emergency link covers them.
    await expectOnTop(page.locator('.leaflet-control-attribution'));

    // The form opens without raising the keyboard over the map: no text field takes the focus.
    await menuButton(page, 'Opret kald').click();
    const form = page.getByRole('dialog', { name: 'Opret kald' });
    await expect(form.getByRole('button', { name: 'Luk' })).toBeFocused();
  });
});

for (const size of SCREEN_SIZES) {
  test.describe(`${size.name} ${size.label}`, () => {
    test.use({ viewport: size.viewport });

    test('with the position denied, the notice closes to an icon, and the pin set in the middle lands in the map seen above the form', async ({
      request,
      openBrowser,
    }) => {
      // No geolocation permission in this context: the browser answers "denied".
      const page = await openBrowser(await registerViaApi(request));
      await openMap(page);
      const notice = page
        .getByRole('alert')
        .filter({ hasText: 'Adgang til din position blev afvist.' });
      await expect(notice.locator('span')).toHaveText(
        'Adgang til din position blev afvist. Tillad placering for denne side i browseren. Kortet viser København.',
      );
      // http://localhost is a secure context: https is not what is wrong, so it is not said.
      expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

      await menuButton(page, 'Opret kald').click();
      const form = page.getByRole('dialog', { name: 'Opret kald' });
      const pin = page.locator('.leaflet-marker-icon[title="Kaldets position"]');
      const tooltip = page.locator('.leaflet-tooltip.call-pin-tooltip');
      const placeAndCheckPin = async () => {
        await form.getByRole('button', { name: 'Sæt nålen midt på kortet' }).click();
        await expect(form).toContainText('(sat med nålen)');
        // Seen: neither under the form's sheet nor under the notice.
        await expectOnTop(pin);
        await pin.hover();
        await expect(tooltip).toBeVisible();
        await expectInsideWindow(tooltip);
        await expectOnTop(tooltip);
      };
      await placeAndCheckPin();

      await notice.getByRole('button', { name: 'Skjul besked om din position' }).click();
      await expect(notice).toHaveCount(0);
      const icon = page.getByRole('button', { name: 'Vis besked om din position' });
      await expectOnTop(icon);
      await form.getByRole('button', { name: 'Luk' }).click();
      await menuButton(page, 'Opret kald').click();
      await placeAndCheckPin();
      await page.screenshot({ path: `/tmp/shots/map/position-denied-pin-${size.label}.png` });

      await icon.click();
      await expect(notice).toBeVisible();
      await expect(icon).toHaveCount(0);

      // Or typed in the boater's format: the pin goes there, in view. Enter here sends nothing.
      const field = form.getByLabel('Skriv positionen');
      await field.fill('midt i Storebælt');
      await field.press('Enter');
      await expect(form.locator('.field-error')).toHaveText(
        "Positionen kan ikke læses. Skriv fx 55°42,000' N 12°36,000' Ø eller 55,7 12,6.",
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await field.fill("55°20,5' N 11°2,25' E");
      await form.getByRole('button', { name: 'Sæt nålen her' }).click();
      await expect(form).toContainText(
        "Kaldets position: 55°20,500' N 11°02,250' Ø (sat med nålen)",
      );
      await expect(form.locator('.field-error')).toHaveCount(0);
      await expectOnTop(pin);
    });
  });
}

// Issue 29: on a slow link the map screen's frame comes first, and says the map is on its way.
for (const size of SCREEN_SIZES) {
  test(`${size.label}: while the map's code is on its way, /map shows the app's frame and says the map is loading`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/map-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/map');
    const loading = page.getByRole('status').filter({ hasText: 'Kortet indlæses …' });
    await expect(loading).toBeVisible();
    await expectOnTop(loading);
    await expect(page.getByRole('heading', { level: 1, name: 'Kort' })).toBeAttached();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `map-loading-${size.label}.png`) });

    release();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(loading).toHaveCount(0);
  });
}
