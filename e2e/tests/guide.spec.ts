import { test, expect } from '../support/fixtures';

test('the guide steps open and close and their buttons lead on', async ({ page }) => {
  await page.goto('/getting-started');
  const step1 = page.getByRole('button', { name: '1. Opret din profil' });
  await expect(step1).toHaveAttribute('aria-expanded', 'true');
  const step3 = page.getByRole('button', { name: /^3\./ });
  await expect(step3).toHaveAttribute('aria-expanded', 'false');
  await step3.click();
  await expect(step3).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Åbn kortet' }).click();
  await expect(page).toHaveURL(/\/map$/);

  await page.goto('/getting-started');
  await page.getByRole('link', { name: 'Gå til indstillinger' }).click();
  // Settings need an account: a logged-out reader is asked to log in first.
  await expect(page).toHaveURL(/\/login$/);
});

test('the guide repeats the safety statement and offers a checklist', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('note', { name: 'Sikkerhed' }).first()).toContainText('112');
  await expect(page.getByRole('heading', { name: 'Sikkerhedstips' })).toBeVisible();
  const firstItem = page.locator('.checklist input[type="checkbox"]').first();
  await firstItem.check();
  await expect(firstItem).toBeChecked();
});
