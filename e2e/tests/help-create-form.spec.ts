import { mkdir } from 'node:fs/promises';
import { registerViaApi } from '../support/accounts';
import { expectInvalid } from '../support/field-errors';
import { expect, test } from '../support/help';
import { menuButton } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

const SHOTS = '/tmp/shots/helpflow';
// This spec's own corner of the map, clear of other specs' calls.
const HERE = { latitude: 55.12, longitude: 10.9 };
const CONFIRM =
  'Bekræft, at situationen ikke er livstruende. Ved fare for liv: ring 112 eller kald på VHF kanal 16.';

for (const size of SCREEN_SIZES) {
  test(`the create-call form marks every missing field at once, in Danish, with "Send anmodning" in view (${size.label})`, async ({
    request,
    openBrowser,
  }) => {
    await mkdir(SHOTS, { recursive: true });
    const page = await openBrowser(await registerViaApi(request), { geolocation: HERE });
    await page.setViewportSize(size.viewport);
    // The form is what this is about, not the tiles: no waiting for them.
    await page.goto('/map');
    await menuButton(page, 'Opret kald').click();
    const form = page.getByRole('dialog', { name: 'Opret kald' });
    await expect(form).toContainText('Kaldets position:');
    const send = form.getByRole('button', { name: 'Send anmodning' });
    // In view as the form opens: on a phone the sheet's bottom bar, with nothing to scroll first.
    await expectInsideWindow(send);
    await expectOnTop(send);

    const type = form.getByLabel('Problemtype');
    const priority = form.getByLabel('Prioritet');
    const statement = form.getByRole('checkbox', {
      name: 'Jeg bekræfter, at situationen ikke er livstruende',
    });
    await send.click();
    await expectInvalid(page, type, 'Vælg problemtype');
    await expectInvalid(page, priority, 'Vælg prioritet');
    await expectInvalid(page, statement, CONFIRM);
    // The position is known, so nothing else stops the call; the focus is on the first field.
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(type).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/create-call-errors-${size.label}.png` });
    await expectInsideWindow(send);
    await expectOnTop(send);

    // The statement's box is a 24 px target, and its words are part of it.
    const box = (await statement.boundingBox())!;
    expect(box.width, 'box width').toBeGreaterThanOrEqual(24);
    expect(box.height, 'box height').toBeGreaterThanOrEqual(24);
    const label = statement.locator('xpath=ancestor::label');
    const target = (await label.boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
    await label.getByText('Jeg bekræfter, at situationen ikke er livstruende').click();
    await expect(statement).toBeChecked();

    // Fixed fields lose their mark as they are fixed; the rest keep theirs.
    await expect(statement).not.toHaveAttribute('aria-invalid');
    await type.selectOption({ label: 'Fladt batteri' });
    await expect(type).not.toHaveAttribute('aria-invalid');
    await expectInvalid(page, priority, 'Vælg prioritet');
    await send.click();
    await expect(priority).toBeFocused();
    await priority.selectOption({ label: 'Normal' });
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    await send.click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
  });
}
