import { cookiesAnswered, registerViaApi } from '../support/accounts';
import {
  callList,
  callRow,
  closeDialog,
  detail,
  endedCallList,
  endedCallRow,
  endedCallsToggle,
  expect,
  expectSameDocument,
  markDocument,
  openDetails,
  statValue,
  test,
  uniqueName,
} from '../support/help';
import {
  cancelViaApi,
  createHelpViaApi,
  listCallsViaApi,
  openCallCount,
} from '../support/help-api';
import { escapeRegExp } from '../support/text';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

/** A visitor's row: a button that asks to log in, named last by its padlock. */
const LOCKED = /Log ind for at se detaljer$/;

/** The ended calls shown per page of 'Afsluttede kald'. */
const ENDED_PAGE_SIZE = 10;

test('a logged-out visitor sees the calls locked, the welcome and warning, and new calls live', async ({
  page,
  request,
}) => {
  const vessel = uniqueName('Sælen');
  const owner = await registerViaApi(request, { boatName: vessel });
  await createHelpViaApi(request, owner, { type: 'towing', priority: 'critical' });
  const ended = uniqueName('Sælen aflyst');
  const cancelled = await createHelpViaApi(request, owner, { vesselName: ended });
  await cancelViaApi(request, owner, cancelled.id);
  const total = (await listCallsViaApi(request)).count;
  const active = await openCallCount(request);

  await page.goto('/');
  const hero = page.locator('.hero');
  await expect(hero.getByRole('heading', { name: 'Velkommen til Havhjælp' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Opret konto' })).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Log ind' })).toBeVisible();
  const warning = page.getByRole('note').filter({ hasText: 'Havhjælp er i beta.' });
  await expect(warning).toContainText(
    'Havhjælp er IKKE til nødsituationer. Ved fare for liv: ring 112 eller kald på VHF kanal 16.',
  );
  await expect(warning).toContainText('Der er ingen garanteret svartid eller serviceniveau.');

  // The live channel works without login.
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
  // The e2e server runs the AIS replay simulator (ais.spec.ts checks the count itself).
  await expect(statValue(page, 'AIS skibe')).toHaveText(/^[1-9][\d.]*$/);
  await expect(statValue(page, 'Kald i alt')).toHaveText(String(total));
  await expect(statValue(page, 'Aktive kald')).toHaveText(String(active));
  await expect(page.getByRole('heading', { name: 'Alle kald' })).toBeVisible();
  await markDocument(page);

  // Every row is locked: a padlock, and a tap asks to log in (help-login-prompt.spec.ts).
  const row = callRow(page, vessel);
  await expect(row.getByText('RØDT KALD', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Har brug for slæb · ${owner.username}`);
  await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Log ind for at se detaljer' })).toBeVisible();
  await expect(callList(page).getByRole('listitem')).toHaveCount(active);
  await expect(callList(page).getByRole('img', { name: 'Log ind for at se detaljer' })).toHaveCount(
    active,
  );
  await expect(callList(page).getByRole('button', { name: LOCKED })).toHaveCount(active);

  // The ended calls wait folded away below, locked the same way.
  const toggle = endedCallsToggle(page);
  await expect(toggle).toHaveAccessibleName(`Afsluttede kald (${total - active})`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(endedCallList(page)).toHaveCount(0);
  const endedRow = await endedCallRow(page, ended);
  await expect(endedRow.getByText('Annulleret', { exact: true })).toBeVisible();
  await expect(endedRow.getByRole('img', { name: 'Log ind for at se detaljer' })).toBeVisible();
  await expect(endedCallList(page).getByRole('listitem')).toHaveCount(
    Math.min(total - active, ENDED_PAGE_SIZE),
  );
  await expect(endedCallList(page).getByRole('button', { name: LOCKED })).toHaveCount(
    Math.min(total - active, ENDED_PAGE_SIZE),
  );

  // A new call reaches the anonymous visitor live, locked like the rest.
  const later = uniqueName('Sælungen');
  await createHelpViaApi(request, owner, { vesselName: later, type: 'fuel', priority: 'normal' });
  const laterRow = callRow(page, later);
  await expect(laterRow.getByText('GRØNT KALD', { exact: true })).toBeVisible();
  await expect(laterRow.getByRole('img', { name: 'Log ind for at se detaljer' })).toBeVisible();
  await expect(statValue(page, 'Kald i alt')).toHaveText(String(total + 1));
  await expect(statValue(page, 'Aktive kald')).toHaveText(String(active + 1));
  await expect(callList(page).getByRole('button', { name: LOCKED })).toHaveCount(active + 1);
  await expectSameDocument(page);
});

test('each priority has its badge, and calls are ordered critical, urgent, normal, then newest', async ({
  request,
  openBrowser,
}) => {
  // Two owners, as one account may have at most three open calls.
  const owners = [await registerViaApi(request), await registerViaApi(request)] as const;
  const viewer = await registerViaApi(request);
  const tag = uniqueName('Prioritet');
  const b = await openBrowser(viewer);
  await b.goto('/');
  await expect(statValue(b, 'Realtid')).toHaveText('Online');
  await markDocument(b);

  // Created in an order that neither oldest-first nor newest-first would show as wanted.
  const calls = [
    { vesselName: `${tag} grøn ældst`, priority: 'normal' },
    { vesselName: `${tag} gul`, priority: 'urgent' },
    { vesselName: `${tag} grøn nyest`, priority: 'normal' },
    { vesselName: `${tag} rød`, priority: 'critical' },
  ] as const;
  for (const [i, call] of calls.entries()) {
    await createHelpViaApi(request, owners[i % 2]!, call);
    // Each arrives live before the next is made, so the timestamps differ.
    await expect(callRow(b, call.vesselName)).toBeVisible();
  }

  const ownerOf = (vessel: string) =>
    owners[calls.findIndex((call) => call.vesselName === vessel) % 2]!.username;
  const expected: [badge: string, vessel: string][] = [
    ['RØDT KALD', `${tag} rød`],
    ['GULT KALD', `${tag} gul`],
    ['GRØNT KALD', `${tag} grøn nyest`],
    ['GRØNT KALD', `${tag} grøn ældst`],
  ];
  await expect(callList(b).getByRole('listitem').filter({ hasText: tag })).toHaveText(
    expected.map(
      ([badge, vessel]) =>
        new RegExp(`^${badge}${escapeRegExp(vessel)}Motorstop · ${ownerOf(vessel)}Aktiv`),
    ),
  );
  // Critical calls of other tests may come first, but none of the other priorities.
  const texts = await callList(b).getByRole('listitem').allTextContents();
  const ours = texts.findIndex((text) => text.includes(`${tag} rød`));
  expect(texts.slice(0, ours).every((text) => text.startsWith('RØDT KALD'))).toBe(true);

  // The details carry the same badge in their title, with the priority in words.
  const inWords: [badge: string, vessel: string, priority: string][] = [
    ['RØDT KALD', `${tag} rød`, 'Kritisk'],
    ['GULT KALD', `${tag} gul`, 'Haster'],
    ['GRØNT KALD', `${tag} grøn nyest`, 'Normal'],
  ];
  for (const [badge, vessel, priority] of inWords) {
    const dialog = await openDetails(b, badge, vessel);
    await expect(detail(dialog, 'Prioritet')).toHaveText(priority);
    await closeDialog(dialog);
  }
  await expectSameDocument(b);
});
