import { test, expect } from '../support/fixtures';

test('every footer link resolves to its page', async ({ page }) => {
  const footer = page.locator('footer');
  for (const [name, heading, url] of [
    ['Privatlivspolitik', 'Privatlivspolitik', /\/privacy-policy$/],
    ['Vilkår og betingelser', 'Vilkår og betingelser', /\/terms-of-service$/],
    ['Open source og kilder', 'Open source og datakilder', /\/credits$/],
    ['Kom godt i gang', 'Kom godt i gang', /\/getting-started$/],
  ] as const) {
    await page.goto('/');
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('the GDPR link lands on the rights section of the privacy policy', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Dine GDPR-rettigheder' }).click();
  await expect(page).toHaveURL(/\/privacy-policy#rettigheder$/);
  await expect(page.locator('#rettigheder')).toBeInViewport();
  const rights = page.locator('#rettigheder');
  for (const name of ['Eksportér dine data', 'Redigér din profil', 'Slet din konto']) {
    await expect(rights.getByRole('link', { name })).toHaveAttribute('href', '/settings');
  }
});

test('the footer shows the version, the safety statement and the emergency phone link', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('v1.0.0 Beta');
  await expect(footer).toContainText('ring 112 eller kald på VHF kanal 16');
  await expect(footer.getByRole('link', { name: 'Nødopkald: 112' })).toHaveAttribute(
    'href',
    'tel:112',
  );
});

test('the test dashboard opens in a new tab and runs real checks', async ({ page, context }) => {
  await page.goto('/');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('footer').getByRole('link', { name: 'Testdashboard' }).click(),
  ]);
  await expect(tab).toHaveURL(/\/test-dashboard\.html$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Testdashboard');
  const health = tab.getByRole('row', { name: /API-sundhed/ });
  await expect(health).toHaveAttribute('data-status', 'ok');
  await expect(health).toContainText('database: ok');
  // The e2e server runs the replay simulator: the check subscribes and receives ships.
  const ais = tab.getByRole('row', { name: /AIS-skibstrafik/ });
  await expect(ais).toHaveAttribute('data-status', 'ok');
  await expect(ais).toContainText(/Kilde replay \(connected\), \d+ skibe/);
  await expect(ais).toContainText('strømmen sender skibe');
  for (const name of ['Geolokation', 'WebAuthn (passkeys)', 'Service worker', 'Online']) {
    await expect(
      tab.getByRole('row', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('data-status', /ok|warning/);
  }
  await expect(tab.getByRole('row', { name: /Online/ })).toContainText('Browseren er online');
});
