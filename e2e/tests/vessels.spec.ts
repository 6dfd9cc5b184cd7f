import { mkdir } from 'node:fs/promises';
import { VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expect, test, uniqueName } from '../support/help';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';
import { createVesselViaApi, openMyVessels, specValue, vesselCard } from '../support/vessels';

const SHOTS = '/tmp/shots/vessels';
test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

/** The screen at both sizes, for a person to look at (not compared). */
async function pictures(page: Page, name: string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.label}.png`, fullPage: true });
  }
  await page.setViewportSize(SCREEN_SIZES[0].viewport);
}

test('an owner adds a vessel in Mit Skib with a picture, finds it by an accent-free search and sees its profile', async ({
  page,
  request,
  openBrowser,
  consoleErrors,
  images,
}) => {
  // The link that is no picture: the server's refusal to preview it is the point.
  consoleErrors.allow(/status of 422/);
  const owner = await registerViaApi(request);
  const name = uniqueName('Ærøfærgen');
  // A picture of this test's own, so what the host was asked for is this test's doing.
  const pictureName = `faergen-${Date.now()}`;
  page = await openBrowser(owner);
  await openMyVessels(page);
  await expect(page.getByText(VESSEL_MESSAGES.noOwnVessels)).toBeVisible();
  await page.getByRole('button', { name: 'Tilføj skib' }).click();

  const form = page.locator('form.vessel-form');
  await form.getByRole('button', { name: 'Gem skib' }).click();
  await expect(form.getByText(VESSEL_MESSAGES.nameRequired)).toBeVisible();
  await expect(form.getByLabel('Skibsnavn')).toBeFocused();

  await form.getByLabel('Skibsnavn').fill(name);
  await form.getByLabel('Skibstype').selectOption({ label: 'Motorbåd' });
  await form.getByLabel('Hjemhavn').fill('Ærøskøbing');
  await form.getByLabel('Beskrivelse').fill('Lille færge. '.repeat(12));
  await form.getByLabel('Længde (m)').fill('9.99');
  await form.getByLabel('Byggeår').fill('1998');
  await form.getByLabel('Topfart (kn)').fill('12.5');
  await form.getByLabel('Motorkraft (HK)').fill('1200');

  // A Google Photos link is refused with why; a link that is no picture warns; a picture loads.
  const image = form.getByLabel('Billede URL');
  await image.fill('https://photos.app.goo.gl/abc123');
  await expect(form.getByText(/Google Fotos kan ikke bruges/)).toBeVisible();
  await image.fill(images.noPicture);
  await expect(form.getByText(VESSEL_MESSAGES.imageFailed)).toBeVisible();
  await image.fill(images.url(pictureName));
  await expect(form.getByText(VESSEL_MESSAGES.imageLoaded)).toBeVisible();
  await pictures(page, 'mit-skib-form');
  // The message clears after 3 s (SPEC.md section 9).
  await expect(form.getByText(VESSEL_MESSAGES.imageLoaded)).toBeHidden({ timeout: 5_000 });

  // An insurance that ran out is flagged in red.
  await form.getByLabel('Udløbsdato').fill('2020-01-31');
  await expect(form.getByText(VESSEL_MESSAGES.insuranceExpired)).toHaveCSS(
    'color',
    'rgb(179, 38, 30)',
  );
  await form.getByRole('button', { name: 'Gem skib' }).click();
  await expect(page.getByText(VESSEL_MESSAGES.saved)).toBeVisible();
  const mine = page.getByRole('list', { name: 'Mine skibe' });
  await expect(mine.getByRole('heading', { name })).toBeVisible();
  await expect(mine.getByText(/Forsikringen er udløbet/)).toBeVisible();
  await pictures(page, 'mit-skib-list');

  // The list, searched without the Danish letters.
  await page.goto('/vessels');
  await page.getByLabel('Søg efter skib').fill(name.replace('Ærøfærgen', 'aerofaergen'));
  const card = vesselCard(page, name);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Motorbåd');
  await expect(card).toContainText('Længde9,99 m');
  await expect(card).toContainText('Byggeår1998');
  await expect(card).toContainText('HjemhavnÆrøskøbing');
  await expect(card.locator('.vessel-card-description')).toHaveText(
    `${'Lille færge. '.repeat(12).slice(0, 100).trimEnd()}…`,
  );
  await page.getByLabel('Søg efter skib').fill('');
  await pictures(page, 'vessels-list');

  await page.getByLabel('Søg efter skib').fill('AEROFAERGEN');
  await vesselCard(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(specValue(page, 'Længde')).toHaveText('9,99 m');
  await expect(specValue(page, 'Topfart')).toHaveText('12,5 kn');
  await expect(specValue(page, 'Motorkraft')).toHaveText('1.200 HK');
  const picture = page.getByRole('img', { name: `Billede af ${name}` });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  // Loaded from the app itself, which fetched it from the host once (for the form's preview) and
  // served every view since from its own copy: the host never saw a viewer's browser.
  expect(await picture.getAttribute('src')).toMatch(/^\/img\/vessels\/[\w-]+\/[\w-]+$/);
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
  );
  expect(new Set(loaded)).toEqual(new Set([new URL(page.url()).origin]));
  expect(images.requests.filter((path) => path === `/${pictureName}.png`)).toHaveLength(1);
  await pictures(page, 'vessel-profile');

  // Deleting asks first, in a dialog on top of everything, and reloads the list.
  await openMyVessels(page);
  await page.getByRole('button', { name: `Slet ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Slet skib' });
  await expectOnTop(confirm);
  await confirm.getByRole('button', { name: 'Slet skib' }).click();
  await expect(page.getByText(VESSEL_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByText(VESSEL_MESSAGES.noOwnVessels)).toBeVisible();
});

