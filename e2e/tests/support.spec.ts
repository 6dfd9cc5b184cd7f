import { mkdir } from 'node:fs/promises';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import { cookiesAnswered } from '../support/accounts';
import { expectInvalid } from '../support/field-errors';
import { test, expect } from '../support/fixtures';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/small';
// The cookie banner is answered: it would lie over the form's button on a phone.
test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

test('the support form delivers a mail to support and resets on the next opening', async ({
  page,
  smtp,
}) => {
  await page.goto('/credits');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Navn').fill('Jens Hansen');
  await dialog.getByLabel('Email').fill('jens@example.dk');
  await dialog.getByLabel('Emne').fill('Kortet viser ikke min båd');
  await dialog
    .getByLabel('Besked')
    .fill('Hej! Min båd "Havørnen" vises ikke på kortet.\nHilsen Jens');
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /Din besked er sendt! Vi svarer hurtigst muligt\./,
  );

  const mail = await smtp.waitForMail((m) => m.subject.includes('Kortet viser ikke min båd'));
  expect(mail.subject).toBe('[Havhjælp support] Kortet viser ikke min båd');
  expect(mail.to).toEqual(['support@havhjaelp.test']);
  expect(mail.replyTo).toBe('jens@example.dk');
  expect(mail.text).toContain('Fra: Jens Hansen <jens@example.dk>');
  expect(mail.text).toContain('Min båd "Havørnen" vises ikke på kortet.');

  await dialog.getByRole('button', { name: 'Luk' }).first().click();
  await expect(dialog).toHaveCount(0);
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  await expect(dialog.getByLabel('Navn')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Send besked' })).toBeEnabled();
});

test('the support form says at each field what is wrong, in Danish, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await dialog.getByLabel('Navn').fill('Jens');
  // Passes the browser's own e-mail check, but not the schema the form shares with the server.
  await dialog.getByLabel('Email').fill('jens@localhost');
  await dialog.getByLabel('Emne').fill('Hej');
  await dialog.getByLabel('Besked').fill('Tekst');
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expectInvalid(page, dialog.getByLabel('Email'), 'Indtast en gyldig email');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByLabel('Besked')).toHaveValue('Tekst');
  await expect(dialog.getByLabel('Navn')).not.toHaveAttribute('aria-invalid');
});

test('the support form names every missing field in Danish at once, without the browser’s bubbles, and sends nothing', async ({
  page,
  smtp,
}) => {
  await mkdir(SHOTS, { recursive: true });
  const before = smtp.mails.length;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/support') sent.push(request.method());
  });
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await dialog.getByRole('button', { name: 'Send besked' }).click();

  const missing = [
    ['Navn', 'Navn er påkrævet'],
    ['Email', 'Email er påkrævet'],
    ['Emne', 'Emne er påkrævet'],
    ['Besked', 'Besked er påkrævet'],
  ] as const;
  for (const [label, message] of missing) {
    await expectInvalid(page, dialog.getByLabel(label), message);
    // No native check either: the browser has nothing to say in its own (English) bubble.
    expect(
      await dialog
        .getByLabel(label)
        .evaluate((field: HTMLInputElement | HTMLTextAreaElement) => field.validationMessage),
    ).toBe('');
  }
  await expect(dialog.locator('form')).toHaveAttribute('novalidate');
  await expect(dialog.getByLabel('Navn')).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expectOnTop(dialog);
    await page.screenshot({ path: `${SHOTS}/support-errors-${size.label}.png` });
  }

  // A field's message goes as soon as it is filled in.
  await dialog.getByLabel('Navn').fill('Jens');
  await expect(dialog.getByLabel('Navn')).not.toHaveAttribute('aria-invalid');
  expect(sent, 'requests to /api/support').toEqual([]);
  expect(smtp.mails.length, 'mails received').toBe(before);
});

test('the support form shows the server’s Danish refusal and keeps what was typed', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
  // The test's own client address has used up its messages (5 in 10 minutes).
  for (let sent = 0; sent < 5; sent += 1) {
    const response = await request.post('/api/support', {
      data: { name: 'Jens', email: 'jens@example.dk', subject: `Spam ${sent}`, message: 'Igen' },
    });
    expect(response.status()).toBe(200);
  }
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await dialog.getByLabel('Navn').fill('Jens');
  await dialog.getByLabel('Email').fill('jens@example.dk');
  await dialog.getByLabel('Emne').fill('Hej');
  await dialog.getByLabel('Besked').fill('Tekst');
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(HTTP_ERRORS.RATE_LIMITED.message);
  await expect(dialog.getByLabel('Besked')).toHaveValue('Tekst');
});
