import type { Page, APIRequestContext } from '@playwright/test';
import type { PositionReport } from '@havhjaelp/common/positions';
import type { Account } from '@havhjaelp/testing/accounts';
import { expect } from './fixtures';

// Shared positions made through the API, as test set-up, and the map's boaters as a person finds
// them; the settings tab and the map are driven by the spec that is about them.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Reports `account`'s position through the API, as the browser does while sharing or in a call. */
export async function reportViaApi(
  request: APIRequestContext,
  account: Account,
  fix: Pick<PositionReport, 'lat' | 'lng'>,
): Promise<void> {
  const response = await request.put('/api/me/position', {
    headers: bearer(account.token),
    data: { accuracy: 8, source: 'gps', ...fix },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the map at `view` (as if left there on an earlier visit), so a test's scene is in sight. */
export async function openMapAt(
  page: Page,
  view: { lat: number; lng: number; zoom: number },
): Promise<void> {
  await page.goto('/');
  await page.evaluate((stored) => {
    localStorage.setItem('havhjaelp.map.view', JSON.stringify(stored));
  }, view);
  await page.goto('/map');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
}

/** A boater's marker on the map, by its name: 'Ven: ole · Havørnen', 'Din hjælper: …'. */
export const boaterMarker = (page: Page, title: string) =>
  page.locator(`.boater-marker[title=${JSON.stringify(title)}]`);
