import { newAccountData } from '@havhjaelp/testing/accounts';
import type { Page } from '@playwright/test';
import {
  openUserMenu,
  registerForm,
  registerViaApi,
  storedSession,
  submitLogin,
} from '../support/accounts';
import { expect, test } from '../support/help';
import {
  addAuthenticator,
  addPasskeyInSettings,
  askForPasskeys,
  openSecurityTab,
  passkeyList,
  withoutPasskeyAutofill,
} from '../support/passkeys';
import { expectOnTop } from '../support/visibility';

// Passkeys end to end in Chromium with its virtual authenticator: registered at sign-up and in
// settings, logging in by e-mail (one passkey, or a choice of several) and through the browser's
// autofill, deleted, and a ceremony the person declines.

async function logOut(page: Page): Promise<void> {
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedSession(page)).toBeNull();
}

/** The login with the passkey ended as a password login does: a session, and the map. */
async function expectLoggedInAs(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
  expect((await storedSession(page))?.user.username).toBe(username);
}

/** The security tab's row of the passkey with this name. */
const passkeyRow = (page: Page, name: string) =>
  passkeyList(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test('a boater registers with a passkey, logs in with it by e-mail, adds a second one, chooses between them, and deletes one', async ({
  openBrowser,
}) => {
  test.setTimeout(120_000);
  const page = await openBrowser();
  await withoutPasskeyAutofill(page);
  const phone = await addAuthenticator(page, 'internal');
  const me = newAccountData();

  // Sign-up: the form, then the passkey offer with the browser's suggested name.
  await page.goto('/register');
  const form = registerForm(page);
  await form.username.fill(me.username);
  await form.email.fill(me.email);
  await form.password.fill(me.password);
  await form.confirm.fill(me.password);
  await form.birthDate.fill('17-05-1980');
  await form.terms.check();
  await form.submit.click();
  await expect(
    page.getByRole('heading', { name: 'Log ind med en passkey næste gang' }),
  ).toBeFocused();
  await expect(page.getByLabel('Navn på passkeyen')).toHaveValue('Desktop');
  await page.getByRole('button', { name: 'Opret passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Din konto er klar' })).toBeVisible();
  await expect(page.getByText('Passkeyen "Desktop" er gemt.', { exact: false })).toBeVisible();
  const [made] = await phone.credentials();
  expect(made).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await page.getByRole('link', { name: 'Gå til kortet' }).click();
  await expect(page).toHaveURL(/\/map$/);

  // Out, and in again by e-mail: one passkey goes straight to the ceremony.
  await logOut(page);
  await askForPasskeys(page, me.email);
  await expectLoggedInAs(page, me.username);
  expect((await phone.credentials())[0]!.signCount).toBeGreaterThan(made!.signCount);

  // Settings: the passkey, used just now; the same device cannot hold a second of this account.
  await openSecurityTab(page);
  await expect(passkeyRow(page, 'Desktop')).toContainText('Indbygget i enheden');
  await expect(passkeyRow(page, 'Desktop')).toContainText('Sidst brugt lige nu');
  await page.getByLabel('Navn på passkeyen').fill('Igen');
  await page.getByRole('button', { name: 'Tilføj passkey' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Denne enhed har allerede en passkey til din konto',
  );

  // A security key beside the computer: a second passkey, cross-platform.
  const saved = await phone.credentials();
  await phone.remove();
  const key = await addAuthenticator(page, 'usb');
  await addPasskeyInSettings(page, 'Gul nøgle');
  await expect(passkeyRow(page, 'Gul nøgle')).toContainText('Sikkerhedsnøgle eller anden enhed');
  await expect(passkeyRow(page, 'Gul nøgle')).toContainText('Aldrig brugt');
  const laptop = await addAuthenticator(page, 'internal');
  await laptop.take(saved);

  // By e-mail again: now a choice, each with its name, kind and last use.
  await logOut(page);
  await askForPasskeys(page, me.email);
  await expect(page.getByRole('heading', { name: 'Vælg passkey' })).toBeFocused();
  const choices = page.locator('main').getByRole('list').getByRole('button');
  await expect(choices).toHaveText([
    /^Desktop\s*Indbygget i enheden · Sidst brugt lige nu$/,
    /^Gul nøgle\s*Sikkerhedsnøgle eller anden enhed · Aldrig brugt$/,
  ]);
  await choices.filter({ hasText: 'Gul nøgle' }).click();
  await expectLoggedInAs(page, me.username);
  expect((await key.credentials())[0]!.signCount).toBeGreaterThan(0);

  // Deleting asks first; the dialog lies on top.
  await openSecurityTab(page);
  await expect(passkeyRow(page, 'Gul nøgle')).toContainText('Sidst brugt lige nu');
  await passkeyRow(page, 'Gul nøgle').getByRole('button', { name: 'Slet Gul nøgle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Slet passkey?' });
  await expectOnTop(confirm);
  await confirm.getByRole('button', { name: 'Slet passkey' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(passkeyList(page).getByRole('listitem')).toHaveCount(1);
  await expect(passkeyRow(page, 'Desktop')).toBeVisible();

  // One passkey left: by e-mail straight to its ceremony again, no choice.
  await logOut(page);
  await askForPasskeys(page, me.email);
  await expectLoggedInAs(page, me.username);
});

test('the browser’s autofill logs a boater in with a passkey, no e-mail typed', async ({
  openBrowser,
  request,
}) => {
  const page = await openBrowser();
  const account = await registerViaApi(request);
  await addAuthenticator(page, 'internal');
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/map$/);
  await openSecurityTab(page);
  await addPasskeyInSettings(page, 'Min computer');
  await logOut(page);

  const lookups: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/passkey/')) lookups.push(new URL(sent.url()).pathname);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log ind med passkey' }).click();
  await expectLoggedInAs(page, account.username);
  // Discoverable: the browser offered the passkey; no e-mail was asked for or looked up.
  expect(lookups).toEqual(['/api/passkey/login/options', '/api/passkey/login/verify']);
});

test('a ceremony the person declines says so in Danish, at login and when adding a passkey', async ({
  openBrowser,
  request,
}) => {
  const page = await openBrowser();
  await withoutPasskeyAutofill(page);
  const account = await registerViaApi(request);
  const device = await addAuthenticator(page, 'internal');
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/map$/);
  await openSecurityTab(page);
  await addPasskeyInSettings(page, 'Desktop');

  // The fingerprint is not accepted: the browser ends the ceremony as declined.
  await device.setUserVerified(false);
  await page.getByLabel('Navn på passkeyen').fill('Anden');
  await page.getByRole('button', { name: 'Tilføj passkey' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Passkey oprettelse blev annulleret',
  );
  await logOut(page);
  await askForPasskeys(page, account.email);
  await expect(page.locator('main').getByRole('alert')).toHaveText('Passkey login blev annulleret');
  expect(await storedSession(page)).toBeNull();
  // The password stays one click away.
  await page.getByRole('button', { name: 'Log ind med password' }).click();
  await expect(page.getByLabel('Brugernavn eller email')).toBeFocused();
});
