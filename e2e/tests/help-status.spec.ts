import { registerViaApi } from '../support/accounts';
import {
  closeDialog,
  createHelpViaApi,
  detail,
  endedCallRow,
  expect,
  openDetails,
  statValue,
  test,
  uniqueName,
} from '../support/help';

test('ending a call with "Annuller kald" or "Markér som løst" confirms the new status to the owner', async ({
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
  await cancelled.getByRole('button', { name: 'Annuller kald' }).click();
  await expect(cancelled.getByRole('status')).toHaveText('Status opdateret til: Annulleret');
  await expect(detail(cancelled, 'Status')).toHaveText('Annulleret');
  await closeDialog(cancelled);
  await expect(
    (await endedCallRow(c, vessel)).getByText('Annulleret', { exact: true }),
  ).toBeVisible();

  const resolved = await openDetails(a, 'GRØNT KALD', resolvedVessel);
  await resolved.getByRole('button', { name: 'Markér som løst' }).click();
  await expect(resolved.getByRole('status')).toHaveText('Status opdateret til: Løst');
  await expect(detail(resolved, 'Status')).toHaveText('Løst');
  await closeDialog(resolved);
  await expect(
    (await endedCallRow(c, resolvedVessel)).getByText('Løst', { exact: true }),
  ).toBeVisible();
});
