import { defineConfig } from '@playwright/test';
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  reporter: process.env.PW_REPORTER === 'quiet' ? 'dot' : 'list',
  use: {
    browserName: 'chromium',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'off',
    launchOptions: DEBIAN_CHROMIUM,
  },
});
