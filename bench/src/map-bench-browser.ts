// What both map benches stand on: the built app with a fake tile server, and a Debian Chromium
// context ready for its map page; everything is stopped again whatever the bench does.
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';
import { startFakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { NAME_SHIM } from './map-bench-page';
import { startAppServer } from './processes';

export const VIEWPORT = { width: 1280, height: 720 };

export async function withMapContext<T>(
  run: (context: BrowserContext, url: string, browser: Browser, dataDir: string) => Promise<T>,
): Promise<T> {
  const tiles = await startFakeTileServer();
  try {
    const app = await startAppServer({
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      TILE_URL: tiles.template('base'),
      SEAMAP_TILE_URL: tiles.template('seamap'),
    });
    try {
      // The live channel only accepts WebSockets from PUBLIC_URL's origin, http://localhost:{PORT}.
      const url = app.url.replace('127.0.0.1', 'localhost');
      const browser = await chromium.launch(DEBIAN_CHROMIUM);
      try {
        const context = await browser.newContext({
          viewport: VIEWPORT,
          locale: 'da-DK',
          timezoneId: 'Europe/Copenhagen',
        });
        await context.addInitScript({ content: NAME_SHIM });
        return await run(context, url, browser, app.dataDir);
      } finally {
        await browser.close();
      }
    } finally {
      await app.stop();
    }
  } finally {
    await tiles.close();
  }
}
