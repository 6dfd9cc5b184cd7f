// 5,000 AIS ships on the map's ship canvas (/map, logged out, Copenhagen at zoom 8) in headless
// Chromium: frames per second while every ship moves and reports on every animation frame, against
// the same page with AIS switched off, in the same run. The stream is faked inside the page (see
// map-ships-page.ts), so the measured path is the app's whole one: JSON frames → parse → fold into
// the ship store → one canvas redraw per frame. Chromium runs with --disable-gpu: everything is
// rasterised and composited in software.
import { MAP_START } from '@havhjaelp/common/limits';
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';
import type { Page } from 'playwright-core';
import { waitForTiles } from './map-bench-driver';
import { withMapContext, VIEWPORT } from './map-bench-browser';
import { percentile, r1, table } from './map-bench-figures';
import { shipSeeds } from './map-ships-data';
import { fakeShipStream, type ShipsGlobals } from './map-ships-page';

const SHIPS = Number(process.env.BENCH_SHIPS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SHIPS_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_SHIPS_ROUNDS ?? 2);
const SEED = Number(process.env.BENCH_SHIPS_SEED ?? 20261121);
const TARGET_FPS = 50;
const TOGGLE = 'Skibstrafik (AIS)';

/** What is measured: the empty map, and the ships with this many reports per frame. */
const SCENARIOS = [
  { name: 'AIS off (empty map)', perFrame: 0 },
  // The brief: every ship moves on every frame (300,000 messages/s at 60 Hz).
  { name: `${SHIPS} ships, all move every frame`, perFrame: SHIPS },
  // Each ship reports once a second: still far above aisstream's rate for Danish waters, and the
  // canvas is redrawn on every frame all the same.
  { name: `${SHIPS} ships, each reports once a second`, perFrame: Math.ceil(SHIPS / 60) },
];

interface Recording {
  intervals: number[];
  durationMs: number;
  makeMs: number[];
  streamMs: number[];
  draws: number;
}

/** Frame timestamps (and the stream's work per frame) for `SECONDS`. */
async function record(page: Page): Promise<Recording> {
  await page.evaluate(() => {
    const p = (globalThis as unknown as ShipsGlobals).__shipBench;
    Object.assign(p, { frames: [], makeMs: [], streamMs: [], draws: 0, recording: true });
  });
  await page.waitForTimeout(SECONDS * 1000);
  const { frames, makeMs, streamMs, draws } = await page.evaluate(() => {
    const p = (globalThis as unknown as ShipsGlobals).__shipBench;
    p.recording = false;
    return p;
  });
  if (frames.length < 10) throw new Error(`only ${frames.length} frames in ${SECONDS} s`);
  return {
    intervals: frames.slice(1).map((time, i) => time - frames[i]!),
    durationMs: frames[frames.length - 1]! - frames[0]!,
    makeMs,
    streamMs,
    draws,
  };
}

/** Switches AIS on, waits for the whole snapshot, and sets `perFrame` ships moving. */
async function shipsOn(page: Page, perFrame: number): Promise<number> {
  await page.getByRole('button', { name: TOGGLE, pressed: false }).click();
  const count = new Intl.NumberFormat('da-DK').format(SHIPS);
  await page.getByText(`Skibe: ${count}`, { exact: true }).waitFor({ timeout: 30_000 });
  const drawn = Number(
    await page.locator('canvas.ais-ship-canvas').getAttribute('data-ships-drawn'),
  );
  await page.evaluate((perFrame) => {
    Object.assign((globalThis as unknown as ShipsGlobals).__shipBench, { moving: true, perFrame });
  }, perFrame);
  await page.waitForTimeout(1_000);
  return drawn;
}

async function shipsOff(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as unknown as ShipsGlobals).__shipBench.moving = false;
  });
  await page.getByRole('button', { name: TOGGLE, pressed: true }).click();
  await page.getByText(/^Skibe: /).waitFor({ state: 'detached' });
}

async function measure(page: Page, perFrame: number): Promise<Recording> {
  if (perFrame === 0) return record(page);
  await shipsOn(page, perFrame);
  try {
    return await record(page);
  } finally {
    await shipsOff(page);
  }
}

