import { mkdir } from 'node:fs/promises';
import { SAFETY_STATEMENT } from '@havhjaelp/common/app-info';
import { betaWarning, registerViaApi } from '../support/accounts';
import { expect, test } from '../support/help';
import { SCREEN_SIZES } from '../support/screen-sizes';

const SHOTS = '/tmp/shots/small';

test('a member’s dashboard carries a one-line beta warning', async ({ request, openBrowser }) => {
  await mkdir(SHOTS, { recursive: true });
  // A member who has accepted the one-time dialog (accounts-register.spec.ts shows it).
  const page = await openBrowser(await registerViaApi(request));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const line = page.getByRole('note').filter({ hasText: 'Havhjælp er i beta.' });
  await expect(line).toHaveText(
    'Havhjælp er i beta. Ingen garanteret svartid. Ved fare for liv: ring 112 eller kald på VHF kanal 16.',
  );
  // Compact: one short line above the page, not the visitor's banner and welcome.
  await expect(page.locator('main').getByText(SAFETY_STATEMENT)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Velkommen til Havhjælp' })).toHaveCount(0);
  await expect(betaWarning(page)).toHaveCount(0);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expect(line).toBeInViewport({ ratio: 1 });
    const height = (await line.boundingBox())!.height;
    expect(height, `the line's height at ${size.label}`).toBeLessThan(
      size.name === 'phone' ? 90 : 50,
    );
    await page.screenshot({ path: `${SHOTS}/dashboard-member-${size.label}.png` });
  }
});
