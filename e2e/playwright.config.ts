import { defineConfig } from '@playwright/test';
import { DEBIAN_HEADLESS_SHELL } from '@havhjaelp/testing/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A test's own steps; the few long journeys set their own budget with test.setTimeout.
  timeout: 30_000,
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
