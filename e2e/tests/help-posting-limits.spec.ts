import { registerViaApi } from '../support/accounts';
import { expect, test, uniqueName } from '../support/help';
import { createHelpViaApi, listCallsViaApi } from '../support/help-api';
import { menuButton, openMap } from '../support/map';

const CALL_AT = { latitude: 54.9, longitude: 10.2 };

test('a fourth open call is refused in the form with the server’s Danish message, and nothing is sent', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  // The browser logs the refused request itself; the form's message is what this test is about.
  consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
  const owner = await registerViaApi(request);
  for (let i = 1; i <= 3; i += 1) {
    await createHelpViaApi(request, owner, {
      vesselName: uniqueName(`Åben ${i}`),
      position: { lat: CALL_AT.latitude, lng: CALL_AT.longitude },
    });
  }
  const countBefore = (await listCallsViaApi(request)).count;
  const page = await openBrowser(owner, { geolocation: CALL_AT });
  await openMap(page);

  await menuButton(page, 'Opret kald').click();
  const form = page.getByRole('dialog', { name: 'Opret kald' });
  await form.getByLabel('Bådens navn').fill(uniqueName('Fjerde'));
  await form.getByLabel('Problemtype').selectOption({ label: 'Mangler brændstof' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Normal' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Fejl: Du har allerede 3 åbne kald. Luk et, før du opretter et nyt.',
  );
  // The dialog stays open with what was typed, and no call was made.
  await expect(form).toBeVisible();
  expect((await listCallsViaApi(request)).count).toBe(countBefore);
});
