import fs from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { EXPORT_SCHEMA_VERSION, exportSectionsOf } from '@havhjaelp/common/contract';
import { APP_CONTRACT } from '@havhjaelp/common/features';
import type { Account } from '@havhjaelp/testing/accounts';
import { test, expect } from '../support/fixtures';
import { SCREEN_SIZES } from '../support/screen-sizes';
import {
  cookiesAnswered,
  logIn,
  openUserMenu,
  registerViaApi,
  sessionStatus,
  storedSession,
  submitLogin,
} from '../support/accounts';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

async function logInAndOpenSettings(page: Page, account: Account, tab = 'Profil') {
  await page.goto('/login');
  await logIn(page, account.username, account.password);
  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Indstillinger' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  if (tab !== 'Profil') await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: tab });
}

test('profile changes in Settings are saved and still there after a reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409 \(Conflict\)/); // the username already taken
  const account = await registerViaApi(request);
  const panel = await logInAndOpenSettings(page, account);
  const field = (label: string | RegExp) => panel.getByLabel(label);

  // E-mail and user id are shown but cannot be edited; the hint sits inside the e-mail label.
  await expect(field(/^Email/)).toHaveValue(account.email);
  await expect(field(/^Email/)).not.toBeEditable();
  await expect(panel).toContainText('Email kan ikke ændres.');
  await expect(field('Bruger-id')).toHaveValue(account.id);
  await expect(field('Bruger-id')).not.toBeEditable();
  await expect(field('Brugernavn')).toHaveValue(account.username);
  await expect(field('Fornavn')).toHaveValue(account.firstName);
  await expect(field('Bådtype')).toHaveValue(account.boatType);

  const changed = {
    Brugernavn: `${account.username}_ny`,
    Fornavn: 'Mette',
    Efternavn: 'Kjær',
    Telefon: '+45 11 22 33 44',
    'VHF-kanal': '72',
    'Bådens navn': 'Lille Måge',
  };
  // A wrong username is marked at the field, in Danish, before anything is sent.
  await field('Brugernavn').fill('');
  await panel.getByRole('button', { name: 'Gem profil' }).click();
  await expect(field('Brugernavn')).toBeFocused();
  await expect(field('Brugernavn')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Brugernavn')).toHaveAccessibleDescription(
    /^Brugernavn er påkrævet 3–30 tegn/,
  );
  const someoneElse = await registerViaApi(request);
  await field('Brugernavn').fill(someoneElse.username);
  await expect(field('Brugernavn')).not.toHaveAttribute('aria-invalid');
  await panel.getByRole('button', { name: 'Gem profil' }).click();
  await expect(field('Brugernavn')).toHaveAccessibleDescription(/^Brugernavnet er allerede i brug/);
  await expect(field('Brugernavn')).toBeFocused();

  for (const [label, value] of Object.entries(changed)) await field(label).fill(value);
  await field('Kaldesignal').fill('oxyz2');
  await expect(field('Kaldesignal')).toHaveValue('OXYZ2');
  await field('Bådtype').selectOption('Motorbåd');
  await panel.getByRole('button', { name: 'Gem profil' }).click();
  await expect(panel.getByRole('status')).toHaveText('Profilen er opdateret');
  // The header follows the new name at once.
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toContainText('Mette');

  await page.reload();
  for (const [label, value] of Object.entries(changed)) {
    await expect(field(label)).toHaveValue(value);
  }
  await expect(field('Kaldesignal')).toHaveValue('OXYZ2');
  await expect(field('Bådtype')).toHaveValue('Motorbåd');
  await expect(field(/^Email/)).toHaveValue(account.email);
  const menu = await openUserMenu(page);
  await expect(menu).toContainText('Mette');
  await expect(menu).toContainText('Lille Måge');
  await page.keyboard.press('Escape');

  // Stored on the server, not only in this browser.
  const { token } = (await storedSession(page))!;
  const profile = await request.get('/api/auth/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await profile.json()).profile).toMatchObject({
    username: changed.Brugernavn,
    email: account.email,
    first_name: 'Mette',
    last_name: 'Kjær',
    phone: '+45 11 22 33 44',
    vhf_channel: '72',
    call_sign: 'OXYZ2',
    boat_name: 'Lille Måge',
    boat_type: 'Motorbåd',
  });
});

test('"Eksporter mine data" downloads a JSON file with the profile and no secrets', async ({
  page,
  request,
  clientIp,
}) => {
  const account = await registerViaApi(request);
  const panel = await logInAndOpenSettings(page, account, 'Sikkerhed');
  await expect(page).toHaveURL(/\/settings\?tab=security$/);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Eksporter mine data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^havhjaelp-data-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/,
  );
  const text = await fs.readFile(await download.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
  // The list above the button names every section of the file, and nothing else.
  const sections = exportSectionsOf(await APP_CONTRACT.exportSchema());
  expect(Object.keys(data).sort()).toEqual(
    ['schemaVersion', 'exportedAt', ...sections.map((section) => section.key)].sort(),
  );
  await expect(
    panel.getByRole('list', { name: 'Filen indeholder' }).getByRole('listitem'),
  ).toHaveText(sections.map((section) => section.description));
  expect(data.profile).toMatchObject({
    id: account.id,
    username: account.username,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    phone: account.phone,
    birth_date: account.birthDate,
  });
  expect(data.boat).toMatchObject({ boat_name: account.boatName, boat_type: account.boatType });
  // The login just made, from this test's address (the server trusts X-Forwarded-For here).
  expect(data.security.login_history).toContainEqual(
    expect.objectContaining({ ip: clientIp, success: true }),
  );
  expect(data.security.sessions.length).toBeGreaterThanOrEqual(2);

  const { token } = (await storedSession(page))!;
  expect(text).not.toContain(token);
  expect(text).not.toContain(account.token);
  expect(text).not.toContain(account.password);
  expect(text).not.toMatch(/password_hash|token_hash|\$argon2/i);
});

