// What the first load of / and /map costs in scripts and style sheets, for a visitor without a
// session and for a logged-in one, each in a fresh browser context (empty cache) up to network
// idle: bytes as transferred (the server's precompressed brotli) and raw, against the same loads
// with `Accept-Encoding: identity` in the same run (what every load cost before compression).
// The MQTT client chunk is counted apart: a visitor gets it only after the first paint.
import {
  LIVE_CLIENT_CHUNK,
  recordScriptsAndStyles,
  totalBytes,
  type LoadedAsset,
} from '@havhjaelp/testing/first-load';
import type { Browser } from 'playwright-core';
import { registerUser } from './accounts';
import { logIn, storageState as storage, type StorageState } from './browser-session';
import { withMapContext } from './map-bench-browser';

const PAGES = ['/', '/map'];

async function load(
  browser: Browser,
  url: string,
  storageState: StorageState | undefined,
  acceptEncoding?: string,
): Promise<LoadedAsset[]> {
  const context = await browser.newContext({
    ...(storageState ? { storageState } : {}),
    ...(acceptEncoding ? { extraHTTPHeaders: { 'accept-encoding': acceptEncoding } } : {}),
  });
  try {
    const page = await context.newPage();
    const loaded = recordScriptsAndStyles(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    return await loaded.settled();
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

await withMapContext(async (_context, appUrl, browser) => {
  const user = await registerUser(appUrl);
  const login = await logIn(appUrl, user);
  const visitors: [string, StorageState | undefined][] = [
    ['anonymous, first visit', undefined],
    ['logged in', storage(appUrl, login)],
  ];

  const rows = [];
  for (const pagePath of PAGES) {
    for (const [visitor, state] of visitors) {
      const url = `${appUrl}${pagePath}`;
      const compressed = await load(browser, url, state);
      const identity = await load(browser, url, state, 'identity');
      const live = compressed.filter((asset) => LIVE_CLIENT_CHUNK.test(asset.path));
      const withoutLive = compressed.filter((asset) => !LIVE_CLIENT_CHUNK.test(asset.path));
      const encodings = [...new Set(compressed.map((asset) => asset.encoding))].join('+');
      rows.push({
        page: pagePath,
        visitor,
        files: compressed.length,
        encoding: encodings,
        'without MQTT kB': kB(totalBytes(withoutLive, 'transferred')),
        'MQTT client kB': kB(totalBytes(live, 'transferred')),
        'transferred kB': kB(totalBytes(compressed, 'transferred')),
        'raw kB': kB(totalBytes(compressed, 'raw')),
        'uncompressed kB': kB(totalBytes(identity, 'transferred')),
        ratio: (
          totalBytes(compressed, 'transferred') / totalBytes(identity, 'transferred')
        ).toFixed(2),
      });
    }
  }
  console.log(
    '\nJS + CSS up to network idle, fresh context each; kB = 1,000 bytes of response body.',
  );
  console.table(rows);
});