function stats(recordings: Recording[]) {
  const intervals = recordings.flatMap((r) => r.intervals);
  const durationMs = recordings.reduce((sum, r) => sum + r.durationMs, 0);
  const median = (values: number[]) => (values.length ? r1(percentile(values, 0.5)) : null);
  const draws = recordings.reduce((sum, r) => sum + r.draws, 0);
  return {
    frames: intervals.length,
    fps: r1(intervals.length / (durationMs / 1000)),
    p50Ms: r1(percentile(intervals, 0.5)),
    p95Ms: r1(percentile(intervals, 0.95)),
    maxMs: r1(Math.max(...intervals)),
    over20Ms: intervals.filter((interval) => interval > 20).length,
    canvasDrawsPerS: r1(draws / (durationMs / 1000)),
    appStreamMsPerFrameP50: median(recordings.flatMap((r) => r.streamMs)),
    fakeServerMsPerFrameP50: median(recordings.flatMap((r) => r.makeMs)),
    perRoundFps: recordings.map((r) => r1(r.intervals.length / (r.durationMs / 1000))),
  };
}

const seeds = shipSeeds(SHIPS, SEED);
await withMapContext(async (context, url, browser) => {
  await context.addInitScript(fakeShipStream, seeds);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}/map`);
  await waitForTiles(page);
  // Warm-up, not counted: the first switch-on compiles the stream and drawing code.
  const drawn = await shipsOn(page, SHIPS);
  await shipsOff(page);

  const recordings = SCENARIOS.map((): Recording[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < SCENARIOS.length; k++) {
      const index = (k + round) % SCENARIOS.length;
      recordings[index]!.push(await measure(page, SCENARIOS[index]!.perFrame));
    }
  }
  const subscription = await page.evaluate(
    () => (globalThis as unknown as ShipsGlobals).__shipBench.subscription,
  );
  await context.close();

  const results = SCENARIOS.map((scenario, i) => ({ ...scenario, ...stats(recordings[i]!) }));
  console.log(
    `\nframes per second, ${SECONDS} s × ${ROUNDS} rounds per row, rows interleaved; ` +
      `${SHIPS} ships (${drawn} in view at zoom ${MAP_START.zoom}, ` +
      `${VIEWPORT.width}×${VIEWPORT.height}); software rendering (--disable-gpu)`,
  );
  console.log(
    table(
      [
        'map',
        'reports/frame',
        'fps',
        'p50 ms',
        'p95 ms',
        'max ms',
        '> 20 ms',
        'draws/s',
        'app stream ms/frame',
        'fake server ms/frame',
      ],
      results.map((row) => [
        row.name,
        row.perFrame,
        row.fps,
        row.p50Ms,
        row.p95Ms,
        row.maxMs,
        row.over20Ms,
        row.canvasDrawsPerS,
        row.appStreamMsPerFrameP50 ?? '–',
        row.fakeServerMsPerFrameP50 ?? '–',
      ]),
    ),
  );
  for (const row of results.slice(1)) {
    const met = row.fps >= TARGET_FPS ? 'met' : 'NOT met';
    console.log(`target ≥ ${TARGET_FPS} fps, ${row.name}: ${met}`);
  }
  const distinctErrors = [...new Set(errors)];
  console.log(
    distinctErrors.length
      ? `console errors on the page:\n  ${distinctErrors.join('\n  ')}`
      : 'no console errors on the page',
  );
  console.log(
    JSON.stringify(
      {
        bench: `map with ${SHIPS} AIS ships on one canvas (headless Chromium)`,
        browser: `Chromium ${browser.version()} (${DEBIAN_CHROMIUM.executablePath}), --disable-gpu (software rendering), frames paced at 60 Hz`,
        viewport: VIEWPORT,
        seed: SEED,
        shipsInView: drawn,
        secondsPerRound: SECONDS,
        rounds: ROUNDS,
        subscription,
        results,
        consoleErrors: distinctErrors,
      },
      null,
      2,
    ),
  );
});
