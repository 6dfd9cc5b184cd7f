import path from 'node:path';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expectNoAxeFindings } from '../support/axe';
import { expect, test } from '../support/help';
import {
  addAuthenticator,
  addPasskeyInSettings,
  askForPasskeys,
  openSecurityTab,
  withoutPasskeyAutofill,
} from '../support/passkeys';
import { REPO_ROOT } from '../support/paths';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';

// The passkey screens at a desktop's and a phone's size: axe-clean, dialogs on top, no sideways
// scrolling, and pictured for a person to look at (e2e/screenshots/passkeys-<what>-<size>.png).
const OUT = path.join(REPO_ROOT, 'e2e/screenshots');

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    /** A dialog is pictured as the window shows it, a screen whole. */
    async function shoot(page: Page, screen: string, fullPage = true) {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeFindings(page, `${screen} at ${size.label}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scrolling on ${screen}`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${OUT}/passkeys-${screen}-${size.label}.png`,
        fullPage,
      });
    }

    test('the login modes, the offer at sign-up, and the security tab with its dialogs', async ({
      openBrowser,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await registerViaApi(request);
      const page = await openBrowser(account);
      await withoutPasskeyAutofill(page);
      const device = await addAuthenticator(page, 'internal');
      await openSecurityTab(page);
      await addPasskeyInSettings(page, 'Mobil Enhed');
      await device.remove();
      const key = await addAuthenticator(page, 'usb');
      await addPasskeyInSettings(page, 'Gul nøgle');
      await shoot(page, 'security-tab');

      await page.getByRole('button', { name: 'Omdøb Gul nøgle' }).click();
      const rename = page.getByRole('dialog', { name: 'Omdøb passkey' });
      await expectOnTop(rename);
      await shoot(page, 'rename-dialog', false);
      await rename.getByRole('button', { name: 'Annuller' }).click();
      await page.getByRole('button', { name: 'Slet Gul nøgle' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Slet passkey?' });
      await expectOnTop(remove);
      await shoot(page, 'delete-dialog', false);
      await remove.getByRole('button', { name: 'Annuller' }).click();
      await expect(remove).toHaveCount(0);
      await key.remove();

      // The login's modes, logged out on the same device.
      await page.evaluate(() => localStorage.removeItem('havhjaelp.session'));
      await page.goto('/login');
      await expect(page.getByText('Vælg hvordan du vil logge ind.')).toBeVisible();
      await shoot(page, 'login-choose');
      await page.getByRole('button', { name: 'Log ind med password' }).click();
      await expect(page.getByLabel('Brugernavn eller email')).toBeFocused();
      await shoot(page, 'login-password');
      await page.getByRole('button', { name: 'Log ind med passkey' }).click();
      await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
      await shoot(page, 'login-passkey');
      await page.getByRole('button', { name: 'Fortsæt' }).click();
      await expect(page.getByText('Indtast din email')).toBeVisible();
      await shoot(page, 'login-passkey-no-email');
      await askForPasskeys(page, `ingen.${account.email}`);
      await expect(page.locator('main').getByRole('alert')).toHaveText(
        'Ingen passkeys fundet for denne email',
      );
      await shoot(page, 'login-passkey-none');
      await askForPasskeys(page, account.email);
      await expect(page.getByRole('heading', { name: 'Vælg passkey' })).toBeFocused();
      await shoot(page, 'login-passkey-select');

      // Sign-up's offer, in a browser of its own.
      const newcomer = await openBrowser();
      await addAuthenticator(newcomer, 'internal');
      await newcomer.goto('/register');
      const fields: [string | RegExp, string][] = [
        ['Brugernavn', `ny_${account.username}`],
        ['Email', `ny.${account.email}`],
        [/^Password/, account.password],
        ['Bekræft password', account.password],
        ['Fødselsdato', '17-05-1980'],
      ];
      for (const [label, value] of fields) {
        await newcomer.getByLabel(label, { exact: typeof label === 'string' }).fill(value);
      }
      await newcomer.getByRole('checkbox', { name: /Jeg accepterer/ }).check();
      await newcomer.getByRole('button', { name: 'Opret konto' }).click();
      await expect(
        newcomer.getByRole('heading', { name: 'Log ind med en passkey næste gang' }),
      ).toBeFocused();
      await shoot(newcomer, 'register-offer');
      await newcomer.getByRole('button', { name: 'Opret passkey' }).click();
      await expect(newcomer.getByRole('heading', { name: 'Din konto er klar' })).toBeFocused();
      await shoot(newcomer, 'register-success');
    });
  });
}
