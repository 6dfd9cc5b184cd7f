import { mkdir } from 'node:fs/promises';
import { HTTP_ERRORS } from '@havhjaelp/common/errors';
import type { SupportMessage } from '@havhjaelp/common/support';
import type { Locator, Page } from '@playwright/test';
import { cookiesAnswered } from '../support/accounts';
import { expectInvalid } from '../support/field-errors';
import { test, expect } from '../support/fixtures';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/small';
// The cookie banner is answered: it would lie over the form's button on a phone.
test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

/** Opens the support form from the footer. */
async function openSupportForm(page: Page) {
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills in the four fields and sends them. */
async function send(dialog: Locator, message: SupportMessage) {
  await dialog.getByLabel('Navn').fill(message.name);
  await dialog.getByLabel('Email').fill(message.email);
  await dialog.getByLabel('Emne').fill(message.subject);
  await dialog.getByLabel('Besked').fill(message.message);
  await dialog.getByRole('button', { name: 'Send besked' }).click();
}

test('the support form delivers a mail to support and resets on the next opening', async ({
  page,
  smtp,
}) => {
  await page.goto('/credits');
  const dialog = await openSupportForm(page);
  await send(dialog, {
    name: 'Jens Hansen',
    email: 'jens@example.dk',
    subject: 'Kortet viser ikke min båd',
    message: 'Hej! Min båd "Havørnen" vises ikke på kortet.\nHilsen Jens',
  });
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
  await openSupportForm(page);
  await expect(dialog.getByLabel('Navn')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Send besked' })).toBeEnabled();
});

test('the support form says at each field what is wrong, in Danish, and keeps what was typed', async ({
  page,
}) => {
  await page.goto('/');
  const dialog = await openSupportForm(page);
  // Passes the browser's own e-mail check, but not the schema the form shares with the server.
  await send(dialog, { name: 'Jens', email: 'jens@localhost', subject: 'Hej', message: 'Tekst' });
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
  const dialog = await openSupportForm(page);
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
  const spent = await Promise.all(
    [1, 2, 3, 4, 5].map((n) =>
      request.post('/api/support', {
        data: { name: 'Jens', email: 'jens@example.dk', subject: `Spam ${n}`, message: 'Igen' },
      }),
    ),
  );
  expect(spent.map((response) => response.status())).toEqual([200, 200, 200, 200, 200]);
  await page.goto('/');
  const dialog = await openSupportForm(page);
  await send(dialog, { name: 'Jens', email: 'jens@example.dk', subject: 'Hej', message: 'Tekst' });
  await expect(dialog.getByRole('alert')).toHaveText(HTTP_ERRORS.RATE_LIMITED.message);
  await expect(dialog.getByLabel('Besked')).toHaveValue('Tekst');
});
