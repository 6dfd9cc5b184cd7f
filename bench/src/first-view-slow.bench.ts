// A phone at sea (issue 29): `/` and `/map` loaded cold in Debian's Chromium on a phone-sized
// screen under CDP throttling (1.6 Mbps down, 750 kbps up, 150 ms round trip, CPU slowed 4×),
// for a visitor and for a logged-in boater. Per load: first and largest contentful paint (FCP,
// LCP) and the interaction to next paint (INP) of one interaction: opening a call's details, or
// 'Opret kald' (on `/` its way in, 'Bed om hjælp'); the figures are web-vitals' own, run in the
// page. Side by side in the same run and under the same throttling: the bare Fastify
// hello-world's page, the floor the link and the browser set for any page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';
import {
  fakeTileBody,
  startFakeTileServer,
  type FakeTileServer,
} from '@havhjaelp/testing/fake-tile-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { registerUser, type BenchUser } from './accounts';
import { logIn, storageState, type StorageState } from './browser-session';
import { seedRequests } from './help-requests';
import { NAME_SHIM } from './map-bench-page';
import { startAppServer, startHelloWorld } from './processes';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Open calls besides the bench's own, spread over Danish waters (help-requests.ts). */
const OPEN_CALLS = Number(process.env.BENCH_FIRST_VIEW_CALLS ?? 50);
/** After the page's network has been idle, this long more before LCP is read. */
const SETTLE_MS = 1_000;

/** The slow phone: Lighthouse's mobile profile, applied through the DevTools protocol. */
const THROTTLE = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'da-DK',
  timezoneId: 'Europe/Copenhagen',
};

/** The bench's own call, at sea in Øresund, in view at the map's start (zoom 8 on Copenhagen). */
const VESSEL = 'Måge';
const CALL_AT = { lat: 55.55, lng: 12.8 };

const require = createRequire(import.meta.url);
// The package exports no path to its script build; it lies beside the CommonJS one.
const WEB_VITALS = path.join(
  path.dirname(require.resolve('web-vitals/attribution')),
  'web-vitals.attribution.iife.js',
);

/** What the page reports, kept on `window.__vitals` by web-vitals' callbacks. */
interface Vitals {
  fcp: number | null;
  lcp: number | null;
  lcpTarget: string | null;
  inp: number | null;
}

// reportAllChanges: each new LCP candidate and each interaction longer than the longest so far is
// reported at once, not only when the page is hidden.
// One script with the library: Playwright runs each init script in a scope of its own.
const RECORD_VITALS = `${readFileSync(WEB_VITALS, 'utf8')};
  window.__vitals = { fcp: null, lcp: null, lcpTarget: null, inp: null };
  const all = { reportAllChanges: true };
  webVitals.onFCP((m) => { window.__vitals.fcp = m.value; }, all);
  webVitals.onLCP((m) => {
    window.__vitals.lcp = m.value;
    window.__vitals.lcpTarget = m.attribution.target ?? null;
  }, all);
  webVitals.onINP((m) => { window.__vitals.inp = m.value; }, { ...all, durationThreshold: 0 });
`;

const vitals = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __vitals: Vitals }).__vitals);

interface Interaction {
  name: string;
  /** Does it, up to the dialog (or page) it opens being visible. */
  run(page: Page, loggedIn: boolean): Promise<void>;
}

const dialogShown = (page: Page) => page.getByRole('dialog').first().waitFor({ timeout: 30_000 });

/** Logged in, the call's details; for a visitor, the prompt to log in that stands for them. */
const DETAILS_ON_DASHBOARD: Interaction = {
  name: "a call's details",
  run: async (page) => {
    await page.locator('.help-row', { hasText: VESSEL }).getByRole('button').click();
    await dialogShown(page);
  },
};

const DETAILS_ON_MAP: Interaction = {
  name: "a call's details",
  run: async (page) => {
    await page.locator(`.leaflet-marker-icon.help-marker[title$=" ${VESSEL}"]`).click();
    await page
      .locator('.leaflet-popup')
      .getByRole('button', { name: /detaljer$/ })
      .click();
    await dialogShown(page);
  },
};

const CREATE_ON_MAP: Interaction = {
  name: "'Opret kald'",
  run: async (page) => {
    await page
      .getByRole('navigation', { name: 'Kortmenu' })
      .getByRole('button', { name: 'Opret kald', exact: true })
      .click();
    await dialogShown(page);
  },
};

