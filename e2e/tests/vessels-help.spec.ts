import { DEFAULT_VESSEL_NAME } from '@havhjaelp/common/help';
import type { Account } from '@havhjaelp/testing/accounts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { expect, test, uniqueName } from '../support/help';
import { listCallsViaApi } from '../support/help-api';
import { menuButton, openMap } from '../support/map';
import { createVesselViaApi } from '../support/vessels';

// The help call names one of the owner's vessels (SPEC.md section 5, issue 16). This corner of the
// map is this spec's own.
const CALL_AT = { latitude: 55.75, longitude: 10.6 };

async function openCreateCall(page: Page): Promise<Locator> {
  await menuButton(page, 'Opret kald').click();
  const form = page.getByRole('dialog', { name: 'Opret kald' });
  await expect(form).toBeVisible();
  return form;
}

/** Fills in what is required besides the vessel, sends the call and waits for the form to close. */
async function sendCall(page: Page, form: Locator): Promise<void> {
  await form.getByLabel('Problemtype').selectOption({ label: 'Motorstop' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Normal' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
  await expect(form).toHaveCount(0);
}

/** The vessel names of the owner's calls, newest first, as the public list has them. */
async function callVesselNames(request: APIRequestContext, owner: Account): Promise<string[]> {
  const { requests } = await listCallsViaApi(request);
  return requests
    .filter((call) => call.userName === owner.username)
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .map((call) => call.vesselName);
}

test("the create-call form offers the owner's vessels, the first by default, and the call names the chosen one", async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request, { boatName: uniqueName('Bådnavn') });
  const first = uniqueName('Ærøfærgen');
  const second = uniqueName('Lodsbåden');
  await createVesselViaApi(request, owner, { name: first });
  await createVesselViaApi(request, owner, { name: second, vessel_type: 'motorboat' });
  const page = await openBrowser(owner, { geolocation: CALL_AT });
  await openMap(page);

  // Offered as a choice of exactly the owner's vessels, oldest first, the first chosen.
  let form = await openCreateCall(page);
  const vessel = form.getByRole('combobox', { name: 'Bådens navn' });
  await expect(vessel.getByRole('option')).toHaveText([first, second]);
  await expect(vessel).toHaveValue(first);
  await sendCall(page, form);
  await expect.poll(() => callVesselNames(request, owner)).toEqual([first]);

  // The second, when chosen, is the one the call names.
  form = await openCreateCall(page);
  await expect(vessel).toHaveValue(first);
  await vessel.selectOption({ label: second });
  await sendCall(page, form);
  await expect.poll(() => callVesselNames(request, owner)).toEqual([second, first]);
});

test("a boater with neither a vessel nor a boat name raises the call as 'Min Båd'", async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request, { boatName: '' });
  const page = await openBrowser(owner, { geolocation: CALL_AT });
  await openMap(page);

  const form = await openCreateCall(page);
  // A free text field then, empty, which says what an empty one will be called.
  const vessel = form.getByRole('textbox', { name: 'Bådens navn' });
  await expect(vessel).toHaveValue('');
  await expect(vessel).toHaveAttribute('placeholder', DEFAULT_VESSEL_NAME);
  await sendCall(page, form);
  await expect.poll(() => callVesselNames(request, owner)).toEqual([DEFAULT_VESSEL_NAME]);
});
