import { test, expect } from '../support/fixtures';

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

test('the support form shows the server’s Danish error and keeps what was typed', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400 \(Bad Request\)/);
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await dialog.getByLabel('Navn').fill('Jens');
  // Passes the browser's e-mail check but not the server's.
  await dialog.getByLabel('Email').fill('jens@localhost');
  await dialog.getByLabel('Emne').fill('Hej');
  await dialog.getByLabel('Besked').fill('Tekst');
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Indtast en gyldig email');
  await expect(dialog.getByLabel('Besked')).toHaveValue('Tekst');
});

test('the support form refuses empty fields before sending', async ({ page, smtp }) => {
  const before = smtp.mails.length;
  await page.goto('/');
  await page.locator('footer').getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontakt support' });
  await dialog.getByRole('button', { name: 'Send besked' }).click();
  const valid = await dialog
    .getByLabel('Navn')
    .evaluate((input: HTMLInputElement) => input.validity.valid);
  expect(valid).toBe(false);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  expect(smtp.mails.length).toBe(before);
});