// On the dashboard 'Opret kald' is reached by 'Bed om hjælp': the map with the form open, or the
// login page for a visitor.
const CREATE_FROM_DASHBOARD: Interaction = {
  name: "'Bed om hjælp'",
  run: async (page, loggedIn) => {
    await page.getByRole('link', { name: 'Bed om hjælp' }).first().click();
    if (loggedIn) await dialogShown(page);
    else await page.getByRole('heading', { name: 'Log ind' }).first().waitFor();
  },
};

/** What has to be on the screen before the page counts as loaded, beside an idle network. */
const READY: Record<string, string> = {
  '/': `.help-row:has-text("${VESSEL}")`,
  '/map': `.leaflet-marker-icon.help-marker[title$=" ${VESSEL}"]`,
};

// A chart tile of about a real one's weight (OpenStreetMap's at zoom 8 over Danish coasts are
// 10–30 kB): sea, jagged land, roads and names, drawn once by the browser's own PNG encoder. The
// fake's one-pixel tile would neither cost its bytes nor count for LCP (too little in it).
const DRAW_TILE = `(() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 256;
  const g = canvas.getContext('2d');
  let seed = 29;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  g.fillStyle = '#aad3df';
  g.fillRect(0, 0, 256, 256);
  for (let land = 0; land < 2; land += 1) {
    const cx = random() * 256, cy = random() * 256, r = 30 + random() * 60;
    g.beginPath();
    for (let i = 0; i < 30; i += 1) {
      const a = (i / 30) * 2 * Math.PI, d = r * (0.6 + random() * 0.5);
      g.lineTo(cx + Math.cos(a) * d, cy + Math.sin(a) * d);
    }
    g.fillStyle = '#f2efe9';
    g.fill();
  }
  for (let road = 0; road < 3; road += 1) {
    g.beginPath();
    g.moveTo(random() * 256, random() * 256);
    for (let i = 0; i < 3; i += 1) g.lineTo(random() * 256, random() * 256);
    g.strokeStyle = ['#f7fabf', '#fcd6a4', '#e892a2'][road % 3];
    g.lineWidth = 1 + random() * 2;
    g.stroke();
  }
  g.fillStyle = '#333';
  g.font = '11px sans-serif';
  for (let name = 0; name < 3; name += 1) g.fillText('Havn ' + name, random() * 220, random() * 250);
  return canvas.toDataURL('image/png').split(',')[1];
})()`;

async function chartTile(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    return Buffer.from(await page.evaluate<string>(DRAW_TILE), 'base64');
  } finally {
    await page.close();
  }
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function newContext(browser: Browser, state?: StorageState): Promise<BrowserContext> {
  // A new context has an empty HTTP cache and no service worker: a cold first visit.
  const context = await browser.newContext({ ...PHONE, ...(state ? { storageState: state } : {}) });
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript({ content: RECORD_VITALS });
  return context;
}

/** Who loads the page: their stored session, if any. */
interface Visitor {
  name: string;
  state: StorageState;
  loggedIn: boolean;
}

interface Measured {
  fcp: number;
  lcp: number;
  lcpTarget: string;
  inp: number | null;
  /** From the click to the dialog seen by the bench (wall clock, the protocol's hops included). */
  shownMs: number | null;
}

