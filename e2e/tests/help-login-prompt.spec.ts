import { mkdir } from 'node:fs/promises';
import { registerViaApi } from '../support/accounts';
import { callRow, expect, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { menuButton } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/helpflow';
// This spec's own spots, one per size so the markers do not cluster: low in the view of the map's
// start (Copenhagen, zoom 8) at both sizes, so a prompt docked at the bottom would cover the popup.
const callAt = (index: number) => ({ lat: 54.85, lng: 12.55 - 0.5 * index });

for (const [index, size] of SCREEN_SIZES.entries()) {
  test(`a visitor tapping a locked call is asked to log in beside it, on the dashboard and the map (${size.label})`, async ({
    request,
    openBrowser,
  }) => {
    await mkdir(SHOTS, { recursive: true });
    const vessel = uniqueName('Lunden');
    const owner = await registerViaApi(request);
    await createHelpViaApi(request, owner, {
      vesselName: vessel,
      type: 'fuel',
      priority: 'normal',
      position: callAt(index),
    });
    const page = await openBrowser();
    await page.setViewportSize(size.viewport);

    // The dashboard: the locked row asks, and stays in view beside the prompt.
    await page.goto('/');
    const row = callRow(page, vessel);
    await row.getByRole('button').click();
    const ask = page.getByRole('dialog', { name: 'Log ind for at se detaljer' });
    await expect(ask).toContainText('Log ind for at se detaljer og tilbyde hjælp.');
    await expectOnTop(ask);
    await expectInsideWindow(ask);
    await expectOnTop(row);
    await expect(ask.getByRole('link', { name: 'Opret konto' })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.screenshot({ path: `${SHOTS}/login-prompt-dashboard-${size.label}.png` });
    // Esc closes it, and the focus is back on the row.
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(row.getByRole('button')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The map: the marker's popup asks, and the popup stays readable beside the prompt.
    // The markers are what this is about, not the tiles: no waiting for them.
    await page.goto('/map');
    await page.locator(`.leaflet-marker-icon[title="GRØNT KALD ${vessel}"]`).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('Mangler brændstof');
    await popup.getByRole('button', { name: 'Log ind for at se detaljer' }).click();
    await expectOnTop(ask);
    await expectInsideWindow(ask);
    await expectOnTop(popup);
    await page.screenshot({ path: `${SHOTS}/login-prompt-popup-${size.label}.png` });

    // "Opret kald" asks too, still clear of the open popup.
    await menuButton(page, 'Opret kald').click();
    await expect(ask).toHaveCount(0);
    const create = page.getByRole('dialog', { name: 'Log ind for at oprette et kald' });
    await expect(create).toContainText('Du skal være logget ind for at oprette et kald.');
    await expectOnTop(create);
    await expectOnTop(popup);
    await expect(page.getByRole('dialog', { name: 'Opret kald' })).toHaveCount(0);
    await create.getByRole('link', { name: 'Log ind' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
    await expect(create).toHaveCount(0);
  });
}
