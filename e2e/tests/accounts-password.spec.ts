import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  acceptBetaWarningIfNew,
  agePassword,
  betaWarning,
  cookiesAnswered,
  logIn,
  openUserMenu,
  registerViaApi,
  sessionStatus,
  storedSession,
  submitLogin,
} from '../support/accounts';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

const formError = (page: Page) => page.locator('main').getByRole('alert');
// The header's online indicator is a status too; the form's message is in <main>.
const formStatus = (page: Page) => page.locator('main').getByRole('status');

const RESET_REQUESTED =
  'Hvis der findes en konto med denne email, har vi sendt et link til at nulstille din adgangskode.';

test('a forgotten password is reset through the mailed link; the old one stops working and the link works once', async ({
  page,
  request,
  smtp,
  app,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\)/); // the second use of the link
  consoleErrors.allow(/status of 401 \(Unauthorized\)/); // the old password
  const account = await registerViaApi(request);
  const newPassword = 'Ny-Kode-til-Båden-7';

  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Glemt adgangskode?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(formStatus(page)).toHaveText(RESET_REQUESTED);

  const mail = await smtp.waitForMail(
    (m) => m.to.some((to) => to.includes(account.email)) && m.subject.includes('Nulstil'),
  );
  expect(mail.subject).toBe('Nulstil din adgangskode til Havhjælp');
  expect(mail.text).toContain(`Hej ${account.firstName}`);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'reset link in the mail').toBeDefined();
  // PUBLIC_URL is this server's own address, so the link is followed exactly as mailed.
  expect(new URL(link!).origin).toBe(app.url);

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nulstil adgangskode');
  // The strength hint sits inside the label, so the field's name only starts with the label text.
  const password = page.getByLabel(/^Ny adgangskode/);
  const confirm = page.getByLabel('Gentag ny adgangskode');
  const strength = page.locator('main').getByText(/^Styrke:/);
  await password.fill('kort');
  await expect(strength).toHaveText('Styrke: Svag');
  await password.fill('Kortere1');
  await expect(strength).toHaveText('Styrke: Middel');
  await password.fill(newPassword);
  await expect(strength).toHaveText('Styrke: Stærk');
  await confirm.fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(formError(page)).toHaveText('Adgangskoderne matcher ikke');
  await expect(password).toHaveValue(newPassword);

  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(formStatus(page)).toContainText(
    'Din adgangskode er nulstillet. Du kan nu logge ind.',
  );
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.clock.runFor(3_000);
  await expect(page).toHaveURL(/\/login$/);
  // The reset ended every session of the account, also the one registration started.
  expect(await sessionStatus(request, account.token)).toBe(401);

  // The link works only once.
  await page.goto(link!);
  await page.getByLabel(/^Ny adgangskode/).fill('Endnu-En-Ny-Kode-8');
  await page.getByLabel('Gentag ny adgangskode').fill('Endnu-En-Ny-Kode-8');
  await page.getByRole('button', { name: 'Gem ny adgangskode' }).click();
  await expect(formError(page)).toHaveText('Linket er ugyldigt eller udløbet. Bed om et nyt link.');

  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(formError(page)).toHaveText('Forkert brugernavn, email eller password');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/map$/);
  // The beta warning opens 0.5 s after a first login and hides the page behind it until answered.
  await acceptBetaWarningIfNew(page);
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
});

test('asking for a link for an unknown e-mail answers the same and sends nothing', async ({
  page,
  smtp,
}) => {
  const unknown = `ingen.${test.info().workerIndex}.${Date.now()}@example.dk`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(unknown);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(formStatus(page)).toHaveText(RESET_REQUESTED);
  // The server answers after handing any mail to SMTP, so one would have arrived by now.
  expect(smtp.mails.filter((m) => m.to.some((to) => to.includes(unknown)))).toEqual([]);
});

test('/reset-password without a token says the link is invalid and offers a new one', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ugyldigt Link');
  await expect(page.getByLabel(/^Ny adgangskode/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Bed om et nyt link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glemt adgangskode');
});

test('a password older than 30 days must be changed in a modal that cannot be dismissed', async ({
  page,
  request,
  app,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\)/); // the wrong current password
  const account = await registerViaApi(request);
  agePassword(app, account.id, 31);
  const newPassword = 'Frisk-Vind-Fra-Vest-31';

  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  const modal = page.getByRole('dialog', { name: 'Skift dit password' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('mere end 30 dage gammelt');
  expect((await storedSession(page))?.forcePasswordChange).toBe(true);

  // No way out but a change: no close button, Escape and clicks outside do nothing.
  await expect(modal.getByRole('button')).toHaveText(['Skift password']);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  // The beta warning waits until the password is changed.
  await expect(betaWarning(page)).toHaveCount(0);

  const current = modal.getByLabel('Nuværende password');
  const next = modal.getByLabel('Nyt password', { exact: true });
  const confirm = modal.getByLabel('Bekræft nyt password');
  const submit = modal.getByRole('button', { name: 'Skift password' });
  const error = modal.getByRole('alert');

  await submit.click();
  await expect(error).toHaveText('Udfyld nuværende password, nyt password og bekræftelse');

  // Each attempt breaks its rule and every rule after it, so only the order decides the message.
  const attempts: [next: string, confirm: string, message: string][] = [
    ['abc', 'xyz', 'Nyt password skal være mindst 12 tegn'],
    ['kunsmaabogstaver', 'andet', 'Password skal indeholde mindst ét stort bogstav'],
    ['KUNSTOREBOGSTAVER', 'andet', 'Password skal indeholde mindst ét lille bogstav'],
    ['IngenTalEllerTegn', 'andet', 'Password skal indeholde mindst ét tal'],
    [
      'IngenSpecialtegn123',
      'andet',
      'Password skal indeholde mindst ét specialtegn (!@#$%^&* osv.)',
    ],
    [account.password, 'andet', 'De to passwords matcher ikke'],
    [account.password, account.password, 'Nyt password skal være anderledes end det nuværende'],
  ];
  await current.fill(account.password);
  for (const [nextValue, confirmValue, message] of attempts) {
    await next.fill(nextValue);
    await confirm.fill(confirmValue);
    await submit.click();
    await expect(error).toHaveText(message);
  }

  await current.fill('Forkert-Nuvaerende-1');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit.click();
  await expect(error).toHaveText('Nuværende password er forkert');
  await expect(modal).toBeVisible();

  await current.fill(account.password);
  await submit.click();
  await expect(modal).toHaveCount(0);
  expect((await storedSession(page))?.forcePasswordChange).toBe(false);
  // Now the beta warning has its turn.
  await betaWarning(page).getByRole('button', { name: 'Jeg forstår' }).click();
  await expect(betaWarning(page)).toHaveCount(0);
  // The change ended the account's other sessions (here the one registration started).
  expect(await sessionStatus(request, account.token)).toBe(401);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The server recorded the change: logging in again with the new password asks for nothing.
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Log ud' }).click();
  await page.locator('header').getByRole('link', { name: 'Log ind', exact: true }).click();
  await logIn(page, account.username, newPassword);
  expect((await storedSession(page))?.forcePasswordChange).toBe(false);
  await expect(modal).toHaveCount(0);
});
