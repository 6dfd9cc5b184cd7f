import fs from 'node:fs';
import path from 'node:path';
import {
  COPIES_CACHE,
  COPY_FROM_HEADER,
  TILE_CACHE,
  TILE_CACHE_MAX_ENTRIES,
} from '@havhjaelp/common/app-worker';
import { formatClockTime } from '@havhjaelp/common/nautical-format';
import { openUserMenu, registerViaApi } from '../support/accounts';
import { openMap } from '../support/map';
import { callRow, expect, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { REPO_ROOT } from '../support/paths';
import { cachedPaths, shootNotices, workerControls } from '../support/pwa';

// Issue 27: the installable app. Its worker is allowed here (the other specs block it).
test.use({ serviceWorkers: 'allow' });

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
const PRECACHE = /^workbox-precache/;
const COPIES = new RegExp(`^${COPIES_CACHE}$`);
const TILES = new RegExp(`^${TILE_CACHE}$`);
/** What the browser logs of the requests that fail offline (the live channel's among them). */
const OFFLINE_ERRORS =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|WebSocket connection/;

/** The build's scripts and style sheets, the system check's apart: what the app is made of. */
function appAssets(): string[] {
  return fs
    .readdirSync(path.join(WEB_DIST, 'assets'))
    .filter((file) => /\.(js|css)$/.test(file) && !file.startsWith('testDashboard-'))
    .map((file) => `/assets/${file}`);
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the worker installs, controls the page and precaches every file of this build; the app is installable', async ({
  openBrowser,
  request,
}) => {
  const page = await openBrowser();
  await page.goto('/');
  await workerControls(page);

  const precached = await cachedPaths(page, PRECACHE);
  expect(precached).toEqual(
    expect.arrayContaining([
      '/index.html',
      '/manifest.webmanifest',
      '/favicon.svg',
      '/icons/icon-192.png',
      ...appAssets(),
    ]),
  );
  // Never the compressed copies (the server picks those) nor the system check's page.
  expect(precached.filter((p) => /\.(br|gz)$|test-?dashboard/i.test(p))).toEqual([]);

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { data } = await cdp.send('Page.getAppManifest');
  const manifest = JSON.parse(data!) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Havhjælp',
    short_name: 'Havhjælp',
    lang: 'da',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f6c',
    background_color: '#f4f7f9',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body()), icon.src).toEqual({ width, height });
  }
});

