import { test as base, expect, type Page } from '@playwright/test';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { startFakeImageHost, type FakeImageHost } from '@havhjaelp/testing/fake-image-host';
import { startFakeTileServer, type FakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { startSmtpReceiver, type SmtpReceiver } from '@havhjaelp/testing/smtp-receiver';
import { startAppServer, type AppServer } from './app-server';
import { overlaysChecked, watchOverlays } from './axe';

interface WorkerFixtures {
  smtp: SmtpReceiver;
  /** Stands in for the OpenStreetMap and OpenSeaMap tile servers (no internet here). */
  tiles: FakeTileServer;
  /** Stands in for Open-Meteo's marine and forecast APIs; a test may set how a position answers. */
  openMeteo: FakeOpenMeteo;
  /** Stands in for the hosts vessel pictures are linked at; the app fetches from it, no browser. */
  images: FakeImageHost;
  app: AppServer;
}

interface ConsoleGuard {
  /** Declares an error the test provokes on purpose (e.g. a refused request in the console). */
  allow(pattern: RegExp): void;
  /** Checks a page of a context the test made itself by the same rules as the test's `page`. */
  watch(page: Page): void;
}

interface OverlayAxe {
  /** Checks the overlays of a page the test made itself, like those of the test's `page`. */
  watch(page: Page): Promise<void>;
  /** Waits for the checks of overlays already open (before a test closes its own contexts). */
  settle(): Promise<void>;
}

interface TestFixtures {
  /** Console errors and uncaught page errors fail every test, unless the test allowed them. */
  consoleErrors: ConsoleGuard;
  /**
   * Every dialog, menu and popup a test opens is checked by axe (WCAG 2.2 AA) as it opens, and
   * any finding fails the test at its end (see axe.ts).
   */
  overlayAxe: OverlayAxe;
  /**
   * This test's own client address, sent as X-Forwarded-For by its browser context and its
   * `request` context. The app server trusts the header (TRUST_PROXY=true), so the per-IP rate
   * limits (e.g. 10 logins a minute) count each test as its own visitor instead of lumping every
   * test of the worker together on 127.0.0.1.
   */
  clientIp: string;
}

let addressesInWorker = 0;

/**
 * A client address no other test or context of this worker uses, for the `clientIp` fixture and
 * for browser contexts a test makes itself (a second visitor is a second address).
 */
export function nextClientIp(workerIndex: number): string {
  addressesInWorker += 1;
  const n = addressesInWorker;
  return `10.${workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`;
}

/**
 * Each worker runs its own app server with its own database and a real SMTP receiver,
 * so tests in different workers never see each other's data or mail.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  smtp: [
    async ({}, use) => {
      const smtp = await startSmtpReceiver();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  tiles: [
    async ({}, use) => {
      const tiles = await startFakeTileServer();
      await use(tiles);
      await tiles.close();
    },
    { scope: 'worker' },
  ],
  openMeteo: [
    async ({}, use) => {
      const openMeteo = await startFakeOpenMeteo();
      await use(openMeteo);
      await openMeteo.close();
    },
    { scope: 'worker' },
  ],
  images: [
    async ({}, use) => {
      const images = await startFakeImageHost();
      await use(images);
      await images.close();
    },
    { scope: 'worker' },
  ],
  app: [
    async ({ smtp, tiles, openMeteo, images }, use) => {
      const app = await startAppServer({
        SMTP_URL: smtp.url,
        SUPPORT_EMAIL: 'support@havhjaelp.test',
        TILE_URL: tiles.template('base'),
        SEAMAP_TILE_URL: tiles.template('seamap'),
        OPEN_METEO_MARINE_URL: openMeteo.marineUrl,
        OPEN_METEO_FORECAST_URL: openMeteo.forecastUrl,
        // Pictures from the fake host only: a link a test stored never makes the app go online.
        IMAGE_LOOPBACK_ORIGINS: images.origin,
        IMAGE_FETCH: 'off',
      });
      await use(app);
      await app.stop();
    },
    // Once per worker (and again after a failed test): a start took 14 s on a machine whose
    // cores were busy, where the test's own 30 s would leave the first test nothing.
    { scope: 'worker', timeout: 60_000 },
  ],
  // The test's `page` is watched like every other page; a test that only opens browsers of its
  // own (`openBrowser`) does not pay for a context it never uses.
  page: async ({ page, consoleErrors, overlayAxe }, use) => {
    consoleErrors.watch(page);
    await overlayAxe.watch(page);
    await use(page);
    // Its overlays are judged while it is still open (the context closes after this).
    await overlayAxe.settle();
  },
  baseURL: async ({ app }, use) => use(app.url),
  clientIp: async ({}, use, testInfo) => use(nextClientIp(testInfo.workerIndex)),
  // Used by both `context` (the page) and `request`; contexts a test makes itself must add it.
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) =>
    use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIp }),
  consoleErrors: [
    async ({}, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      await use({
        allow: (pattern) => allowed.push(pattern),
        watch: (other) => watchErrors(other, errors),
      });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  overlayAxe: [
    async ({}, use) => {
      const findings: string[] = [];
      const pages: Page[] = [];
      const watch = async (other: Page) => {
        pages.push(other);
        await watchOverlays(other, findings);
      };
      const settle = async () => {
        for (const watched of pages) await overlaysChecked(watched, findings);
      };
      await use({ watch, settle });
      await settle();
      expect(findings, 'axe findings in the dialogs, menus and popups the test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export function watchErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

export { expect };
