/** Headless flags for Debian's Chromium on a machine without a GPU or a desktop. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's full Chromium, headless: the map benchmarks, which measure what the browser people use
 * paints. Playwright never downloads a browser on this machine.
 */
export const DEBIAN_CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
};

/**
 * Debian's old headless shell of the same Chromium (package chromium-headless-shell, as
 * Playwright itself runs headless tests): the end-to-end tests. The same engine without the full
 * browser's window machinery; the axe run over every screen took a third less time with it.
 */
export const DEBIAN_HEADLESS_SHELL = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: FLAGS,
};
