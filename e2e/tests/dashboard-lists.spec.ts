import { registerAccount } from '@havhjaelp/testing/accounts';
import { cookiesAnswered, logIn, registerViaApi, requestPost } from '../support/accounts';
import {
  callList,
  callRow,
  endedCallList,
  endedCallRow,
  endedCallsToggle,
  expect,
  expectSameDocument,
  markDocument,
  statValue,
  test,
  uniqueName,
} from '../support/help';
import {
  acceptViaApi,
  cancelViaApi,
  closeViaApi,
  createHelpViaApi,
  listCallsViaApi,
  offerViaApi,
  openCallCount,
  testimonialsViaApi,
} from '../support/help-api';
import { escapeRegExp } from '../support/text';

test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

/** Where the viewer's device says it is; the calls below lie due north of it. */
const HERE = { latitude: 56, longitude: 12.6 };
/** A point `nm` nautical miles due north of HERE (one minute of latitude is about a mile). */
const north = (nm: number) => ({ lat: HERE.latitude + nm / 60, lng: HERE.longitude });

test('active calls come first by priority, then distance from me, then newest; an ended critical call waits under "Afsluttede kald"', async ({
  request,
  openBrowser,
}) => {
  // Two owners, as one account may have only three calls open at a time.
  const owner = await registerViaApi(request);
  const secondOwner = await registerViaApi(request);
  const viewer = await registerViaApi(request);
  const tag = uniqueName('Orden');
  const b = await openBrowser(viewer, { geolocation: HERE });
  await b.goto('/');
  await expect(statValue(b, 'Realtid')).toHaveText('Online');
  await markDocument(b);

  // The ended critical call is the newest of all, so neither the old order (priority, then newest)
  // nor newest-first would keep it below the active ones. The near yellow call is older than the
  // far one: only the distance puts it first.
  const calls = [
    { vesselName: `${tag} grøn nærmest`, priority: 'normal', position: north(0.5) },
    { vesselName: `${tag} rød fjernest`, priority: 'critical', position: north(20) },
    { vesselName: `${tag} gul nær`, priority: 'urgent', position: north(2) },
    { vesselName: `${tag} gul fjern`, priority: 'urgent', position: north(10) },
    { vesselName: `${tag} rød afsluttet`, priority: 'critical', position: north(1) },
  ] as const;
  const made = [];
  for (const call of calls) {
    made.push(await createHelpViaApi(request, made.length < 3 ? owner : secondOwner, call));
    // Each arrives live before the next is made, so the timestamps differ.
    await expect(callRow(b, call.vesselName)).toBeVisible();
  }
  await closeViaApi(request, secondOwner, made.at(-1)!.id);
  await expect(callRow(b, `${tag} rød afsluttet`)).toHaveCount(0);

  const expected: [badge: string, vessel: string, by: string, away: string][] = [
    ['RØDT KALD', `${tag} rød fjernest`, owner.username, '20 sm mod N'],
    ['GULT KALD', `${tag} gul nær`, owner.username, '2,0 sm mod N'],
    ['GULT KALD', `${tag} gul fjern`, secondOwner.username, '10 sm mod N'],
    ['GRØNT KALD', `${tag} grøn nærmest`, owner.username, '0,5 sm mod N'],
  ];
  await expect(callList(b).getByRole('listitem').filter({ hasText: tag })).toHaveText(
    expected
      .map(([badge, vessel, by, away]) => `${badge}${vessel}Motorstop · ${by} · ${away}Aktiv`)
      .map((start) => new RegExp(`^${escapeRegExp(start)}`)),
  );
  // Active calls of other tests may sit between ours, but no ended call is among them.
  await expect(callList(b).getByText('Løst', { exact: true })).toHaveCount(0);
  await expect(callList(b).getByText('Annulleret', { exact: true })).toHaveCount(0);
  await expect(statValue(b, 'Aktive kald')).toHaveText(String(await openCallCount(request)));

  // Folded away until asked for; then the ended critical call is there, newest first.
  const toggle = endedCallsToggle(b);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(endedCallList(b)).toHaveCount(0);
  const ended = await endedCallRow(b, `${tag} rød afsluttet`);
  await expect(ended).toHaveText(
    new RegExp(
      `^RØDT KALD${escapeRegExp(`${tag} rød afsluttet`)}Motorstop · ${secondOwner.username}Løst`,
    ),
  );
  await expect(endedCallList(b).getByRole('listitem').first()).toContainText(
    `${tag} rød afsluttet`,
  );
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(endedCallList(b)).toHaveCount(0);
  await expectSameDocument(b);
});