test('another member sees the profile without a way to edit it, is refused by the server, and never finds a private vessel', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  // The private vessel answers 404 to others; the page says so.
  consoleErrors.allow(/status of 404/);
  const owner = await registerViaApi(request);
  const other = await registerViaApi(request);
  const name = uniqueName('Havørnen');
  const id = await createVesselViaApi(request, owner, { name, insurance_company: 'Tryg' });
  const hidden = await createVesselViaApi(request, owner, {
    name: uniqueName('Hemmelig'),
    public_profile: false,
  });

  const page = await openBrowser(other);
  await page.goto(`/vessels/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ejer' })).toContainText(owner.username);
  await expect(page.getByRole('link', { name: 'Rediger' })).toHaveCount(0);
  await expect(page.getByText('Tryg')).toHaveCount(0);
  const refused = await request.put(`/api/vessels/${id}`, {
    data: { name: 'Kapret' },
    headers: { authorization: `Bearer ${other.token}` },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(VESSEL_MESSAGES.ownerOnly);

  // Reached from the list, the private vessel's page says it is not found, with a way back.
  await page.goto('/vessels');
  await page.goto(`/vessels/${hidden}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Skibet blev ikke fundet' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tilbage' }).click();
  await expect(page).toHaveURL(/\/vessels$/);
  await pictures(page, 'vessel-not-found');

  // The owner edits from the profile.
  const ownerPage = await openBrowser(owner);
  await ownerPage.goto(`/vessels/${id}`);
  await ownerPage.getByRole('link', { name: 'Rediger' }).click();
  await expect(ownerPage.getByLabel('Skibsnavn')).toHaveValue(name);
});

test('others see the owner by username on the card and the profile, never by name', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request, { firstName: 'Karoline', lastName: 'Skipperdatter' });
  const other = await registerViaApi(request);
  const name = uniqueName('Tjalken');
  await createVesselViaApi(request, owner, { name });
  const page = await openBrowser(other);
  await page.goto('/vessels');
  await page.getByLabel('Søg efter skib').fill(name);
  const card = vesselCard(page, name);
  await expect(card).toContainText(`Ejer${owner.username}`);
  await expect(card).not.toContainText(/Karoline|Skipperdatter/);

  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ejer' })).toContainText(owner.username);
  await expect(page.locator('main')).not.toContainText(/Karoline|Skipperdatter/);
});

test('a visitor sees the list locked, and a profile sends them to log in and back', async ({
  page,
  request,
}) => {
  const owner = await registerViaApi(request);
  const id = await createVesselViaApi(request, owner, { name: uniqueName('Måge') });
  await page.goto('/vessels');
  const lock = page.getByRole('region', { name: 'Skibslisten er låst' });
  await expectOnTop(lock);
  await expect(lock).toContainText(VESSEL_MESSAGES.loginForVessels);
  await pictures(page, 'vessels-locked');

  await page.goto(`/vessels/${id}`);
  await expect(page).toHaveURL(/\/login$/);
});
