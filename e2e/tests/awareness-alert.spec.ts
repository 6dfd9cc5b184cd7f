import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { callRow, detailsDialog, expect, statValue, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';

// The call is raised off Helsingør; B is 2,2 sm (4 km) south of it, C at Skagen about 200 km away.
const AT_HELSINGOR = { lat: 56.0361, lng: 12.6136 };
const NEAR = { latitude: 56.0, longitude: 12.6 };
const FAR = { latitude: 57.72, longitude: 10.58 };

const alertOf = (page: Page) =>
  page.getByRole('alertdialog', { name: '🚨 Kritisk anmodning om hjælp i nærheden' });

/** The ids of the calls whose member view (GET /api/help/:id) this page has received. */
function askedForCalls(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('requestfinished', (request) => {
    const id = /^\/api\/help\/([^/]+)$/.exec(new URL(request.url()).pathname)?.[1];
    if (id && request.method() === 'GET') ids.add(id);
  });
  return ids;
}

/** Lets the page run what a received answer set off (React renders on the next frames). */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
}

test('a critical call alerts the boater nearby, not the one far away, and a normal call alerts nobody', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request);
  const a = await openBrowser(owner, { geolocation: { latitude: 56.03, longitude: 12.61 } });
  const b = await openBrowser(await registerViaApi(request), { geolocation: NEAR });
  const c = await openBrowser(await registerViaApi(request), { geolocation: FAR });
  for (const page of [a, b, c]) await openDashboard(page);
  const memberViews = [a, c].map(askedForCalls);

  const calm = uniqueName('Makrel');
  await createHelpViaApi(request, owner, {
    vesselName: calm,
    priority: 'normal',
    position: AT_HELSINGOR,
  });
  const critical = uniqueName('Springeren');
  const criticalCall = await createHelpViaApi(request, owner, {
    vesselName: critical,
    priority: 'critical',
    type: 'towing',
    description: 'Vi driver mod stenene.',
    position: AT_HELSINGOR,
  });

  const alert = alertOf(b);
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`${critical} (${owner.username}): Har brug for slæb`);
  await expect(alert).toContainText('ca. 2,2 sm mod NNØ fra dig (4,1 km)');
  await expect(alert).toContainText('Vi driver mod stenene.');
  await expect(alert).toContainText(
    'Havhjælp er IKKE til nødsituationer. Ved fare for liv: ring 112 eller kald på VHF kanal 16.',
  );
  // One alert only: the normal call before it raised none.
  await expect(b.getByRole('alertdialog')).toHaveCount(1);

  // C and A have received both calls live, yet no alert: too far away, and A's own call.
  for (const page of [c, a]) {
    await expect(callRow(page, critical)).toBeVisible();
    await expect(callRow(page, calm)).toBeVisible();
  }
  // The alert is decided once the member view of the critical call has come: only then can its
  // absence be told from lateness.
  for (const [i, page] of [a, c].entries()) {
    await expect.poll(() => memberViews[i]!.has(criticalCall.id)).toBe(true);
    await afterTwoFrames(page);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }

  // Its details button opens that call's details.
  await alert.getByRole('button', { name: 'Se detaljer' }).click();
  await expect(alert).toHaveCount(0);
  await expect(detailsDialog(b, 'RØDT KALD', critical)).toBeVisible();
});

/** Pauses the page's clock a little ahead of its time now; answers the time it holds. */
async function pauseAhead(page: Page): Promise<number> {
  for (const lead of [1_000, 3_000, 10_000]) {
    const at = (await page.evaluate(() => Date.now())) + lead;
    const paused = await page.clock.pauseAt(at).then(
      () => true,
      (err: unknown) => {
        if (String(err).includes('to the past')) return false;
        throw err;
      },
    );
    if (paused) return at;
  }
  throw new Error('the page’s clock ran past every lead before it could be paused');
}

test('without a position every critical call alerts; the alert closes by itself after 30 s', async ({
  request,
  openBrowser,
}) => {
  const owner = await registerViaApi(request);
  // No geolocation permission: the position is unknown, so no distance filter applies.
  const b = await openBrowser(await registerViaApi(request));
  await b.clock.install();
  await openDashboard(b);

  const vessel = uniqueName('Tangloppen');
  const pageNow = () => b.evaluate(() => Date.now());
  const asked = await pageNow();
  await createHelpViaApi(request, owner, {
    vesselName: vessel,
    priority: 'critical',
    position: { lat: 57.72, lng: 10.58 },
  });
  const alert = alertOf(b);
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText('fra dig');

  // The page's clock holds still from here, so the real seconds a busy machine takes between two
  // steps do not count. The alert came at the earliest when the call was asked for and at the
  // latest now: 29 s after the earliest it is still there, 30 s after the latest it has gone.
  // (A little ahead: the page's time goes on while this is asked, and a pause cannot go back; a
  // busy machine may take longer than the lead, so it is asked again with a longer one.)
  const seen = await pauseAhead(b);
  const stillThere = asked + 29_000;
  if (stillThere > seen) {
    await b.clock.fastForward(stillThere - seen);
    await expect(alert).toBeVisible();
  }
  await b.clock.fastForward(seen + 30_000 - Math.max(stillThere, seen));
  await expect(alert).toHaveCount(0);
  await b.clock.resume();

  // Closing by hand works too.
  await createHelpViaApi(request, owner, {
    vesselName: uniqueName('Hornfisken'),
    priority: 'critical',
  });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Luk', exact: true }).click();
  await expect(alert).toHaveCount(0);
});
