import { test, expect } from '../support/fixtures';

const SCREENS: [path: string, heading: string][] = [
  ['/', 'Dashboard'],
  ['/login', 'Log ind'],
  ['/register', 'Opret konto'],
  ['/forgot-password', 'Glemt adgangskode'],
  ['/reset-password?token=abc', 'Nulstil adgangskode'],
  ['/map', 'Kort'],
  ['/vessels', 'Skibe'],
  ['/weather', 'Vejr'],
  ['/privacy-policy', 'Privatlivspolitik'],
  ['/privacy', 'Privatlivspolitik'],
  ['/terms-of-service', 'Vilkår og betingelser'],
  ['/terms', 'Vilkår og betingelser'],
  ['/credits', 'Open source og datakilder'],
  ['/getting-started', 'Kom godt i gang'],
];

for (const [path, heading] of SCREENS) {
  test(`${path} renders "${heading}"`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} · Havhjælp`);
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();
    if (path === '/map') {
      // Map-first: no footer under the map, but the emergency number stays on screen.
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Nødopkald: 112' })).toBeVisible();
    } else {
      await expect(page.locator('footer').getByText('v1.0.0 Beta')).toBeVisible();
    }
  });
}

/** SPEC.md section 2: these need login; logged out they lead to /login. */
const GUARDED = [
  '/vessels/7',
  '/forum',
  '/forum/category/3',
  '/forum/topic/9',
  '/forum/search',
  '/friends',
  '/settings',
];

for (const path of GUARDED) {
  test(`${path} sends a logged-out visitor to the login page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
  });
}

test('the short legal paths show the same pages as the long ones', async ({ page }) => {
  // The export's contents are listed once their module has loaded; each page is read after that.
  const exportListed = () =>
    expect(page.locator('main')).not.toContainText('Henter listen over indholdet');
  await page.goto('/privacy');
  // The configured privacy address is in place from the first paint.
  await expect(page.locator('main')).toContainText('privatliv@havhjaelp.dk');
  await exportListed();
  const shortPrivacy = await page.locator('main').innerText();
  await page.goto('/privacy-policy');
  await expect(page.locator('main')).toContainText('privatliv@havhjaelp.dk');
  await exportListed();
  expect(await page.locator('main').innerText()).toBe(shortPrivacy);
  await page.goto('/terms');
  const shortTerms = await page.locator('main').innerText();
  await page.goto('/terms-of-service');
  expect(await page.locator('main').innerText()).toBe(shortTerms);
});

test('an unknown address shows the not-found page with status 404', async ({
  page,
  consoleErrors,
}) => {
  // Chromium reports the 404 document itself as a failed resource.
  consoleErrors.allow(/404 \(Not Found\)/);
  const response = await page.goto('/ingen/side/her');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siden blev ikke fundet');
  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the navigation reaches every main screen', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
  // Logged out, the screens that need an account show the login page. No two screens in a row
  // have the same heading, so each heading shows that its own click has been followed (two
  // 'Log ind' in a row let the next click go before the redirect it raced).
  for (const [name, heading] of [
    ['Kort', 'Kort'],
    ['Forum', 'Log ind'],
    ['Skibe', 'Skibe'],
    ['Venner', 'Log ind'],
    ['Vejr', 'Vejr'],
    ['Indstillinger', 'Log ind'],
    ['Dashboard', 'Dashboard'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await nav.getByRole('button', { name: /Chats/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Log ind for at se dine chats' })).toBeVisible();
});

test('logged out, the dashboard shows the warning banner and the welcome', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('note').filter({ hasText: 'ring 112' }).first()).toContainText(
    'VHF kanal 16',
  );
  await expect(page.getByRole('heading', { name: 'Velkommen til Havhjælp' })).toBeVisible();
  await page.locator('.hero').getByRole('link', { name: 'Opret konto' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the layout fits a 360 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/privacy-policy', '/credits', '/getting-started']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
  }
});
