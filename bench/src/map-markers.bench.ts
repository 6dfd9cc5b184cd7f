// 1,000 open help requests on the map (/map, logged out, Copenhagen at zoom 8) in headless Chromium:
// A) time from the list's data reaching the page to the first frame with every cluster/marker icon
//    in the DOM, over several page loads;
// B) frame times while the map is dragged around for a few seconds, against the same page with an
//    empty list (0 markers) in the same run.
// The list is answered by the browser itself (page.route) with synthetic requests in the public
// view, so the server only serves the app, tiles (from a local fake) and the live channel.
// Chromium runs with --disable-gpu: everything is rasterised and composited in software.
import {
  HELP_TYPES,
  helpListSchema,
  type HelpList,
  type HelpRequest,
} from '@havhjaelp/common/help';
import { MAP_START } from '@havhjaelp/common/limits';
import { startFakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startAppServer } from './processes';

const MARKERS = Number(process.env.BENCH_MAP_MARKERS ?? 1_000);
const LOADS = Number(process.env.BENCH_MAP_LOADS ?? 7);
const PAN_SECONDS = Number(process.env.BENCH_MAP_PAN_SECONDS ?? 3);
const SEED = Number(process.env.BENCH_MAP_SEED ?? 20261121);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 720 };
const WAIT_MS = 30_000;
/**
 * One drag: this many pixels in this many mouse moves, one every MOVE_MS of wall-clock time like a
 * real mouse (which does not wait for the page); four drags (→ ↓ ← ↑) end where they began.
 */
const DRAG_PX = 240;
const DRAG_STEPS = 24;
const MOVE_MS = 16;

// ---------------------------------------------------------------------------------------------
// Synthetic data

/** mulberry32: small, fast and the same numbers for the same seed on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Where boaters are: centres (°) with a spread (1 σ, °) and a share of the requests. */
const WATERS = [
  { name: 'Øresund', lat: 55.85, lng: 12.72, sdLat: 0.16, sdLng: 0.04, weight: 14 },
  { name: 'Køge Bugt', lat: 55.48, lng: 12.38, sdLat: 0.07, sdLng: 0.08, weight: 6 },
  { name: 'Kattegat', lat: 56.6, lng: 11.6, sdLat: 0.3, sdLng: 0.3, weight: 11 },
  { name: 'Sejerø Bugt', lat: 55.82, lng: 11.25, sdLat: 0.06, sdLng: 0.1, weight: 5 },
  { name: 'Storebælt', lat: 55.35, lng: 11.0, sdLat: 0.2, sdLng: 0.05, weight: 10 },
  { name: 'Smålandsfarvandet', lat: 55.05, lng: 11.45, sdLat: 0.05, sdLng: 0.15, weight: 5 },
  { name: 'Det Sydfynske Øhav', lat: 54.95, lng: 10.45, sdLat: 0.06, sdLng: 0.18, weight: 8 },
  { name: 'Lillebælt', lat: 55.35, lng: 9.78, sdLat: 0.16, sdLng: 0.035, weight: 6 },
  { name: 'Aarhus Bugt', lat: 56.1, lng: 10.38, sdLat: 0.08, sdLng: 0.08, weight: 6 },
  { name: 'Flensborg Fjord', lat: 54.85, lng: 9.85, sdLat: 0.04, sdLng: 0.12, weight: 4 },
  { name: 'Femern Bælt', lat: 54.55, lng: 11.35, sdLat: 0.05, sdLng: 0.2, weight: 5 },
  { name: 'Østersøen ved Møn', lat: 54.85, lng: 12.6, sdLat: 0.12, sdLng: 0.22, weight: 4 },
  { name: 'Bornholm, vest', lat: 55.15, lng: 14.5, sdLat: 0.08, sdLng: 0.06, weight: 3 },
  { name: 'Christiansø', lat: 55.32, lng: 15.19, sdLat: 0.03, sdLng: 0.05, weight: 1 },
  { name: 'Limfjorden', lat: 56.95, lng: 9.05, sdLat: 0.05, sdLng: 0.3, weight: 4 },
  { name: 'Skagerrak', lat: 57.85, lng: 9.7, sdLat: 0.1, sdLng: 0.45, weight: 3 },
  { name: 'Nordsøen', lat: 56.2, lng: 7.75, sdLat: 0.45, sdLng: 0.12, weight: 5 },
] as const;
const PRIORITY_MIX = [
  ['normal', 0.6],
  ['urgent', 0.3],
  ['critical', 0.1],
] as const;
const STATUS_MIX = [
  ['active', 0.7],
  ['offered', 0.15],
  ['accepted', 0.08],
  ['on_way', 0.04],
  ['arrived', 0.03],
] as const;
const VESSELS = ['Havørnen', 'Tobisen', 'Måge', 'Svalen', 'Bølgen', 'Ålen', 'Skarven', 'Ternen'];
const RADII = [1, 2, 3, 3, 3, 5, 10];

