import { defineConfig } from '@playwright/test';
import { DEBIAN_HEADLESS_SHELL } from '@havhjaelp/testing/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's own steps. A journey through several screens took 20 s on a quiet machine and ran
  // past 30 s with the two cores at a load of 12-14 (screens as a boater with a call, deleting an
  // account): a busy machine must still pass, so 60 s; the longest journeys set more.
  timeout: 60_000,
  // A state a test waits for: a page booting, or a live event crossing from one browser through
  // the server to another. Both take seconds when the machine's cores are busy (measured: a page
  // took 5-11 s to show its heading with every core taken); a state that has not come in 10 s is
  // a failure.
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: process.env.PW_REPORTER === 'quiet' ? 'dot' : 'list',
  use: {
    browserName: 'chromium',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'off',
    launchOptions: DEBIAN_HEADLESS_SHELL,
    // The app's service worker precaches the whole build once it is registered: the specs about
    // it (pwa-*.spec.ts, first-load.spec.ts) allow it; every other spec tests its screens without
    // it, so each fresh context does not download the build again nor answer from a cache.
    serviceWorkers: 'block',
  },
});