test('offline, the app opens with the last help list and my own calls, marked with their time; online, the live list again', async ({
  openBrowser,
  request,
  consoleErrors,
}) => {
  // Four loads of the app, and its pictures checked by axe at two sizes.
  test.setTimeout(90_000);
  const owner = await registerViaApi(request);
  const other = await registerViaApi(request);
  const mine = uniqueName('Min båd');
  const theirs = uniqueName('Deres båd');
  await createHelpViaApi(request, owner, { vesselName: mine });
  await createHelpViaApi(request, other, { vesselName: theirs });

  const page = await openBrowser(owner);
  await page.goto('/');
  await workerControls(page);
  // Opened again under the worker: the list comes through it, which keeps its copy.
  await page.reload();
  await expect(callRow(page, mine)).toBeVisible();
  await expect(callRow(page, theirs)).toBeVisible();
  await expect.poll(() => cachedPaths(page, COPIES)).toEqual([expect.stringMatching(/\/member-/)]);
  // The header's live indicator says 'Offline' alone; the notice says what is shown.
  const notice = page.getByRole('status').filter({ hasText: /^Offline - / });
  await expect(notice).toHaveCount(0);

  // A call made after the copy was kept: the copy cannot know of it.
  const later = uniqueName('Senere båd');
  await createHelpViaApi(request, other, { vesselName: later });

  consoleErrors.allow(OFFLINE_ERRORS);
  await page.context().setOffline(true);
  await page.reload();
  const keptAt = await page.evaluate(
    async ({ cache, header }) => {
      const [copy] = await (await caches.open(cache)).matchAll();
      return Number(copy!.headers.get(header));
    },
    { cache: COPIES_CACHE, header: COPY_FROM_HEADER },
  );
  await expect(notice).toContainText(`Offline - viser data fra ${formatClockTime(keptAt)}`);
  await expect(notice).toContainText('kræver forbindelse');
  await expect(callRow(page, mine)).toBeVisible();
  await expect(callRow(page, theirs)).toBeVisible();
  await expect(callRow(page, later)).toHaveCount(0);
  await shootNotices(page, 'offline');

  // The network back: the server's list, never the copy as if it were live.
  await page.context().setOffline(false);
  // Opened again with the network (the page's own refetch on 'online' can race the emulation's
  // reaching the worker, which then still sees no network and gives the copy, marked).
  await page.reload();
  await expect(callRow(page, later)).toBeVisible();
  await expect(notice).toHaveCount(0);
  const live = await page.evaluate(async (header) => {
    const response = await fetch('/api/help');
    return response.headers.get(header);
  }, COPY_FROM_HEADER);
  expect(live).toBeNull();

  // Logged out on this device: the copy of that session's calls goes with it.
  const menu = await openUserMenu(page);
  // Logging out loads the dashboard afresh: the caches are read from the new page once it is in.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await menu.getByRole('menuitem', { name: 'Log ud' }).click();
  await reloaded;
  await page.waitForLoadState();
  await expect
    .poll(() => cachedPaths(page, COPIES))
    .not.toContainEqual(expect.stringMatching(/\/member-/));
});

test('the map draws offline from the tiles seen, and keeps at most its bound of tiles, the least recently used going first', async ({
  openBrowser,
  consoleErrors,
}) => {
  // A thousand tiles through the worker, each put in its cache and its LRU index.
  test.setTimeout(180_000);
  const page = await openBrowser();
  await page.goto('/');
  await workerControls(page);
  await openMap(page);
  await expect.poll(async () => (await cachedPaths(page, TILES)).length).toBeGreaterThan(0);
  const seen = await cachedPaths(page, TILES);
  expect(seen.every((tile) => tile.startsWith('/tiles/'))).toBe(true);

  consoleErrors.allow(OFFLINE_ERRORS);
  await page.context().setOffline(true);
  await openMap(page);
  await page.context().setOffline(false);

  // One tile more than the bound, each answered at once by a stand-in tile server at the network's
  // edge (the real proxy fetches a client only 240 new tiles a minute); the first one used again
  // half-way, so the second is the least recently used of them.
  await page
    .context()
    .route(/\/tiles\/base\/12\//, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('tile') }),
    );
  const tile = (n: number) => `/tiles/base/12/${n % 4096}/${Math.floor(n / 4096)}.png`;
  await page.evaluate(
    async (paths) => {
      const get = (path: string) => fetch(path).then((response) => response.arrayBuffer());
      for (const [n, path] of paths.entries()) {
        await get(path);
        // Tile 1 is then strictly the least recently used (a cache's clock counts milliseconds).
        if (n < 2) await new Promise((resolve) => setTimeout(resolve, 5));
        if (n === 500) await get(paths[0]!);
      }
    },
    Array.from({ length: TILE_CACHE_MAX_ENTRIES + 1 }, (_, n) => tile(n)),
  );
  await expect
    .poll(async () => (await cachedPaths(page, TILES)).length, { timeout: 30_000 })
    .toBe(TILE_CACHE_MAX_ENTRIES);
  const kept = await cachedPaths(page, TILES);
  expect(kept).toContain(tile(0));
  expect(kept).toContain(tile(TILE_CACHE_MAX_ENTRIES));
  expect(kept).not.toContain(tile(1));
  // The map's own tiles were used longest ago of all.
  expect(kept.filter((path) => seen.includes(path))).toEqual([]);
});
