import { mkdir } from 'node:fs/promises';
import type { Account } from '@havhjaelp/testing/accounts';
import { VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import type { APIRequestContext, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expectInvalid } from '../support/field-errors';
import { expect, test, uniqueName } from '../support/help';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { createVesselViaApi, openMyVessels, specValue } from '../support/vessels';

// Decimals are typed key by key, as a person does: a number input of the browser would read the
// comma by the browser's language (an English one made '6,5' into 65).

const SHOTS = '/tmp/shots/small';
test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The add form of Mit Skib, opened by the owner, with a name typed in. */
async function newVesselForm(page: Page, name: string) {
  await openMyVessels(page);
  await page.getByRole('button', { name: 'Tilføj skib' }).click();
  const form = page.locator('form.vessel-form');
  await form.getByLabel('Skibsnavn').fill(name);
  return form;
}

/** The owner's vessels as the server has them. */
async function storedVessels(request: APIRequestContext, owner: Account) {
  const response = await request.get('/api/vessels/my/vessels', {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { vessels: { id: string; length: number | null }[] }).vessels;
}

/** Saves the form, then opens the saved vessel's profile from Mit Skib. */
async function saveAndOpenProfile(page: Page, name: string) {
  await page.locator('form.vessel-form').getByRole('button', { name: 'Gem skib' }).click();
  await expect(page.getByText(VESSEL_MESSAGES.saved)).toBeVisible();
  await page.getByRole('list', { name: 'Mine skibe' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

for (const typed of ['6,5', '6.5']) {
  test(`a length typed as ${typed} is 6,5 m, a top speed of 22,5 knots is taken, and the edit form shows them with a comma`, async ({
    request,
    openBrowser,
  }) => {
    const owner = await registerViaApi(request);
    const name = uniqueName('Kutteren');
    const page = await openBrowser(owner);
    const form = await newVesselForm(page, name);
    const length = form.getByLabel('Længde (m)');
    await expect(length).toHaveAttribute('inputmode', 'decimal');
    await length.pressSequentially(typed);
    await form.getByLabel('Topfart (kn)').pressSequentially('22,5');
    await form.getByLabel('Motorkraft (HK)').pressSequentially('9,9');

    await saveAndOpenProfile(page, name);
    await expect(specValue(page, 'Længde')).toHaveText('6,5 m');
    await expect(specValue(page, 'Topfart')).toHaveText('22,5 kn');
    await expect(specValue(page, 'Motorkraft')).toHaveText('9,9 HK');

    await page.getByRole('link', { name: 'Rediger' }).click();
    await expect(page.getByLabel('Længde (m)')).toHaveValue('6,5');
    await expect(page.getByLabel('Topfart (kn)')).toHaveValue('22,5');
  });
}

test('pictures: a vessel with decimals, in its edit form and on its profile', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request);
  const name = uniqueName('Spidsgatteren');
  const id = await createVesselViaApi(request, owner, {
    name,
    length: 6.5,
    width: 2.25,
    draft: 0.95,
    max_speed: 22.5,
    cruising_speed: 7.5,
    engine_power: 9.9,
  });
  const page = await openBrowser(owner);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await page.goto(`/vessels/${id}`);
    await expect(specValue(page, 'Dybgang')).toHaveText('0,95 m');
    await page.screenshot({ path: `${SHOTS}/vessel-profile-${size.label}.png`, fullPage: true });
    await page.getByRole('link', { name: 'Rediger' }).click();
    await expect(page.getByLabel('Dybgang (m)')).toHaveValue('0,95');
    const form = `${SHOTS}/vessel-form-decimals-${size.label}.png`;
    await page.screenshot({ path: form, fullPage: true });
  }
});

test('what is no number gets a Danish message at its field, and nothing is saved', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request);
  const name = uniqueName('Snekken');
  const page = await openBrowser(owner);
  const form = await newVesselForm(page, name);
  await form.getByLabel('Længde (m)').pressSequentially('seks');
  await form.getByLabel('Bredde (m)').pressSequentially('2,5,5');
  // Grouped thousands are refused, not guessed at.
  await form.getByLabel('Topfart (kn)').pressSequentially('1.234,5');
  await form.getByRole('button', { name: 'Gem skib' }).click();

  await expectInvalid(page, form.getByLabel('Længde (m)'), VESSEL_MESSAGES.lengthRange);
  await expectInvalid(page, form.getByLabel('Bredde (m)'), VESSEL_MESSAGES.widthRange);
  await expectInvalid(page, form.getByLabel('Topfart (kn)'), VESSEL_MESSAGES.maxSpeedRange);
  // The messages themselves speak Danish decimals.
  await expect(form).toContainText('i trin af 0,01');
  await expect(form.getByLabel('Længde (m)')).toBeFocused();
  expect(await storedVessels(request, owner)).toEqual([]);

  await form.getByLabel('Længde (m)').fill('6,5');
  await form.getByLabel('Bredde (m)').fill('2,55');
  await form.getByLabel('Topfart (kn)').fill('12,5');
  await saveAndOpenProfile(page, name);
  await expect(specValue(page, 'Bredde')).toHaveText('2,55 m');
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('a length typed as 6,5 is still 6,5 m', async ({ request, openBrowser }) => {
    const owner = await registerViaApi(request);
    const name = uniqueName('Jollen');
    const page = await openBrowser(owner);
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const form = await newVesselForm(page, name);
    await form.getByLabel('Længde (m)').pressSequentially('6,5');
    await form.getByLabel('Topfart (kn)').pressSequentially('22,5');
    await saveAndOpenProfile(page, name);
    await expect(specValue(page, 'Længde')).toHaveText('6,5 m');
    await expect(specValue(page, 'Topfart')).toHaveText('22,5 kn');
    expect((await storedVessels(request, owner))[0]?.length).toBe(6.5);
  });
});
