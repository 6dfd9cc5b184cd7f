#!/usr/bin/env node
// Draws the installed app's icons (apps/web/public/icons/*.png, listed in the web app manifest) from
// their SVG sources with Debian's Chromium, as the browser itself would draw them. Run by hand after
// changing a source (`node scripts/make-icons.mjs`); the PNGs are committed, so a build needs no
// browser and no image library.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const web = path.join(root, 'apps/web');

/** Each icon: its source, its size in px, and the file it is drawn to. */
const ICONS = [
  ['public/favicon.svg', 192, 'icon-192.png'],
  ['public/favicon.svg', 512, 'icon-512.png'],
  // Full-bleed with the symbol inside the safe zone (a centred circle of 80 %), for launchers
  // that cut an icon to their own shape.
  ['icons/icon-maskable.svg', 512, 'icon-maskable-512.png'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const [source, size, file] of ICONS) {
    const svg = fs.readFileSync(path.join(web, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const out = path.join(web, 'public/icons', file);
    await page.screenshot({ path: out, omitBackground: true });
    console.log(`${path.relative(root, out)} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