function pick<T>(mix: readonly (readonly [T, number])[], r: number): T {
  let sum = 0;
  for (const [value, share] of mix) if ((sum += share) > r) return value;
  return mix[mix.length - 1]![0];
}

/** Open requests as a logged-out visitor gets them: public view, positions to two decimals. */
function helpList(count: number): HelpList {
  const next = random(SEED);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const totalWeight = WATERS.reduce((sum, water) => sum + water.weight, 0);
  const waterMix = WATERS.map((water) => [water, water.weight / totalWeight] as const);
  const round = (value: number) => Math.round(value * 100) / 100;
  const now = Date.parse('2026-11-21T12:00:00Z');
  const requests: HelpRequest[] = [];
  for (let i = 0; i < count; i++) {
    const water = pick(waterMix, next());
    const status = pick(STATUS_MIX, next());
    requests.push({
      id: `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
      userName: `sejler${1000 + i}`,
      vesselName: `${VESSELS[i % VESSELS.length]} ${i}`,
      type: HELP_TYPES[Math.floor(next() * HELP_TYPES.length)]!,
      priority: pick(PRIORITY_MIX, next()),
      status,
      timestamp: new Date(now - Math.floor(next() * 6 * 3_600_000)).toISOString(),
      position: {
        lat: round(water.lat + gauss() * water.sdLat),
        lng: round(water.lng + gauss() * water.sdLng),
      },
      searchRadiusNm: RADII[Math.floor(next() * RADII.length)]!,
      helperName: status === 'active' || status === 'offered' ? null : `hjælper${i}`,
    });
  }
  return helpListSchema.parse({ requests, count: requests.length });
}

// ---------------------------------------------------------------------------------------------
// In the page. The bench compiles without the DOM library, so the few browser globals used are
// declared here; these functions run in Chromium only (serialised by Playwright).

interface PageProbe {
  /** performance.now() once the first GET /api/help answer has been read and parsed (json()). */
  dataAt: number | null;
  /** The first animation frame after dataAt. */
  firstFrameAt: number | null;
  /** The frame after the one where the icons were first all in the DOM (that frame is drawn). */
  renderedAt: number | null;
  icons: number;
  /** Cluster/marker icons added or removed, counted by a MutationObserver. */
  iconMutations: number;
  recording: boolean;
  /** rAF timestamps while recording. */
  frames: number[];
  /** Recorded frames in which the map pane's transform differed from the frame before. */
  movedFrames: number;
  iconMutationsAtStart: number;
  /** Main-thread tasks over 50 ms: [start, duration] (Long Tasks API). */
  longTasks: [number, number][];
}

interface PageNode {
  classList?: { contains(name: string): boolean };
}

interface PageGlobals {
  __mapBench: PageProbe;
  fetch: (input: unknown, init?: unknown) => Promise<{ json(): Promise<unknown> }>;
  performance: { now(): number };
  requestAnimationFrame(callback: (time: number) => void): number;
  location: { href: string };
  document: {
    querySelectorAll(selectors: string): { length: number };
    querySelector(selectors: string): { style: { transform: string } } | null;
    elementFromPoint(x: number, y: number): { closest(selectors: string): unknown } | null;
  };
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  MutationObserver: new (
    callback: (
      records: { addedNodes: ArrayLike<PageNode>; removedNodes: ArrayLike<PageNode> }[],
    ) => void,
  ) => { observe(target: unknown, options: { childList: boolean; subtree: boolean }): void };
}

/** tsx (esbuild keepNames) wraps named functions in __name(); the page needs a stand-in. */
const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

function instrument(): void {
  const g = globalThis as unknown as PageGlobals;
  const ICONS = '.leaflet-marker-icon.help-marker, .leaflet-marker-icon.marker-cluster';
  const probe: PageProbe = {
    dataAt: null,
    firstFrameAt: null,
    renderedAt: null,
    icons: 0,
    iconMutations: 0,
    recording: false,
    frames: [],
    movedFrames: 0,
    iconMutationsAtStart: 0,
    longTasks: [],
  };
  g.__mapBench = probe;

  const realFetch = g.fetch.bind(g);
  g.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const href =
      typeof input === 'object' && input !== null && 'url' in input
        ? String(input.url)
        : String(input);
    if (new URL(href, g.location.href).pathname === '/api/help') {
      const json = response.json.bind(response);
      response.json = async () => {
        const body = await json();
        probe.dataAt ??= g.performance.now();
        return body;
      };
    }
    return response;
  };

  new g.PerformanceObserver((list) => {
    for (const task of list.getEntries()) probe.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });

  const isIcon = (node: PageNode) =>
    node.classList?.contains('marker-cluster') === true ||
    node.classList?.contains('help-marker') === true;
  new g.MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (isIcon(node)) probe.iconMutations++;
      for (const node of Array.from(record.removedNodes)) if (isIcon(node)) probe.iconMutations++;
    }
  }).observe(g.document, { childList: true, subtree: true });

  // "Done" = the icon count is > 0 and unchanged (no icon added or removed) for two frames.
  let lastCount = -1;
  let lastMutations = -1;
  let stableFrames = 0;
  let candidateAt = 0;
  let lastTransform = '';
  const onFrame = (time: number) => {
    const now = g.performance.now();
    if (probe.dataAt !== null && probe.renderedAt === null) {
      probe.firstFrameAt ??= now;
      const count = g.document.querySelectorAll(ICONS).length;
      if (count !== lastCount || probe.iconMutations !== lastMutations) {
        lastCount = count;
        lastMutations = probe.iconMutations;
        stableFrames = 0;
      } else if (++stableFrames === 1) {
        candidateAt = now;
      } else if (stableFrames === 2 && count > 0) {
        probe.renderedAt = candidateAt;
        probe.icons = count;
      }
    }
    if (probe.recording) {
      probe.frames.push(time);
      const transform = g.document.querySelector('.leaflet-map-pane')?.style.transform ?? '';
      if (probe.frames.length > 1 && transform !== lastTransform) probe.movedFrames++;
      lastTransform = transform;
    }
    g.requestAnimationFrame(onFrame);
  };
  g.requestAnimationFrame(onFrame);
}

// ---------------------------------------------------------------------------------------------
// Driving the browser

interface Load {
  markers: number;
  dataToFirstFrameMs: number;
  dataToRenderMs: number | null;
  /** The longest main-thread task (Long Tasks API, > 50 ms) overlapping data → render. */
  longestTaskMs: number;
  icons: number;
  pan: PanResult;
}

interface PanResult {
  intervals: number[];
  durationMs: number;
  movedFrames: number;
  mouseMoves: number;
  drags: number;
  iconChanges: number;
}

const probeOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).__mapBench);

async function waitForProbe(page: Page, what: 'data' | 'render' | 'frame'): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const probe = (globalThis as unknown as PageGlobals).__mapBench;
      if (wanted === 'data') return probe.dataAt !== null;
      if (wanted === 'render') return probe.renderedAt !== null;
      return probe.firstFrameAt !== null;
    },
    what,
    { polling: 100, timeout: WAIT_MS },
  );
}

/** Every tile image in the map has loaded (they come from the local fake, so quickly). */
async function waitForTiles(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const g = globalThis as unknown as PageGlobals;
      const all = g.document.querySelectorAll('img.leaflet-tile').length;
      return all > 0 && all === g.document.querySelectorAll('img.leaflet-tile-loaded').length;
    },
    undefined,
    { polling: 100, timeout: WAIT_MS },
  );
}

/** Drags the map → ↓ ← ↑ … around its centre, one mouse move per step, for PAN_SECONDS. */
async function pan(page: Page): Promise<PanResult> {
  const box = await page.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('no map on the page');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const onMap = await page.evaluate(
    ([x, y]) => {
      const g = globalThis as unknown as PageGlobals;
      return Boolean(g.document.elementFromPoint(x!, y!)?.closest('.leaflet-container'));
    },
    [cx, cy],
  );
  if (!onMap) throw new Error('something covers the middle of the map');
  await page.evaluate(() => {
    const probe = (globalThis as unknown as PageGlobals).__mapBench;
    probe.frames = [];
    probe.movedFrames = 0;
    probe.iconMutationsAtStart = probe.iconMutations;
    probe.recording = true;
  });
  const directions = [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ] as const;
  const until = Date.now() + PAN_SECONDS * 1000;
  let drags = 0;
  let mouseMoves = 0;
  while (Date.now() < until) {
    const [dx, dy] = directions[drags % directions.length]!;
    const x0 = cx - (dx * DRAG_PX) / 2;
    const y0 = cy - (dy * DRAG_PX) / 2;
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    // Sent on a timer, not one after the other: awaiting each move would pace the drag by the
    // browser's round trip instead of the clock. Chromium coalesces moves into one per frame.
    const start = Date.now();
    const moves: Promise<void>[] = [];
    let failure: unknown = null;
    for (let step = 1; step <= DRAG_STEPS; step++) {
      const wait = start + step * MOVE_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const x = x0 + (dx * DRAG_PX * step) / DRAG_STEPS;
      const y = y0 + (dy * DRAG_PX * step) / DRAG_STEPS;
      moves.push(page.mouse.move(x, y).catch((err: unknown) => void (failure ??= err)));
      mouseMoves++;
    }
    await Promise.all(moves);
    if (failure !== null) throw failure;
    await page.mouse.up();
    drags++;
  }
  const recorded = await page.evaluate(() => {
    const probe = (globalThis as unknown as PageGlobals).__mapBench;
    probe.recording = false;
    return {
      frames: probe.frames,
      movedFrames: probe.movedFrames,
      iconChanges: probe.iconMutations - probe.iconMutationsAtStart,
    };
  });
  const { frames } = recorded;
  if (frames.length < 10) throw new Error(`only ${frames.length} frames while panning`);
  // Each drag must move the map at least once; how many frames it moved in is reported, since on
  // a busy machine the moves reach the page late and coalesced.
  if (recorded.movedFrames < drags) {
    throw new Error(`the map moved in only ${recorded.movedFrames} frames over ${drags} drags`);
  }
  return {
    intervals: frames.slice(1).map((time, i) => time - frames[i]!),
    durationMs: frames[frames.length - 1]! - frames[0]!,
    movedFrames: recorded.movedFrames,
    mouseMoves,
    drags,
    iconChanges: recorded.iconChanges,
  };
}

async function loadMap(
  context: BrowserContext,
  url: string,
  body: string,
  markers: number,
  errors: string[],
): Promise<Load> {
  const page = await context.newPage();
  try {
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(
      (target) => target.pathname === '/api/help',
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 200,
              headers: { 'cache-control': 'no-store' },
              contentType: 'application/json; charset=utf-8',
              body,
            })
          : route.continue(),
    );
    await page.goto(`${url}/map`);
    await waitForProbe(page, 'data');
    await waitForProbe(page, markers > 0 ? 'render' : 'frame');
    const probe = await probeOf(page);
    await waitForTiles(page);
    await page.waitForTimeout(500);
    return {
      markers,
      dataToFirstFrameMs: probe.firstFrameAt! - probe.dataAt!,
      dataToRenderMs: probe.renderedAt === null ? null : probe.renderedAt - probe.dataAt!,
      icons: probe.icons,
      longestTaskMs: Math.max(
        0,
        ...probe.longTasks
          .filter(
            ([start, duration]) =>
              start + duration > probe.dataAt! && start < (probe.renderedAt ?? Infinity),
          )
          .map(([, duration]) => duration),
      ),
      pan: await pan(page),
    };
  } finally {
    await page.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Figures

const r1 = (value: number) => Math.round(value * 10) / 10;

/** Nearest-rank percentile of an unsorted list. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

function frameStats(loads: readonly Load[]) {
  const intervals = loads.flatMap((load) => load.pan.intervals);
  const durationMs = loads.reduce((sum, load) => sum + load.pan.durationMs, 0);
  return {
    frames: intervals.length,
    p50Ms: r1(percentile(intervals, 0.5)),
    p95Ms: r1(percentile(intervals, 0.95)),
    maxMs: r1(Math.max(...intervals)),
    fps: r1(intervals.length / (durationMs / 1000)),
    over50Ms: intervals.filter((interval) => interval > 50).length,
    movedFrames: loads.reduce((sum, load) => sum + load.pan.movedFrames, 0),
    drags: loads.reduce((sum, load) => sum + load.pan.drags, 0),
    mouseMoves: loads.reduce((sum, load) => sum + load.pan.mouseMoves, 0),
    iconChangesPerLoad: r1(
      percentile(
        loads.map((load) => load.pan.iconChanges),
        0.5,
      ),
    ),
    perLoadP50Ms: loads.map((load) => r1(percentile(load.pan.intervals, 0.5))),
    perLoadFps: loads.map((load) => r1(load.pan.intervals.length / (load.pan.durationMs / 1000))),
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const bodies = new Map([
  [0, JSON.stringify(helpList(0))],
  [MARKERS, JSON.stringify(helpList(MARKERS))],
]);
const sizes = [0, MARKERS];
const tiles = await startFakeTileServer();
try {
  const app = await startAppServer({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    TILE_URL: tiles.template('base'),
    SEAMAP_TILE_URL: tiles.template('seamap'),
  });
  try {
    // The server's default PUBLIC_URL is http://localhost:{PORT}, i.e. exactly this address; the
    // live channel only accepts WebSockets from that origin, so the browser must use `localhost`.
    const url = app.url.replace('127.0.0.1', 'localhost');
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        locale: 'da-DK',
        timezoneId: 'Europe/Copenhagen',
      });
      await context.addInitScript({ content: NAME_SHIM });
      await context.addInitScript(instrument);
      const errors: string[] = [];
      // One load of each, not counted: the first load fills the HTTP cache and warms up V8.
      for (const markers of sizes) await loadMap(context, url, bodies.get(markers)!, markers, []);
      const loads: Load[] = [];
      for (let round = 0; round < LOADS; round++) {
        for (const markers of round % 2 ? [...sizes].reverse() : sizes) {
          loads.push(await loadMap(context, url, bodies.get(markers)!, markers, errors));
        }
      }
      await context.close();

      const withMarkers = loads.filter((load) => load.markers === MARKERS);
      const empty = loads.filter((load) => load.markers === 0);
      const renders = withMarkers.map((load) => load.dataToRenderMs!);
      const firstFrames = (list: Load[]) => list.map((load) => load.dataToFirstFrameMs);
      const a = {
        loads: renders.length,
        dataToClusteredRenderMs: {
          p50: r1(percentile(renders, 0.5)),
          p90: r1(percentile(renders, 0.9)),
          min: r1(Math.min(...renders)),
          max: r1(Math.max(...renders)),
          all: renders.map(r1),
        },
        iconsShown: percentile(
          withMarkers.map((load) => load.icons),
          0.5,
        ),
        longestTaskMs: {
          p50: r1(
            percentile(
              withMarkers.map((load) => load.longestTaskMs),
              0.5,
            ),
          ),
          max: r1(Math.max(...withMarkers.map((load) => load.longestTaskMs))),
        },
        dataToFirstFrameMs: {
          [`${MARKERS} markers p50`]: r1(percentile(firstFrames(withMarkers), 0.5)),
          '0 markers p50': r1(percentile(firstFrames(empty), 0.5)),
        },
      };
      const b0 = frameStats(empty);
      const bN = frameStats(withMarkers);
      const distinctErrors = [...new Set(errors)].map(
        (text) => `${errors.filter((e) => e === text).length}× ${text}`,
      );

      console.log(
        `\nA) data → first clustered render, ${MARKERS} markers, ${a.loads} page loads ` +
          `(${a.iconsShown} cluster/marker icons at zoom ${MAP_START.zoom}, ${VIEWPORT.width}×${VIEWPORT.height})`,
      );
      console.log(
        table(
          [
            'markers',
            'p50 ms',
            'p90 ms',
            'min ms',
            'max ms',
            'data → next frame p50 ms',
            'longest task p50 / max ms',
          ],
          [
            [
              MARKERS,
              a.dataToClusteredRenderMs.p50,
              a.dataToClusteredRenderMs.p90,
              a.dataToClusteredRenderMs.min,
              a.dataToClusteredRenderMs.max,
              r1(percentile(firstFrames(withMarkers), 0.5)),
              `${a.longestTaskMs.p50} / ${a.longestTaskMs.max}`,
            ],
            [0, '–', '–', '–', '–', r1(percentile(firstFrames(empty), 0.5)), '–'],
          ],
        ),
      );
      console.log(
        `\nB) frame intervals while dragging the map, ${PAN_SECONDS} s per load × ${LOADS} loads ` +
          `each, loads alternating (software rendering: --disable-gpu)`,
      );
      console.log(
        table(
          ['markers', 'frames', 'p50 ms', 'p95 ms', 'max ms', 'fps', '> 50 ms', 'moved frames'],
          [b0, bN].map((s, i) => [
            sizes[i]!,
            s.frames,
            s.p50Ms,
            s.p95Ms,
            s.maxMs,
            s.fps,
            s.over50Ms,
            `${s.movedFrames} (${Math.round((s.movedFrames / s.frames) * 100)} %)`,
          ]),
        ),
      );
      const ratio = {
        p50: Math.round((bN.p50Ms / b0.p50Ms) * 100) / 100,
        p95: Math.round((bN.p95Ms / b0.p95Ms) * 100) / 100,
        fps: Math.round((bN.fps / b0.fps) * 100) / 100,
      };
      console.log(
        `ratio ${MARKERS} ÷ 0 markers: p50 ${ratio.p50}, p95 ${ratio.p95}, fps ${ratio.fps}`,
      );
      console.log(
        distinctErrors.length
          ? `console errors on the page:\n  ${distinctErrors.join('\n  ')}`
          : 'no console errors on the page',
      );
      console.log(
        JSON.stringify(
          {
            bench: `map with ${MARKERS} help-request markers (headless Chromium)`,
            browser: `Chromium ${browser.version()} (${CHROMIUM}), --disable-gpu (software rendering), frames paced at 60 Hz`,
            viewport: VIEWPORT,
            seed: SEED,
            loadsPerSize: LOADS,
            panSecondsPerLoad: PAN_SECONDS,
            dataToClusteredRender: a,
            panning: { [`${MARKERS} markers`]: bN, '0 markers': b0, ratio },
            consoleErrors: distinctErrors,
          },
          null,
          2,
        ),
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
} finally {
  await tiles.close();
}
