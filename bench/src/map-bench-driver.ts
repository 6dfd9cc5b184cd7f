// Driving Chromium for the map benchmark: loading the map with a given list, and panning it.
import type { BrowserContext, Page } from 'playwright-core';
import type { PageGlobals } from './map-bench-page';

export const PAN_SECONDS = Number(process.env.BENCH_MAP_PAN_SECONDS ?? 3);
const WAIT_MS = 30_000;
/**
 * One drag: this many pixels in this many mouse moves, one every MOVE_MS of wall-clock time like a
 * real mouse (which does not wait for the page); four drags (→ ↓ ← ↑) end where they began.
 */
const DRAG_PX = 240;
const DRAG_STEPS = 24;
const MOVE_MS = 16;

export interface Load {
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
export async function waitForTiles(page: Page): Promise<void> {
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

export async function loadMap(
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
