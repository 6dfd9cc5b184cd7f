import { ownerWithAcceptedHelper } from '../support/accepted-chat';
import { expect, test } from '../support/help';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the chat docks on the tab bar, clear of the header, and minimised it counts what is unread', async ({
  request,
  openBrowser,
}) => {
  const { helper, call, page, chat } = await ownerWithAcceptedHelper(
    request,
    openBrowser,
    'Arkebusen',
  );
  await expect(chat).toBeVisible();
  const sheet = (await chat.boundingBox())!;
  const header = (await page.locator('header').boundingBox())!;
  // The phone's tab bar stays in reach under the sheet.
  const tabBar = (await page.getByRole('navigation', { name: 'Hovedmenu' }).boundingBox())!;
  expect(sheet.x).toBe(0);
  expect(sheet.width).toBe(390);
  expect(sheet.y + sheet.height).toBeCloseTo(tabBar.y, 0);
  expect(tabBar.y + tabBar.height).toBeCloseTo(844, 0);
  expect(sheet.y).toBeGreaterThanOrEqual(header.y + header.height);

  await chat.getByRole('button', { name: 'Minimer chat' }).click();
  await expect(chat.getByRole('textbox')).toHaveCount(0);
  const unread = chat.getByLabel(/ulæste$/);
  await expect(unread).toHaveCount(0);
  const line = await request.post(`/api/help/${call.id}/chat`, {
    headers: { authorization: `Bearer ${helper.token}` },
    data: { message: 'Vi er der om et kvarter.' },
  });
  expect(line.status()).toBe(200);
  await expect(unread).toHaveText('1');
  await expect(unread).toHaveAttribute('aria-label', '1 ulæste');
  const minimised = (await chat.boundingBox())!;
  expect(minimised.y + minimised.height).toBeCloseTo(tabBar.y, 0);

  // Opened again, the line is read and the count goes.
  await chat.getByRole('button', { name: 'Udvid chat' }).click();
  await expect(chat).toContainText('Vi er der om et kvarter.');
  await chat.getByRole('button', { name: 'Minimer chat' }).click();
  await expect(unread).toHaveCount(0);
});
