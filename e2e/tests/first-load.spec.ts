import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  APP_WORKER_CHUNK,
  LIVE_CLIENT_CHUNK,
  recordScriptsAndStyles,
  totalBytes,
  type LoadedAsset,
} from '@havhjaelp/testing/first-load';
import type { Page } from '@playwright/test';
import { expect, statValue, test } from '../support/help';
import { REPO_ROOT } from '../support/paths';

/** Issue 12: the first view of / at sea, in scripts and style sheets as transferred. */
const FIRST_LOAD_BUDGET_BYTES = 150_000;

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** File types the build compresses; anything else (images, fonts) is compressed already. */
const TEXT_FILE = /\.(html|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

function listing(assets: LoadedAsset[]): string {
  return assets.map((a) => `${a.path} ${a.encoding} ${a.transferred} of ${a.raw} B`).join('\n');
}

// With the service worker as a visitor has it: its registration must add nothing to the first view.
test.use({ serviceWorkers: 'allow' });

/** Loaded once the first view is painted: the MQTT client, and the worker's registration. */
const AFTER_FIRST_VIEW = [LIVE_CLIENT_CHUNK, APP_WORKER_CHUNK];

/** What an anonymous first visit to / loads up to network idle, the after-paint chunks set apart. */
async function firstVisit(page: Page) {
  const loaded = recordScriptsAndStyles(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  const untilIdle = await loaded.settled();
  const firstView = untilIdle.filter(
    (asset) => !AFTER_FIRST_VIEW.some((chunk) => chunk.test(asset.path)),
  );
  expect(firstView.some((asset) => asset.path.endsWith('.js'))).toBe(true);
  expect(firstView.some((asset) => asset.path.endsWith('.css'))).toBe(true);
  return { loaded, untilIdle, firstView };
}

test('an anonymous first visit to / loads at most 150 kB of compressed scripts and styles', async ({
  page,
}) => {
  const { firstView } = await firstVisit(page);
  expect(totalBytes(firstView, 'transferred'), listing(firstView)).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_BYTES,
  );
});

/** Pages and their request start times, as the page's resource timing has them. */
function requestTimes(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    requested: performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
  }));
}

// Issue 29: the map screen's frame comes as fast as /; Leaflet and the map's code after it.
test('an anonymous first visit to /map loads at most 150 kB of compressed scripts and styles before its first paint, the map after it', async ({
  page,
}) => {
  const loaded = recordScriptsAndStyles(page);
  await page.goto('/map', { waitUntil: 'networkidle' });
  // The map's code is asked for only once the frame is painted, so the network can fall quiet
  // between the two; on a busy machine the map then takes longer than the default wait.
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible({ timeout: 30_000 });
  const assets = await loaded.settled();
  const { firstPaint, requested } = await requestTimes(page);
  expect(firstPaint).toBeGreaterThan(0);
  const startOf = (asset: LoadedAsset) => {
    const times = requested.filter(([pathname]) => pathname === asset.path);
    expect(times, asset.path).toHaveLength(1);
    return times[0]![1];
  };
  const beforePaint = assets.filter((asset) => startOf(asset) < firstPaint!);
  const afterPaint = assets.filter((asset) => startOf(asset) >= firstPaint!);
  expect(beforePaint.some((asset) => asset.path.endsWith('.js'))).toBe(true);
  expect(beforePaint.some((asset) => asset.path.endsWith('.css'))).toBe(true);
  expect(totalBytes(beforePaint, 'transferred'), listing(beforePaint)).toBeLessThanOrEqual(
    FIRST_LOAD_BUDGET_BYTES,
  );
  // The map screen's own chunk, with Leaflet's styles, came once the frame was painted.
  expect(afterPaint.map((asset) => asset.path)).toContainEqual(
    expect.stringMatching(/^\/assets\/map-page-[^/]*\.js$/),
  );
  expect(afterPaint.map((asset) => asset.path)).toContainEqual(
    expect.stringMatching(/^\/assets\/map-page-[^/]*\.css$/),
  );
});

test('an anonymous first visit gets every script and style as brotli, the MQTT client and the worker only after the first paint', async ({
  page,
}) => {
  const { loaded, untilIdle } = await firstVisit(page);
  for (const asset of untilIdle) expect(asset.encoding, asset.path).toBe('br');

  // The live channel still works for the visitor: its client comes once the page is painted.
  await expect(statValue(page, 'Realtid')).toHaveText('Online');
  // And the worker is registered once the page is painted.
  await page.evaluate(() => navigator.serviceWorker.ready);
  for (const [chunk, name] of [
    [LIVE_CLIENT_CHUNK, 'the MQTT client chunk'],
    [APP_WORKER_CHUNK, 'the worker registration chunk'],
  ] as const) {
    const after = (await loaded.settled()).filter((asset) => chunk.test(asset.path));
    expect(after, name).toHaveLength(1);
    const order = await page.evaluate((pattern) => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new RegExp(pattern).test(new URL(resource.name).pathname));
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loaded: navigation.loadEventEnd,
        requested: entry?.startTime,
      };
    }, chunk.source);
    expect(order.firstPaint, name).toBeGreaterThan(0);
    expect(order.requested, name).toBeGreaterThan(order.firstPaint!);
    expect(order.requested, name).toBeGreaterThanOrEqual(order.loaded);
  }
});

/** GET with a given Accept-Encoding, body as sent (Node's http client decodes nothing). */
function fetchRaw(url: string, acceptEncoding: string | undefined) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      http
        .get(url, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

function builtFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? builtFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
    .filter((file) => !/\.(br|gz)$/.test(file));
}

test('every built file is sent compressed as the browser accepts it, varying by encoding', async ({
  baseURL,
}) => {
  const files = builtFiles(WEB_DIST);
  const index = fs.readFileSync(path.join(WEB_DIST, 'index.html'));
  // The built files under their own paths, and index.html where the app answers with it.
  const served: [url: string, content: Buffer][] = [
    ...files.map((file): [string, Buffer] => [
      `/${path.relative(WEB_DIST, file).split(path.sep).join('/')}`,
      fs.readFileSync(file),
    ]),
    ['/', index],
    ['/map', index],
    ['/no/such/page', index],
  ];
  expect(served.filter(([url]) => url.endsWith('.js')).length).toBeGreaterThan(1);

  for (const [url, content] of served) {
    const compressible = url === '/' || !url.includes('.') || TEXT_FILE.test(url);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const response = await fetchRaw(`${baseURL}${url}`, acceptEncoding);
      const label = `${url} for ${acceptEncoding ?? 'no Accept-Encoding'}`;
      expect(response.status, label).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.headers.vary, label).toContain('accept-encoding');
      const encoding = response.headers['content-encoding'];
      expect(encoding, label).toBe(compressible ? expected : undefined);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.body)
          : encoding === 'gzip'
            ? gunzipSync(response.body)
            : response.body;
      expect(body.equals(content), `${label}: the built content`).toBe(true);
    }
  }
});