test('"Afsluttede kald" shows ten at a time, newest first, with newer and older pages, fetching those past the list on demand', async ({
  page,
  request,
}) => {
  // 55 ended calls: five pages come with the list (its 50 newest ended), the sixth from the
  // server when paged to. One account may make 5 calls an hour, so eleven owners make them.
  const tag = uniqueName('Side');
  const vessels: string[] = [];
  for (let owner = 0; owner < 11; owner += 1) {
    // Each from an address of its own: registration allows ten a minute per address.
    const address = `10.55.${owner}.${Math.floor(Math.random() * 250) + 1}`;
    const account = await registerAccount(requestPost(request, { 'x-forwarded-for': address }));
    for (let i = 1; i <= 5; i += 1) {
      const vessel = `${tag} nr. ${vessels.length + 1}`;
      const call = await createHelpViaApi(request, account, { vesselName: vessel });
      await (i % 2
        ? cancelViaApi(request, account, call.id)
        : closeViaApi(request, account, call.id));
      vessels.push(vessel);
    }
  }
  const newestFirst = vessels.toReversed();
  const list = await listCallsViaApi(request);
  expect(list.olderEnded).not.toBeNull();
  const { endedCount } = list;
  const pages = Math.ceil(endedCount / 10);

  await page.goto('/');
  const toggle = endedCallsToggle(page);
  await expect(toggle).toHaveAccessibleName(`Afsluttede kald (${endedCount})`);
  await endedCallRow(page, newestFirst[0]!);
  const pager = page.getByRole('navigation', { name: 'Sider med afsluttede kald' });
  const newer = pager.getByRole('button', { name: 'Nyere kald' });
  const older = pager.getByRole('button', { name: 'Ældre kald' });
  const rows = endedCallList(page).getByRole('listitem');

  // Ours are the newest 55 ended calls: ten on the first page, ten on the next.
  await expect(pager).toContainText(`Side 1 af ${pages}`);
  await expect(newer).toBeDisabled();
  await expect(rows).toHaveCount(10);
  await expect(rows.locator('strong')).toHaveText(newestFirst.slice(0, 10));
  await older.click();
  await expect(pager).toContainText(`Side 2 af ${pages}`);
  await expect(newer).toBeEnabled();
  await expect(rows.locator('strong')).toHaveText(newestFirst.slice(10, 20));

  // Pages 3 to 5 come from the list; the sixth is fetched from the server.
  for (let at = 3; at <= 5; at += 1) await older.click();
  await expect(pager).toContainText(`Side 5 af ${pages}`);
  await expect(rows.locator('strong')).toHaveText(newestFirst.slice(40, 50));
  const fetched = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === '/api/help/ended' && answer.status() === 200,
  );
  await older.click();
  await fetched;
  await expect(pager).toContainText(`Side 6 af ${pages}`);
  await expect(rows.locator('strong').first()).toHaveText(newestFirst[50]!);
  await expect(rows.locator('strong').nth(4)).toHaveText(newestFirst[54]!);
  await expect(rows).toHaveCount(Math.min(10, endedCount - 50));

  // On to the last page, where "Ældre kald" ends; "Nyere kald" leads back to the first.
  for (let at = 6; at < pages; at += 1) await older.click();
  await expect(pager).toContainText(`Side ${pages} af ${pages}`);
  await expect(older).toBeDisabled();
  await expect(rows).toHaveCount(endedCount - (pages - 1) * 10);
  for (let at = pages; at > 1; at -= 1) await newer.click();
  await expect(pager).toContainText(`Side 1 af ${pages}`);
  await expect(rows.locator('strong').first()).toHaveText(newestFirst[0]!);
});

test('"Tak fra søen" shows a public thank-you to everyone as soon as the call is closed with it', async ({
  page,
  request,
}) => {
  const ownerBoat = uniqueName('Tejsten');
  const helperBoat = uniqueName('Ternen');
  const owner = await registerViaApi(request, { boatName: ownerBoat });
  const helper = await registerViaApi(request, { boatName: helperBoat });
  const call = await createHelpViaApi(request, owner, { type: 'towing' });
  await acceptViaApi(request, owner, await offerViaApi(request, helper, call.id));
  const privateCall = await createHelpViaApi(request, owner, { type: 'fuel' });
  await acceptViaApi(request, owner, await offerViaApi(request, helper, privateCall.id));

  await page.goto('/');
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
  const thanks = page.getByRole('region', { name: 'Tak fra søen' });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByText(ownerBoat)).toHaveCount(0);
  await markDocument(page);

  // A thank-you kept private stays private.
  await closeViaApi(request, owner, privateCall.id, {
    testimonial: 'Kun mellem os.',
    rating: 5,
    isPublic: false,
  });
  const message = 'Tak for slæbet ind til Hornbæk,\nI er guld værd!';
  await closeViaApi(request, owner, call.id, { testimonial: message, rating: 4, isPublic: true });

  const item = thanks.getByRole('listitem').first();
  await expect(item).toContainText(`${ownerBoat} takker ${helperBoat}`);
  await expect(item).toContainText('Har brug for slæb');
  await expect(item.getByRole('img', { name: '4 af 5 stjerner' })).toBeVisible();
  await expect(item.locator('blockquote')).toHaveText(message);
  await expect(thanks.getByText('Kun mellem os.')).toHaveCount(0);
  // The latest three at most.
  const published = (await testimonialsViaApi(request)).length;
  await expect(thanks.getByRole('listitem')).toHaveCount(Math.min(3, published));
  await expectSameDocument(page);
});

test('"Bed om hjælp" takes a member to the map, and a visitor through login to the map', async ({
  page,
  request,
}) => {
  const member = await registerViaApi(request);
  await page.goto('/');
  const ask = page.getByRole('link', { name: 'Bed om hjælp' });
  await ask.click();
  await logIn(page, member.username, member.password);
  await expect(page).toHaveURL(/\/map$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Bed om hjælp' }).click();
  await expect(page).toHaveURL(/\/map$/);
  // A member lands on the open create-call form.
  await expect(page.getByRole('dialog', { name: 'Opret kald' })).toBeVisible();
});