const SHOTS = '/tmp/shots/export';

for (const size of SCREEN_SIZES) {
  test(`the export's contents and what deletion keeps are listed in Settings and on the privacy page at ${size.label}`, async ({
    page,
    request,
  }) => {
    await fs.mkdir(SHOTS, { recursive: true });
    await page.setViewportSize(size.viewport);
    const descriptions = exportSectionsOf(await APP_CONTRACT.exportSchema()).map(
      (section) => section.description,
    );
    const account = await registerViaApi(request);
    const panel = await logInAndOpenSettings(page, account, 'Sikkerhed');
    const list = panel.getByRole('list', { name: 'Filen indeholder' });
    await expect(list.getByRole('listitem')).toHaveText(descriptions);
    await expect(panel.getByText('Takkehilsner, du har fået')).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Slet konto' })).toContainText(
      'Dine emner og svar i forummet bliver stående, vist som skrevet af ‘Slettet bruger’.',
    );
    // Pictured once the passkeys above have loaded and no longer move the section.
    await expect(panel.getByText('Henter passkeys...')).toBeHidden();
    await panel
      .getByRole('heading', { name: 'Dine data' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/settings-export-${size.label}.png` });

    await page.goto('/privacy');
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Indsigt og dataportabilitet' }),
    });
    await expect(
      card.getByRole('list', { name: 'Filen indeholder' }).getByRole('listitem'),
    ).toHaveText(descriptions);
    await expect(page.getByRole('row', { name: /Det, du har skrevet/ })).toContainText(
      'Dine tilbud om hjælp slettes.',
    );
    await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${SHOTS}/privacy-export-${size.label}.png` });
    await page
      .getByRole('row', { name: /Det, du har skrevet/ })
      .evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/privacy-retention-${size.label}.png` });
  });
}

/** The delete-account area of Settings → Sikkerhed and its two confirmation dialogs. */
function deletion(page: Page, panel: Locator) {
  const zone = panel.getByRole('region', { name: 'Slet konto' });
  return {
    zone,
    password: zone.getByLabel('Bekræft med dit password'),
    submit: zone.getByRole('button', { name: 'Slet min konto' }),
    firstConfirm: page.getByRole('alertdialog', { name: 'Slet konto?' }),
    lastConfirm: page.getByRole('alertdialog', { name: 'Sidste bekræftelse' }),
  };
}

test('deleting the account says at once why an empty or wrong password fails, asks twice, and confirms afterwards', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\)/); // the wrong password
  consoleErrors.allow(/status of 401 \(Unauthorized\)/); // logging in to the deleted account
  const account = await registerViaApi(request);
  const panel = await logInAndOpenSettings(page, account, 'Sikkerhed');
  const { password, submit, firstConfirm, lastConfirm } = deletion(page, panel);
  const { token } = (await storedSession(page))!;
  const expectRefused = async (message: string) => {
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(message);
    await expect(panel.getByText(message, { exact: true })).toBeVisible();
    await expect(password).toBeFocused();
    // Nothing is asked about a deletion that cannot happen.
    await expect(firstConfirm).toHaveCount(0);
    await expect(lastConfirm).toHaveCount(0);
  };

  // Empty: said at once, without a round trip and without the browser's English bubble.
  await submit.click();
  await expectRefused('Skriv dit password for at slette din konto');

  // Wrong: the server's refusal next to the field, before any confirmation.
  await password.fill('Forkert-Password-1');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expectRefused('Forkert password');
  expect(await sessionStatus(request, token)).toBe(200);

  // Changing one's mind at the first question deletes nothing.
  await password.fill(account.password);
  await expect(password).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await firstConfirm.getByRole('button', { name: 'Annuller' }).click();
  await expect(firstConfirm).toHaveCount(0);
  await expect(lastConfirm).toHaveCount(0);
  expect(await sessionStatus(request, token)).toBe(200);

  await submit.click();
  await expect(firstConfirm).toContainText('Er du sikker på, at du vil slette din konto?');
  await firstConfirm.getByRole('button', { name: 'Ja, fortsæt' }).click();
  await expect(firstConfirm).toHaveCount(0);
  await expect(lastConfirm).toContainText('Dette kan ikke fortrydes.');
  await lastConfirm.getByRole('button', { name: 'Slet min konto for altid' }).click();

  // The page one lands on says that it was done, once.
  await expect(page.getByRole('status').filter({ hasText: 'Din konto er slettet' })).toHaveText(
    'Din konto er slettet. Dine personoplysninger er slettet, og du er logget ud på alle enheder.',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.locator('header').getByRole('link', { name: 'Log ind' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Brugermenu' })).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  expect(await sessionStatus(request, token)).toBe(401);
  expect(await sessionStatus(request, account.token)).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByText('Din konto er slettet')).toHaveCount(0);

  await page.goto('/login');
  await submitLogin(page, account.username, account.password);
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'Forkert brugernavn, email eller password',
  );
  await expect(page).toHaveURL(/\/login$/);
});
