import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newAccountData, type AccountData } from '@havhjaelp/testing/accounts';
import {
  betaWarning,
  cookiesAnswered,
  openUserMenu,
  registerViaApi,
  sessionStatus,
  storedSession,
  headerLoginLink,
  registerForm,
} from '../support/accounts';
import { expectInvalid } from '../support/field-errors';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

async function expectFormKeeps(page: Page, data: AccountData, confirm: string): Promise<void> {
  const form = registerForm(page);
  await expect(form.username).toHaveValue(data.username);
  await expect(form.email).toHaveValue(data.email);
  await expect(form.password).toHaveValue(data.password);
  await expect(form.confirm).toHaveValue(confirm);
  await expect(form.firstName).toHaveValue(data.firstName);
  await expect(form.lastName).toHaveValue(data.lastName);
  await expect(form.phone).toHaveValue(data.phone);
  await expect(form.birthDate).toHaveValue(data.birthDate);
  await expect(form.boatName).toHaveValue(data.boatName);
  await expect(form.boatType).toHaveValue(data.boatType);
}

test('the registration form says up front what a username may be, and marks each wrong field in Danish', async ({
  page,
}, testInfo) => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/register');
    const form = registerForm(page);
    await expect(form.username).toHaveAccessibleDescription(
      '3–30 tegn: bogstaver, tal, punktum, bindestreg og understreg. Brugernavnet er unikt og synligt for andre.',
    );
    // The birth date is asked for in Danish order, whatever language the browser speaks.
    await expect(form.birthDate).toHaveAttribute('placeholder', 'dd-mm-åååå');
    await expect(form.birthDate).toHaveAccessibleDescription(
      /^Skriv datoen som dd-mm-åååå, f\.eks\. 17-05-1980\./,
    );
    for (const field of Object.values(form).slice(0, -2)) {
      await expect(field).not.toHaveAttribute('aria-invalid');
    }

    // The browser's own (English) bubbles never appear: the app checks, and says it in Danish.
    await expect(page.locator('main form')).toHaveAttribute('novalidate');
    await form.submit.click();
    await expect(form.username).toBeFocused();
    await expectInvalid(page, form.username, 'Brugernavn er påkrævet');
    await expectInvalid(page, form.email, 'Email er påkrævet');
    await expectInvalid(page, form.password, 'Password er påkrævet');
    await expectInvalid(page, form.birthDate, 'Indtast en gyldig fødselsdato');
    await expectInvalid(
      page,
      form.terms,
      'Du skal acceptere vilkår og betingelser for at fortsætte',
    );
    await expect(form.confirm).not.toHaveAttribute('aria-invalid');
    await expect(form.firstName).not.toHaveAttribute('aria-invalid');
    await page.screenshot({
      path: testInfo.outputPath(`register-errors-${width}.png`),
      fullPage: true,
    });

    // Fixing a field clears its mark at once; the focus goes to the first field still wrong.
    await form.username.fill('ole hansen');
    await expectInvalid(
      page,
      form.username,
      'Brugernavn må kun indeholde bogstaver, tal, punktum, bindestreg og understreg (3–30 tegn)',
    );
    // A Cyrillic 'а' among Latin letters would make a look-alike of someone else's name.
    await form.username.fill('p\u0430ul.hansen');
    await expectInvalid(
      page,
      form.username,
      'Brugernavn må ikke blande bogstaver fra forskellige alfabeter (fx latinske og kyrilliske)',
    );
    await form.username.fill('ole.hansen');
    await expect(form.username).not.toHaveAttribute('aria-invalid');
    await form.email.fill('ole@');
    await form.password.fill('Sejlbåd-2026!x');
    await form.confirm.fill('Sejlbåd-2026!y');
    await form.birthDate.fill('05/17/1980');
    await form.submit.click();
    await expect(form.email).toBeFocused();
    await expectInvalid(page, form.email, 'Indtast en gyldig email');
    await expect(form.password).not.toHaveAttribute('aria-invalid');
    await expectInvalid(page, form.confirm, 'Passwords matcher ikke');
    await expectInvalid(page, form.birthDate, 'Indtast en gyldig fødselsdato');
    await form.birthDate.fill('17-05-1980');
    await expect(form.birthDate).not.toHaveAttribute('aria-invalid');
    await page.screenshot({ path: testInfo.outputPath(`register-date-${width}.png`) });
  }
});

