import { registerViaApi } from '../support/accounts';
import {
  closeDialog,
  detail,
  endedCallRow,
  expect,
  openDetails,
  statValue,
  test,
  uniqueName,
} from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';

test('the owner ends a call with one of two explained actions: "Annuller kald" asks first, "Luk kald" confirms the close', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Mallemukken');
  const owner = await registerViaApi(request, { boatName: vessel });
  const other = await registerViaApi(request, { boatName: uniqueName('Alken') });
  await createHelpViaApi(request, owner, { type: 'fuel', priority: 'normal' });
  const resolvedVessel = uniqueName('Lunden');
  await createHelpViaApi(request, owner, { vesselName: resolvedVessel, priority: 'normal' });

  const a = await openBrowser(owner);
  const c = await openBrowser(other);
  for (const page of [a, c]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
  }

  const cancelled = await openDetails(a, 'GRØNT KALD', vessel);
  // One set, each action with a line on what it does; the one-click "resolved" is not offered,
  // as it did what "Luk kald" does (without the thank-you).
  const ending = cancelled.getByRole('region', { name: 'Afslut kaldet' });
  await expect(ending.getByRole('button')).toHaveText(['Luk kald', 'Annuller kald']);
  await expect(ending.getByRole('button', { name: 'Luk kald' })).toHaveAccessibleDescription(
    'Problemet er løst: kaldet afsluttes som løst.',
  );
  await expect(ending.getByRole('button', { name: 'Annuller kald' })).toHaveAccessibleDescription(
    'Du har ikke længere brug for hjælp: kaldet afsluttes som annulleret.',
  );
  await expect(cancelled.getByRole('button', { name: /^Markér/ })).toHaveCount(0);

  const askCancel = a.getByRole('alertdialog', { name: 'Annuller kaldet?' });
  // Asked first: "Fortryd" (or Esc) leaves the call as it was.
  await ending.getByRole('button', { name: 'Annuller kald' }).click();
  await expect(askCancel).toContainText('ingen kan længere tilbyde hjælp');
  await askCancel.getByRole('button', { name: 'Fortryd' }).click();
  await expect(askCancel).toHaveCount(0);
  await ending.getByRole('button', { name: 'Annuller kald' }).click();
  await expect(askCancel).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(askCancel).toHaveCount(0);
  await expect(cancelled).toBeVisible();
  await expect(detail(cancelled, 'Status')).toHaveText('Aktiv');
  await expect(cancelled.getByRole('status')).toHaveCount(0);

  await ending.getByRole('button', { name: 'Annuller kald' }).click();
  await askCancel.getByRole('button', { name: 'Ja, annuller' }).click();
  await expect(askCancel).toHaveCount(0);
  await expect(cancelled.getByRole('status')).toHaveText('Status opdateret til: Annulleret');
  await expect(detail(cancelled, 'Status')).toHaveText('Annulleret');
  await expect(cancelled.getByRole('button', { name: 'Luk kald' })).toHaveCount(0);
  await closeDialog(cancelled);
  await expect(
    (await endedCallRow(c, vessel)).getByText('Annulleret', { exact: true }),
  ).toBeVisible();

  // Without a helper, "Luk kald" is the close-call form's one button; the owner is told it worked.
  const resolved = await openDetails(a, 'GRØNT KALD', resolvedVessel);
  await resolved.getByRole('button', { name: 'Luk kald' }).click();
  const close = a.getByRole('dialog', { name: 'Luk kald' });
  await expect(close).toContainText('ingen hjælper accepteret');
  await close.getByRole('button', { name: 'Luk kald' }).click();
  await expect(close).toHaveCount(0);
  const done = a
    .locator('.notice-region')
    .getByRole('status')
    .filter({ hasText: 'Kaldet er lukket' });
  await expect(done).toContainText(`${resolvedVessel} er afsluttet som løst.`);
  await expect(
    (await endedCallRow(c, resolvedVessel)).getByText('Løst', { exact: true }),
  ).toBeVisible();
  await expect(
    (await endedCallRow(a, resolvedVessel)).getByText('Løst', { exact: true }),
  ).toBeVisible();
});

test('the close-call rating is five stars in one row, named "1 stjerne" to "5 stjerner", chosen with the arrow keys', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Ternen');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Skarven') });
  const call = await createHelpViaApi(request, owner, { priority: 'urgent' });
  await acceptViaApi(request, owner, await offerViaApi(request, helper, call.id));

  const a = await openBrowser(owner);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await a.setViewportSize({ width, height });
    await a.goto('/');
    const details = await openDetails(a, 'GULT KALD', vessel);
    await details.getByRole('button', { name: 'Luk kald', exact: true }).click();
    const close = a.getByRole('dialog', { name: 'Luk kald' });
    const rating = close.getByRole('radiogroup', { name: 'Bedømmelse' });
    const names = ['1 stjerne', '2 stjerner', '3 stjerner', '4 stjerner', '5 stjerner'];
    await expect(rating.getByRole('radio')).toHaveCount(5);
    for (const name of names) await expect(rating.getByRole('radio', { name })).toBeDisabled();

    const thanks = close.getByLabel(`Tak til ${helper.username} (valgfri)`);
    await thanks.fill('Tak for hjælpen!');
    // One row: every star's label on the same line, left to right.
    const boxes = await Promise.all(
      names.map(async (name) => {
        const box = await rating.locator('label', { hasText: name }).boundingBox();
        expect(box, name).not.toBeNull();
        return box!;
      }),
    );
    for (const [i, box] of boxes.entries()) {
      expect(Math.abs(box.y - boxes[0]!.y), `${names[i]} on the first star's line`).toBeLessThan(2);
      if (i > 0) expect(box.x).toBeGreaterThan(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }

    // From the text, Tab goes to the chosen star (5 by default); the arrows move the choice.
    await thanks.press('Tab');
    await expect(rating.getByRole('radio', { name: '5 stjerner' })).toBeFocused();
    await a.keyboard.press('ArrowLeft');
    await a.keyboard.press('ArrowLeft');
    await expect(rating.getByRole('radio', { name: '3 stjerner' })).toBeChecked();
    await expect(rating.getByRole('radio', { name: '3 stjerner' })).toBeFocused();
    await a.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
    await expect(rating.getByRole('radio', { name: '5 stjerner' })).not.toBeChecked();
    await a.screenshot({ path: test.info().outputPath(`close-call-stars-${width}.png`) });
    await close.getByRole('button', { name: 'Luk', exact: true }).click();
    await expect(close).toHaveCount(0);
  }
});
