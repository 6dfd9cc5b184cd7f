import { mkdir } from 'node:fs/promises';
import { HELP_MESSAGES } from '@havhjaelp/common/help';
import { publicPosition } from '@havhjaelp/common/help-precision';
import { formatPosition } from '@havhjaelp/common/nautical-format';
import { registerViaApi } from '../support/accounts';
import { callRow, detail, expect, openDetails, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { SCREEN_SIZES, SCREENSHOTS } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';

// The call is raised off Helsingør; the member starts at Skagen, some 200 km away, and then
// shares a place 4 km south of the call.
const AT_HELSINGOR = { lat: 56.036_123, lng: 12.613_645 };
const FAR = { latitude: 57.72, longitude: 10.58 };
const NEAR = { latitude: 56.0, longitude: 12.6 };
const LINE = HELP_MESSAGES.sharePositionForPrecise;

test('a member far away sees the call roughly and is told to share a position; shared from nearby, the call is precise', async ({
  request,
  openBrowser,
}) => {
  await mkdir(SCREENSHOTS, { recursive: true });
  expect(LINE).toBe('Del din position for at se det præcise sted');
  const owner = await registerViaApi(request);
  const vessel = uniqueName('Marsvinet');
  const description = 'Tovet i skruen, vi ligger for anker ved Kronborg.';
  await createHelpViaApi(request, owner, {
    vesselName: vessel,
    priority: 'urgent',
    description,
    position: AT_HELSINGOR,
  });
  const page = await openBrowser(await registerViaApi(request), { geolocation: FAR });
  await page.goto('/');

  // The list: the row is there, its distance about, and the line says how to see it precisely.
  const row = callRow(page, vessel);
  await expect(row).toBeVisible();
  await expect(row).toContainText(/ca\. \d+ sm mod /);
  const listLine = page.getByTestId('share-position-note').first();
  await expect(listLine).toContainText(LINE);
  await expectOnTop(listLine);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expect(listLine).toBeInViewport();
    await page.screenshot({ path: `${SCREENSHOTS}/help-rough-list-${size.label}.png` });
  }
  await page.setViewportSize(SCREEN_SIZES[0].viewport);

  // The details: the rounded place, no description, and the line with its button.
  const dialog = await openDetails(page, 'GULT KALD', vessel);
  const rounded = formatPosition(publicPosition(AT_HELSINGOR));
  await expect(detail(dialog, 'Position')).toContainText(`ca. ${rounded}`);
  await expect(dialog.getByText('Beskrivelse', { exact: true })).toHaveCount(0);
  await expect(dialog).not.toContainText(description);
  const dialogLine = dialog.getByTestId('share-position-note');
  await expect(dialogLine).toContainText(LINE);
  await expectOnTop(dialogLine);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: `${SCREENSHOTS}/help-rough-details-${size.label}.png` });
  }

  // The member moves near the call and shares where they are: the precise call appears.
  await page.context().setGeolocation(NEAR);
  await dialogLine.getByRole('button', { name: 'Del position' }).click();
  await expect(detail(dialog, 'Beskrivelse')).toHaveText(description);
  await expect(detail(dialog, 'Position')).toContainText(formatPosition(AT_HELSINGOR));
  await expect(detail(dialog, 'Position')).not.toContainText('ca.');
  await expect(detail(dialog, 'Afstand')).toHaveText('2,2 sm mod NNØ fra dig');
  await expect(dialog.getByTestId('share-position-note')).toHaveCount(0);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: `${SCREENSHOTS}/help-precise-details-${size.label}.png` });
  }
  await dialog.getByRole('button', { name: 'Luk', exact: true }).click();
  await expect(row).not.toContainText('ca.');
  await expect(row).toContainText('2,2 sm mod NNØ');
});
