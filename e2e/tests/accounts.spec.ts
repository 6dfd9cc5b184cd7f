import { test, expect, nextClientIp } from '../support/fixtures';
import {
  acceptBetaWarningIfNew,
  betaWarning,
  cookiesAnswered,
  logIn,
  openUserMenu,
  registerViaApi,
  sessionStatus,
  storedSession,
  submitLogin,
  formError,
  headerLoginLink,
} from '../support/accounts';
import { expectInvalid } from '../support/field-errors';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

test('the login page offers passkey or password, and the password form says in Danish what is missing', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByText('Vælg hvordan du vil logge ind.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Log ind med/ })).toHaveText([
    'Log ind med passkey',
    'Log ind med password',
  ]);
  await page.getByRole('button', { name: 'Log ind med password' }).click();
  const login = page.getByLabel('Brugernavn eller email');
  const password = page.getByLabel('Password', { exact: true });
  await expect(login).toBeFocused();
  await expect(password).toBeVisible();
  // The passkey way stays one click away.
  await expect(page.getByRole('button', { name: 'Log ind med passkey' })).toBeVisible();

  await expect(page.locator('main form')).toHaveAttribute('novalidate');
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(login).toBeFocused();
  await expectInvalid(page, login, 'Brugernavn eller email er påkrævet');
  await expectInvalid(page, password, 'Password er påkrævet');
  await login.fill('ole');
  await expect(login).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(password).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test('logging out through the user menu, and in again with username or e-mail; a wrong password is refused', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401 \(Unauthorized\)/);
  const account = await registerViaApi(request);

  await page.goto('/');
  await headerLoginLink(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, account.username, 'Forkert-Password-1');
  await expect(formError(page)).toHaveText('Forkert brugernavn, email eller password');
  await expect(page.getByLabel('Brugernavn eller email')).toHaveValue(account.username);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL(/\/map$/);
  await acceptBetaWarningIfNew(page);
  const first = await storedSession(page);
  expect(first?.user.username).toBe(account.username);

  // Logged in, the login page sends the visitor on to the map.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/map$/);

  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Log ud' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerLoginLink(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toHaveCount(0);
  await expect(page.locator('header').getByText('BETA TEST')).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  // Logging out ended the session on the server too.
  expect(await sessionStatus(request, first!.token)).toBe(401);

  await headerLoginLink(page).click();
  await submitLogin(page, account.email.toUpperCase(), account.password);
  await expect(page).toHaveURL(/\/map$/);
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toContainText(account.firstName);
  const second = await storedSession(page);
  expect(second?.user.email).toBe(account.email);
  expect(second?.token).not.toBe(first?.token);
});

test('after many wrong passwords the login form says how long to wait; the owner elsewhere still logs in', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
  const account = await registerViaApi(request);
  await page.goto('/login');
  // Someone guessing from this browser's address (the `request` context shares it): five
  // guesses are free, then each failure doubles the wait (1 s, 2 s, then 4 s after the seventh).
  const guess = async (i: number) => {
    const answer = await request.post('/api/auth/login', {
      data: { login: account.username, password: `Forkert-Password-${i}` },
    });
    expect(answer.status()).toBe(401);
  };
  for (let i = 0; i < 5; i++) await guess(i);
  await page.waitForTimeout(1_100);
  await guess(5);
  await page.waitForTimeout(2_100);
  await guess(6);
  // Now even the right password waits before it is tried from here.
  await submitLogin(page, account.username, account.password);
  await expect(formError(page)).toHaveText(
    /^For mange mislykkede loginforsøg\. Prøv igen om [1-4] sekund(er)?, eller nulstil din adgangskode\.$/,
  );
  expect(await storedSession(page)).toBeNull();

  // The owner, at another address, is not locked out.
  const elsewhere = await request.post('/api/auth/login', {
    data: { login: account.username, password: account.password },
    headers: { 'x-forwarded-for': nextClientIp(testInfo.workerIndex) },
  });
  expect(elsewhere.status()).toBe(200);
});

test('"Glemt adgangskode" says in Danish, at the field, when the e-mail is missing or malformed', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email', { exact: true });
  const send = page.getByRole('button', { name: 'Send link' });
  await expect(page.locator('main form')).toHaveAttribute('novalidate');
  await send.click();
  await expect(email).toBeFocused();
  await expectInvalid(page, email, 'Email er påkrævet');
  await email.fill('ole@');
  await expectInvalid(page, email, 'Indtast en gyldig email');
  await email.fill('ole@example.dk');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await send.click();
  await expect(page.locator('main').getByRole('status')).toContainText(
    'Hvis der findes en konto med denne email',
  );
});

test('the beta warning put away with Esc or a click outside comes back on the next visit, until accepted', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/');
  const stored = () => page.evaluate(() => localStorage.getItem('havhjaelp.betaWarning'));

  await expect(betaWarning(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(betaWarning(page)).toHaveCount(0);
  expect(await stored()).toBeNull();
  // Put away, it stays away for this visit.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
  await expect(betaWarning(page)).toHaveCount(0);

  await page.reload();
  await expect(betaWarning(page)).toBeVisible();
  await page.mouse.click(5, 300); // on the dimmed page beside the dialog
  await expect(betaWarning(page)).toHaveCount(0);
  expect(await stored()).toBeNull();

  await page.reload();
  await expect(betaWarning(page)).toBeVisible();
  await betaWarning(page).getByRole('button', { name: 'Jeg forstår' }).click();
  await expect(betaWarning(page)).toHaveCount(0);
  expect(JSON.parse((await stored())!)).toMatchObject({ accepted: true, version: 'beta-1.0' });

  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(betaWarning(page)).toHaveCount(0);
});

const GUARDED: [path: string, heading: string, selectedTab?: string][] = [
  ['/settings?tab=security', 'Indstillinger', 'Sikkerhed'],
  ['/friends', 'Venner'],
  ['/forum', 'Forum'],
];

for (const [path, heading, selectedTab] of GUARDED) {
  test(`logged out, ${path} sends the visitor to login and back there after login`, async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');

    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL((url) => url.pathname + url.search === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (selectedTab) {
      await expect(page.getByRole('tab', { name: selectedTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
  });
}

test('a session ended on the server is logged out in the page at the next load', async ({
  page,
  request,
  consoleErrors,
}) => {
  // The start-up check (/api/auth/me) and the profile request answer 401 for the ended session.
  consoleErrors.allow(/status of 401 \(Unauthorized\)/);
  const account = await registerViaApi(request);
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  await page.goto('/settings');
  await expect(page.getByRole('tabpanel', { name: 'Profil' }).getByLabel('Brugernavn')).toHaveValue(
    account.username,
  );

  // Elsewhere (another device, or a password reset) the session is ended.
  const { token } = (await storedSession(page))!;
  const logout = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);

  await page.reload();
  await expect(headerLoginLink(page)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();
});
