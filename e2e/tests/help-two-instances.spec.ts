// The help flow with the two people on two app instances that share PostgreSQL and Redis, as
// behind a load balancer: every live event crosses from one instance to the other.
import { registerViaApi } from '../support/accounts';
import { startAppCluster, type AppCluster } from '../support/app-cluster';
import {
  callRow,
  chatWindow,
  closeDialog,
  detail,
  endedCallRow,
  expect,
  expectChatMessages,
  openDetails,
  statValue,
  test as helpTest,
  uniqueName,
} from '../support/help';
import { createHelpViaApi } from '../support/help-api';

const test = helpTest.extend<object, { appCluster: AppCluster }>({
  appCluster: [
    async ({ tiles, openMeteo }, use) => {
      const cluster = await startAppCluster({
        TILE_URL: tiles.template('base'),
        SEAMAP_TILE_URL: tiles.template('seamap'),
        OPEN_METEO_MARINE_URL: openMeteo.marineUrl,
        OPEN_METEO_FORECAST_URL: openMeteo.forecastUrl,
      });
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // The test's own page and requests go to instance A.
  baseURL: async ({ appCluster }, use) => use(appCluster.a.url),
});

test('a call raised on instance A is answered from instance B, live both ways', async ({
  request,
  openBrowser,
  appCluster,
}) => {
  const vessel = uniqueName('Tumleren');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Bugseren') });
  const a = await openBrowser(owner);
  const b = await openBrowser(helper, { baseURL: appCluster.b.url });
  for (const page of [a, b]) {
    await page.goto('/');
    await expect(statValue(page, 'Realtid')).toHaveText('Online');
  }
  expect(new URL(b.url()).origin).toBe(appCluster.b.url);

  // Raised through A; B's open dashboard gets it without a reload.
  await createHelpViaApi(request, owner);
  await expect(callRow(b, vessel)).toBeVisible();
  await expect(statValue(b, 'Aktive kald')).toHaveText('1');

  const aDetails = await openDetails(a, 'GULT KALD', vessel);
  const bDetails = await openDetails(b, 'GULT KALD', vessel);
  await bDetails.getByLabel('Forventet ankomst (valgfri)').fill('15 min');
  await bDetails.getByRole('button', { name: 'Tilbyd hjælp' }).click();
  await expect(bDetails.getByRole('status')).toHaveText('Dit tilbud om hjælp er sendt!');

  // B's offer reaches A's open dialog; A's acceptance reaches B's.
  const offer = aDetails.getByRole('listitem').filter({ hasText: helper.username });
  await expect(offer).toContainText('ankomst 15 min');
  await offer.getByRole('button', { name: `Accepter ${helper.username}` }).click();
  await a
    .getByRole('alertdialog', { name: 'Accepter hjælper?' })
    .getByRole('button', {
      name: 'Ja, accepter',
    })
    .click();
  await expect(detail(aDetails, 'Status')).toHaveText('Hjælper accepteret');
  await expect(detail(bDetails, 'Status')).toHaveText('Hjælper accepteret');

  // Chat lines cross in both directions.
  await closeDialog(aDetails);
  await closeDialog(bDetails);
  const aChat = chatWindow(a, vessel);
  const bChat = chatWindow(b, vessel);
  await expect(aChat).toContainText(`med ${helper.username} · Forbundet`);
  await expect(bChat).toContainText(`med ${owner.username} · Forbundet`);
  const fromA = 'Vi ligger for anker nord for bøjen.';
  const fromB = 'Set. Jeg er der om et kvarter.';
  await aChat.getByRole('textbox', { name: 'Skriv en besked' }).fill(fromA);
  await aChat.getByRole('textbox', { name: 'Skriv en besked' }).press('Enter');
  await expectChatMessages(bChat, [[owner.username, fromA]]);
  await bChat.getByRole('textbox', { name: 'Skriv en besked' }).fill(fromB);
  await bChat.getByRole('textbox', { name: 'Skriv en besked' }).press('Enter');
  const conversation: [string, string][] = [
    [owner.username, fromA],
    [helper.username, fromB],
  ];
  await expectChatMessages(aChat, conversation);
  await expectChatMessages(bChat, conversation);

  // B reports progress; A's open details follow.
  const aAgain = await openDetails(a, 'GULT KALD', vessel);
  const bAgain = await openDetails(b, 'GULT KALD', vessel);
  await bAgain.getByRole('button', { name: 'Jeg er på vej' }).click();
  await expect(detail(aAgain, 'Status')).toHaveText('På vej');
  await closeDialog(bAgain);

  // A closes the call; B's dashboard shows it ended, and B's chat is gone.
  await aAgain.getByRole('button', { name: 'Luk kald', exact: true }).click();
  const close = a.getByRole('dialog', { name: 'Luk kald' });
  await close.getByRole('button', { name: 'Luk kald', exact: true }).click();
  await expect(close).toHaveCount(0);
  await expect((await endedCallRow(b, vessel)).getByText('Løst', { exact: true })).toBeVisible();
  await expect(chatWindow(b, vessel)).toHaveCount(0);
  await expect(statValue(b, 'Aktive kald')).toHaveText('0');
});
