import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { aisToggle, fastNamedShip, shipPopup, shipSearch, shipsDrawn } from '../support/ais';
import { expect, statValue, test } from '../support/help';

// The e2e app server runs the replay simulator (AIS_SOURCE=replay), the app's own default.

async function shipsOn(page: Page) {
  await page.goto('/map');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const toggle = aisToggle(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Skibe: [1-9][\d.]*$/)).toBeVisible();
  await expect.poll(() => shipsDrawn(page)).toBeGreaterThan(10);
}

/** The first point near (x, y) where the map shows the pointer cursor of a ship. */
async function pointAtShip(page: Page, x: number, y: number) {
  const map = page.locator('.leaflet-container');
  for (let dy = 0; dy <= 24; dy += 4) {
    for (let dx = -12; dx <= 12; dx += 4) {
      await page.mouse.move(x + dx, y + dy);
      if ((await map.getAttribute('class'))!.includes('ais-ship-hover'))
        return { x: x + dx, y: y + dy };
    }
  }
  throw new Error('no ship under the popup tip');
}

async function choose(page: Page, search: string, option: string) {
  await shipSearch(page).fill(search);
  await page
    .getByRole('listbox', { name: 'Fundne skibe' })
    .getByRole('option', { name: option })
    .click();
}

test('logged in: ships appear and move, a popup opened by search or by a click shows the details, and toggling off clears them', async ({
  request,
  openBrowser,
  app,
}) => {
  const page = await openBrowser(await registerViaApi(request));
  const ship = await fastNamedShip(app.url);
  await shipsOn(page);

  await choose(page, ship.name.slice(0, 6), `${ship.name} · MMSI ${ship.mmsi}`);
  const popup = shipPopup(page);
  await expect(popup.locator('strong')).toHaveText(ship.name);
  for (const [label, value] of [
    ['MMSI', String(ship.mmsi)],
    ['Kaldesignal', ship.callsign!],
    ['Fart', /^\d+,\d kn$/],
    ['Kurs', /^\d{3}°$/],
    ['Position', /^\d{1,2}°\d{2},\d{3}' N \d{1,3}°\d{2},\d{3}' Ø$/],
    ['Sidste melding', /siden|lige nu/],
  ] as const) {
    await expect(popup.locator('div').filter({ hasText: label }).locator('dd')).toHaveText(value);
  }
  // The ship reports again within seconds (Class A under way), and the open popup follows it.
  const position = popup.locator('div').filter({ hasText: 'Position' }).locator('dd');
  const first = await position.textContent();
  await expect(position).not.toHaveText(first!, { timeout: 25_000 });

  // Close it, then click the ship itself on the canvas: it is drawn where the popup's tip points,
  // and the pointer cursor shows when the mouse is over it, as it shows a boater where to click.
  // The open popup follows the ship and pans the map to stay in view; wait for it to stand still.
  const tipBox = () => page.locator('.leaflet-popup-tip-container').boundingBox();
  let tip = (await tipBox())!;
  await expect
    .poll(async () => {
      const before = tip;
      await page.waitForTimeout(300);
      tip = (await tipBox())!;
      return tip.x === before.x && tip.y === before.y;
    })
    .toBe(true);
  await page.locator('.leaflet-popup').getByRole('button', { name: 'Luk' }).click();
  await expect(popup).toHaveCount(0);
  const onShip = await pointAtShip(page, tip.x + tip.width / 2, tip.y + tip.height);
  await page.mouse.click(onShip.x, onShip.y);
  await expect(popup.locator('strong')).toHaveText(ship.name);

  await aisToggle(page).click();
  await expect(aisToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/^Skibe: /)).toHaveCount(0);
  await expect(popup).toHaveCount(0);
  await expect(page.locator('canvas.ais-ship-canvas')).toHaveCount(0);
});

test('logged out: the ship popup asks for login instead of showing details', async ({
  page,
  app,
}) => {
  const ship = await fastNamedShip(app.url);
  await shipsOn(page);
  await choose(page, String(ship.mmsi), `${ship.name} · MMSI ${ship.mmsi}`);
  const popup = shipPopup(page);
  await expect(popup).toContainText('Log ind for at se skibsinfo.');
  await expect(popup).not.toContainText('Kaldesignal');
  await expect(popup).not.toContainText(ship.name);
  await popup.getByRole('link', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('the dashboard card counts the ships the server knows', async ({ page, request }) => {
  await page.goto('/');
  const card = statValue(page, 'AIS skibe');
  await expect(card).toHaveText(/^[1-9][\d.]*$/);
  const { ships } = (await (await request.get('/api/ais/status')).json()) as { ships: number };
  // The card polls; the fleet is complete within the simulator's first seconds.
  expect(Number((await card.textContent())!.replace(/\./g, ''))).toBeGreaterThan(ships / 2);
});
