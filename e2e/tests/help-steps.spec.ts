import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { detailsDialog, expect, openDetails, statValue, test, uniqueName } from '../support/help';
import { acceptViaApi, closeViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/helpflow';

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
  await expect(badge(a)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');
  await expect(a.getByTestId('offers-count')).toHaveCount(0);

  // The first offer: the owner is told who offers, and the badge marks the call at once.
  await offerViaApi(request, other, call.id, { message: 'Jeg har en slæbeline.' });
  await readToast(a, 'Nyt tilbud om hjælp', `${other.username} tilbyder at hjælpe ${vessel}.`);
  await expect(badge(a)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1 · 1 med tilbud');
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
  await expect(badge(a)).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');
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

for (const size of SCREEN_SIZES) {
  test(`the owner's "Nyt tilbud om hjælp" toast opens the call, offers first, then the ending actions; closing is confirmed (${size.label})`, async ({
    request,
    openBrowser,
  }) => {
    await mkdir(SHOTS, { recursive: true });
    const vessel = uniqueName('Havørnen');
    const owner = await registerViaApi(request, { boatName: vessel });
    const helper = await registerViaApi(request, { boatName: uniqueName('Lodsen') });
    const call = await createHelpViaApi(request, owner);
    const a = await openBrowser(owner);
    await a.setViewportSize(size.viewport);
    await a.goto('/');
    await expect(statValue(a, 'Realtid')).toHaveText('Online');

    await offerViaApi(request, helper, call.id, { message: 'Jeg har en slæbeline.' });
    const toast = a
      .locator('.notice-region')
      .getByRole('status')
      .filter({ has: a.getByText('Nyt tilbud om hjælp', { exact: true }) });
    await expect(toast).toContainText(`${helper.username} tilbyder at hjælpe ${vessel}.`);
    await expectOnTop(toast);
    await a.screenshot({ path: `${SHOTS}/offer-toast-${size.label}.png` });
    await toast.getByRole('button', { name: 'Se tilbud' }).click();
    await expect(toast).toHaveCount(0);
    const details = detailsDialog(a, 'GULT KALD', vessel);
    await expectOnTop(details);

    // The offer and its "Accepter" come first, in view as the dialog opens; then the ending
    // actions; then what the owner already knows of the call.
    const accept = details.getByRole('button', { name: `Accepter ${helper.username}` });
    await expectInsideWindow(accept);
    const ending = details.getByRole('region', { name: 'Afslut kaldet' });
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    expect(await top(accept)).toBeLessThan(await top(ending));
    expect(await top(ending)).toBeLessThan(await top(details.locator('dl')));
    await a.screenshot({ path: `${SHOTS}/owner-details-offers-${size.label}.png` });

    await accept.click();
    await a
      .getByRole('alertdialog', { name: 'Accepter hjælper?' })
      .getByRole('button', { name: 'Ja, accepter' })
      .click();
    await expect(details.getByRole('status')).toHaveText('Hjælper accepteret!');
    await expect(ending.getByRole('button', { name: 'Luk kald' })).toHaveAccessibleDescription(
      `Du har fået hjælp: kaldet afsluttes som løst, og du kan takke ${helper.username}.`,
    );
    await ending.scrollIntoViewIfNeeded();
    await expectOnTop(ending);
    await a.screenshot({ path: `${SHOTS}/owner-ending-actions-${size.label}.png` });

    // Closed with a thank-you: the owner is told the call is closed and the thanks sent.
    await ending.getByRole('button', { name: 'Luk kald' }).click();
    const close = a.getByRole('dialog', { name: 'Luk kald' });
    await close.getByLabel(`Tak til ${helper.username} (valgfri)`).fill('Tusind tak!');
    await close.getByRole('button', { name: 'Luk kald', exact: true }).click();
    await expect(close).toHaveCount(0);
    const done = a
      .locator('.notice-region')
      .getByRole('status')
      .filter({ has: a.getByText('Kaldet er lukket', { exact: true }) });
    await expect(done).toContainText(
      `${vessel} er afsluttet som løst. Din tak er sendt til ${helper.username}.`,
    );
    await expectOnTop(done);
    await a.screenshot({ path: `${SHOTS}/owner-closed-confirmation-${size.label}.png` });
  });
}
