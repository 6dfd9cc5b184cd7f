import type { Page, APIRequestContext } from '@playwright/test';
import type { PositionReport, PositionSharingChange } from '@havhjaelp/common/positions';
import type { Account } from '@havhjaelp/testing/accounts';
import { expect } from './fixtures';

// Shared positions and friendships made through the API, as test set-up: the settings tab and the
// map are driven by the spec that is about them.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function setSharingViaApi(
  request: APIRequestContext,
  account: Account,
  change: PositionSharingChange,
): Promise<void> {
  const response = await request.put('/api/me/position-sharing', {
    headers: bearer(account.token),
    data: change,
  });
  expect(response.status(), await response.text()).toBe(200);
}

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

/** `a` asks `b` to be friends and `b` accepts, through the friends API. */
export async function befriendViaApi(
  request: APIRequestContext,
  a: Account,
  b: Account,
): Promise<void> {
  const asked = await request.post('/api/friends/request', {
    headers: bearer(a.token),
    data: { receiverId: b.id },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { relation } = (await asked.json()) as { relation: { state: string; requestId?: string } };
  expect(relation.state).toBe('sent');
  const accepted = await request.post(`/api/friends/accept/${relation.requestId}`, {
    headers: bearer(b.token),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
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
