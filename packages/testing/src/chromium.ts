/**
 * Debian's Chromium, headless, as every browser run here starts it (end-to-end tests and the map
 * benchmark): Playwright never downloads a browser on this machine.
 */
export const DEBIAN_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
