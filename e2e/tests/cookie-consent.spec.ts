import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies og lokal lagring' });

test('the banner appears about 1 s after load, and "accept all" is remembered', async ({
  page,
}) => {
  // The page's clock stands still until the test moves it, however busy the machine is.
  const start = new Date('2026-11-21T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000)); // well ahead of the running clock
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(800);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(300);
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole('button', { name: 'Accepter alle' }).click();
  await expect(banner(page)).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('havhjaelp.cookieConsent'));
  expect(JSON.parse(stored!)).toMatchObject({ accepted: true, version: '1.0' });
  expect(Date.parse(JSON.parse(stored!).timestamp)).not.toBeNaN();

  await page.reload();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('"necessary only" says session storage is required and is remembered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/privacy-policy');
  await page.clock.runFor(1_100);
  await banner(page).getByRole('button', { name: 'Kun nødvendige' }).click();
  await expect(page.getByRole('alert')).toContainText('nødvendige for at logge ind');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('havhjaelp.cookieConsent'));
  expect(JSON.parse(stored!)).toMatchObject({ accepted: false, version: '1.0' });

  await page.reload();
  await page.clock.runFor(5_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik');
  await expect(banner(page)).toHaveCount(0);
});
