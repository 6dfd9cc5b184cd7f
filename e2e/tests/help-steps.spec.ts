import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expect, openDetails, statValue, test, uniqueName } from '../support/help';
import { acceptViaApi, closeViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';

const badge = (page: Page) => page.getByRole('button', { name: /^Mine kald:/ });
const toasts = (page: Page) => page.locator('.notice-region .toast');

/**
 * The one toast with this title and text in the notice region, read out as a status; then closed
 * with its ×, as a person who has read it would, so the toasts queued behind it get their turn.
 * Success and news also go by themselves after 5-8 s (toasts.ts): on a slow machine that can come
 * while the test reads, and the × is gone before the click lands, which frees the place as well.
 */
async function readToast(page: Page, title: string, text: string): Promise<void> {
  const toast = page
    .locator('.notice-region')
    .getByRole('status')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('strong')).toHaveText(title);
  // textContent, not toHaveText, so a line break in the text is checked too.
  await expect.poll(() => toast.locator('.pre-wrap').textContent()).toBe(text);
  await expect(async () => {
    if ((await toast.count()) > 0) {
      await toast.getByRole('button', { name: 'Luk besked' }).click({ timeout: 2_000 });
    }
    await expect(toast).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}

/** No toast with this title in the notice region, whatever its role. */
async function expectNoToast(page: Page, title: string): Promise<void> {
  await expect(toasts(page).filter({ has: page.getByText(title, { exact: true }) })).toHaveCount(0);
}

test('both people hear of every step: offers, acceptance, on the way, arrived, closed and the thank-you with its stars', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Havørnen');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Lodsen') });
  const other = await registerViaApi(request, { boatName: uniqueName('Ternen') });
  const call = await createHelpViaApi(request, owner);

  const a = await openBrowser(owner);
  const b = await openBrowser(helper);
  for (const page of [a, b]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
  }
  await expect(badge(a)).toHaveAccessibleName('Mine kald: 0 jeg hjælper med, 1 egne aktive');
  await expect(a.getByTestId('offers-count')).toHaveCount(0);

  // The first offer: the owner is told who offers, and the badge marks the call at once.
  await offerViaApi(request, other, call.id, { message: 'Jeg har en slæbeline.' });
  await readToast(a, 'Nyt tilbud om hjælp', `${other.username} tilbyder at hjælpe ${vessel}.`);
  await expect(badge(a)).toHaveAccessibleName(
    'Mine kald: 0 jeg hjælper med, 1 egne aktive, 1 med tilbud',
  );
  await expect(a.getByTestId('offers-count')).toHaveText('1');
  // A second offer names its own helper; offerers are not told of each other.
  const offer = await offerViaApi(request, helper, call.id, { message: 'Kommer nu.' });
  await readToast(a, 'Nyt tilbud om hjælp', `${helper.username} tilbyder at hjælpe ${vessel}.`);
  await expectNoToast(b, 'Nyt tilbud om hjælp');

  // The owner accepts; only the helper is told, and the badge no longer waits on an offer.
  await acceptViaApi(request, owner, offer);
  await readToast(
    b,
    'Du er accepteret som hjælper',
    `${owner.username} har valgt dig til at hjælpe ${vessel}.`,
  );
  await expect(badge(a)).toHaveAccessibleName('Mine kald: 0 jeg hjælper med, 1 egne aktive');
  await expect(a.getByTestId('offers-count')).toHaveCount(0);
  await expectNoToast(a, 'Du er accepteret som hjælper');

  // The helper reports progress in the details; the owner hears of each step, the helper not.
  const details = await openDetails(b, 'GULT KALD', vessel);
  await details.getByRole('button', { name: 'Jeg er på vej' }).click();
  await readToast(a, 'Hjælperen er på vej', `${helper.username} er på vej til ${vessel}.`);
  await details.getByRole('button', { name: 'Jeg er ankommet' }).click();
  await readToast(a, 'Hjælperen er fremme', `${helper.username} er fremme ved ${vessel}.`);
  await details.getByRole('button', { name: 'Luk', exact: true }).click();
  await expect(details).toHaveCount(0);
  for (const title of ['Hjælperen er på vej', 'Hjælperen er fremme']) {
    await expectNoToast(b, title);
  }

  // The owner closes the call with a private thank-you; the helper still gets it, with the stars.
  const message = 'Tak for slæbet ind til Helsingør!';
  await closeViaApi(request, owner, call.id, { testimonial: message, rating: 4, isPublic: false });
  await readToast(b, 'Kaldet er lukket', `${owner.username} har lukket kaldet for ${vessel}.`);
  await readToast(b, `Tak fra ${owner.username}`, `${message}\n★★★★☆ 4 af 5`);
  for (const title of ['Kaldet er lukket', `Tak fra ${owner.username}`]) {
    await expectNoToast(a, title);
  }
});
