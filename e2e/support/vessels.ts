import type { Account } from '@havhjaelp/testing/accounts';
import type { VesselInput } from '@havhjaelp/common/vessels';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Creates a vessel as `owner` through the API; answers its id. */
export async function createVesselViaApi(
  request: APIRequestContext,
  owner: Account,
  input: VesselInput,
): Promise<string> {
  const response = await request.post('/api/vessels', {
    data: input,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The 'Mit Skib' tab of the settings. */
export async function openMyVessels(page: Page): Promise<void> {
  await page.goto('/settings?tab=vessel');
  await expect(page.getByRole('tab', { name: 'Mit Skib', selected: true })).toBeVisible();
}

/** A vessel's card in the list, by its name. */
export const vesselCard = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Skibe' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name }),
    });

/** A value of a profile's specification grid, by its label. */
export const specValue = (page: Page, label: string) =>
  page
    .locator('.vessel-spec > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