async function measure(
  browser: Browser,
  url: string,
  ready: string | null,
  visitor: Visitor | null,
  interaction: Interaction | null,
): Promise<Measured> {
  const context = await newContext(browser, visitor?.state);
  try {
    const page = await throttledPage(context);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    if (ready) await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    const loaded = await vitals(page);
    if (loaded.fcp === null || loaded.lcp === null) throw new Error(`${url}: no FCP or LCP`);
    let shownMs: number | null = null;
    let inp: number | null = null;
    if (interaction) {
      const start = performance.now();
      await interaction.run(page, visitor?.loggedIn ?? false);
      shownMs = performance.now() - start;
      // web-vitals reports an interaction once its next frame has been painted.
      await page.waitForTimeout(SETTLE_MS);
      inp = (await vitals(page)).inp;
      if (inp === null) throw new Error(`${url}: ${interaction.name} gave no INP`);
    }
    return { fcp: loaded.fcp, lcp: loaded.lcp, lcpTarget: loaded.lcpTarget ?? '–', inp, shownMs };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function callAt(appUrl: string, owner: BenchUser): Promise<void> {
  const response = await fetch(`${appUrl}/api/help`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({
      vesselName: VESSEL,
      type: 'battery',
      priority: 'urgent',
      description: 'Fladt batteri, vi ligger for anker.',
      position: CALL_AT,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/help answered ${response.status}`);
}

/** An app server with the bench's accounts and calls, and who visits it. */
async function preparedApp(tiles: FakeTileServer, webRoot?: string) {
  const app = await startAppServer({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    TILE_URL: tiles.template('base'),
    SEAMAP_TILE_URL: tiles.template('seamap'),
    ...(webRoot ? { WEB_ROOT: webRoot } : {}),
  });
  // The live channel only accepts WebSockets from PUBLIC_URL's origin, http://localhost:{PORT}.
  const url = app.url.replace('127.0.0.1', 'localhost');
  const [seeder, owner, member] = await Promise.all([
    registerUser(url),
    registerUser(url),
    registerUser(url),
  ]);
  seedRequests(app.dataDir, seeder.id, OPEN_CALLS);
  await callAt(url, owner);
  const visitors: Visitor[] = [
    { name: 'visitor', state: storageState(url), loggedIn: false },
    { name: 'logged in', state: storageState(url, await logIn(url, member)), loggedIn: true },
  ];
  return { app, url, visitors };
}

const CASES: [string, Interaction[]][] = [
  ['/', [DETAILS_ON_DASHBOARD, CREATE_FROM_DASHBOARD]],
  ['/map', [DETAILS_ON_MAP, CREATE_ON_MAP]],
];

// BENCH_BEFORE_WEB_ROOT: another build of the web app (e.g. the commit before a change), served
// by a second app server and loaded alternately with this one in the same run.
const beforeRoot = process.env.BENCH_BEFORE_WEB_ROOT;
const tiles = await startFakeTileServer();
const hello = await startHelloWorld();
const builds = [
  { build: 'this build', ...(await preparedApp(tiles)) },
  ...(beforeRoot ? [{ build: 'before', ...(await preparedApp(tiles, beforeRoot)) }] : []),
];
const browser = await chromium.launch(DEBIAN_CHROMIUM);
try {
  // OpenSeaMap's overlay is mostly transparent, tiles of a few hundred bytes: the fake's own.
  const chart = await chartTile(browser);
  tiles.behaviour.body = (pathname) =>
    pathname.startsWith('/base/') ? chart : fakeTileBody(pathname);

  const samples = new Map<string, Measured[]>();
  const add = (key: string, value: Measured) =>
    samples.set(key, [...(samples.get(key) ?? []), value]);
  const loadBefore = os.loadavg();
  for (let round = 0; round < ROUNDS; round += 1) {
    add('hello', await measure(browser, `${hello.url}/page`, null, null, null));
    for (const [pagePath, interactions] of CASES)
      for (const { build, url, visitors } of builds)
        for (const visitor of visitors)
          for (const interaction of interactions)
            add(
              `${pagePath}|${build}|${visitor.name}|${interaction.name}`,
              await measure(browser, `${url}${pagePath}`, READY[pagePath]!, visitor, interaction),
            );
  }
  const loadAfter = os.loadavg();

  const ms = (value: number) => Math.round(value);
  const floor = median(samples.get('hello')!.map((s) => s.lcp));
  const rows = [...samples].map(([key, measured]) => {
    const [pagePath, build, visitor, interaction] =
      key === 'hello' ? ['hello-world', '–', '–', '–'] : key.split('|');
    const lcp = median(measured.map((s) => s.lcp));
    const inps = measured.flatMap((s) => (s.inp === null ? [] : [s.inp]));
    const shown = measured.flatMap((s) => (s.shownMs === null ? [] : [s.shownMs]));
    return {
      page: pagePath,
      build,
      visitor,
      'FCP ms': ms(median(measured.map((s) => s.fcp))),
      'LCP ms': ms(lcp),
      'LCP ÷ hello': (lcp / floor).toFixed(1),
      'LCP max': ms(Math.max(...measured.map((s) => s.lcp))),
      interaction,
      'INP ms': inps.length ? ms(median(inps)) : '–',
      'INP max': inps.length ? ms(Math.max(...inps)) : '–',
      'dialog ms': shown.length ? ms(median(shown)) : '–',
      'LCP element': [...new Set(measured.map((s) => s.lcpTarget))].join(' | '),
    };
  });
  console.log(
    `\nCold loads, phone 412×823, ${(THROTTLE.downloadThroughput * 8e-6).toFixed(1)} Mbps down, ` +
      `${THROTTLE.uploadThroughput * 8e-3} kbps up, ${THROTTLE.latency} ms RTT, CPU ${CPU_SLOWDOWN}×; ` +
      `median of ${ROUNDS} rounds, one fresh context per load; ${OPEN_CALLS + 1} open calls; ` +
      `every base map tile ${chart.length.toLocaleString('en')} B.`,
  );
  console.log(
    `Load average (1/5/15 min) before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  for (const { app } of builds) await app.stop();
  await hello.stop();
  await tiles.close();
}
