import { test, expect } from '../support/fixtures';

test('the theme starts light, toggles to dark and stays dark after reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('button', { name: 'Skift til mørkt tema' }).click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(dark).not.toBe(light);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Skift til lyst tema' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});