test('a boater registers through the form, sees the refusals without losing input, skips the passkey and lands on the map', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The server's refusals (too young, username taken) are failed requests in the console.
  consoleErrors.allow(/status of 400 \(Bad Request\)/);
  consoleErrors.allow(/status of 409 \(Conflict\)/);
  const someoneElse = await registerViaApi(request);
  const me = newAccountData({
    username: someoneElse.username,
    firstName: 'Karen',
    lastName: 'Blixen',
    boatName: 'Måge II',
    boatType: 'Katamaran',
    birthDate: `01-01-${new Date().getFullYear() - 15}`,
  });
  const freeUsername = `${someoneElse.username}x`;

  await page.clock.install();
  await page.goto('/');
  await page.locator('.hero').getByRole('link', { name: 'Opret konto' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = registerForm(page);
  await form.username.fill(me.username);
  await form.email.fill(me.email);
  await form.password.fill('Kort-1a');
  await form.confirm.fill('Kort-1a');
  await form.firstName.fill(me.firstName);
  await form.lastName.fill(me.lastName);
  await form.phone.fill(me.phone);
  await form.birthDate.fill(me.birthDate);
  await form.boatName.fill(me.boatName);
  await form.boatType.selectOption(me.boatType);

  await form.submit.click();
  await expect(form.password).toBeFocused();
  await expectInvalid(page, form.password, 'Password skal være mindst 12 tegn');

  await form.password.fill(me.password);
  await form.confirm.fill(`${me.password}?`);
  await form.submit.click();
  await expectInvalid(page, form.confirm, 'Passwords matcher ikke');
  await expectFormKeeps(page, me, `${me.password}?`);

  await form.confirm.fill(me.password);
  await form.submit.click();
  await expect(form.terms).toBeFocused();
  await expectInvalid(page, form.terms, 'Du skal acceptere vilkår og betingelser for at fortsætte');
  await expectFormKeeps(page, me, me.password);

  // The server's refusals land on the field they are about, with the focus.
  await form.terms.check();
  await form.submit.click();
  await expect(form.birthDate).toBeFocused();
  await expectInvalid(page, form.birthDate, 'Du skal være over 16 år for at bruge Havhjælp');
  await expectFormKeeps(page, me, me.password);
  await expect(form.terms).toBeChecked();

  me.birthDate = '30-08-1985';
  await form.birthDate.fill(me.birthDate);
  await expect(form.birthDate).not.toHaveAttribute('aria-invalid');
  await form.submit.click();
  await expect(form.username).toBeFocused();
  await expectInvalid(page, form.username, 'Brugernavnet er allerede i brug');
  await expectFormKeeps(page, me, me.password);
  await expect(page).toHaveURL(/\/register$/);
  expect(await storedSession(page)).toBeNull();

  me.username = freeUsername;
  await form.username.fill(me.username);
  await expect(form.username).not.toHaveAttribute('aria-invalid');
  await form.submit.click();

  // Logged in at once: the beta warning comes shortly after login, once per browser, over the
  // passkey offer, which comes next; skipping it goes to the map.
  await expect(betaWarning(page)).toBeVisible();
  const session = await storedSession(page);
  expect(session).toMatchObject({
    user: { username: me.username, email: me.email, firstName: 'Karen', boatName: 'Måge II' },
    forcePasswordChange: false,
    passwordWarning: false,
  });
  expect(await sessionStatus(request, session!.token)).toBe(200);
  await expect(betaWarning(page)).toContainText('112');
  await betaWarning(page).getByRole('button', { name: 'Jeg forstår' }).click();
  await expect(betaWarning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
  await expect(
    page.getByRole('heading', { name: 'Log ind med en passkey næste gang' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Spring over' }).click();
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kort');
  const stored = await page.evaluate(() => localStorage.getItem('havhjaelp.betaWarning'));
  expect(JSON.parse(stored!)).toMatchObject({ accepted: true, version: 'beta-1.0' });
  expect(Date.parse(JSON.parse(stored!).timestamp)).not.toBeNaN();

  const header = page.locator('header');
  await expect(header.getByText('BETA TEST', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Brugermenu' })).toContainText('Karen');
  await expect(headerLoginLink(page)).toHaveCount(0);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText('Karen');
  await expect(menu).toContainText(me.email);
  await expect(menu).toContainText('Måge II');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Kom godt i gang',
    'Indstillinger',
    'Testdashboard',
    'Log ud',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(betaWarning(page)).toHaveCount(0);
});
