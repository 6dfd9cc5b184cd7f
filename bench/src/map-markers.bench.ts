// 1,000 open help requests on the map (/map, logged out, Copenhagen at zoom 8) in headless Chromium:
// A) time from the list's data reaching the page to the first frame with every cluster/marker icon
//    in the DOM, over several page loads;
// B) frame times while the map is dragged around for a few seconds, against the same page with an
//    empty list (0 markers) in the same run.
// The list is answered by the browser itself (page.route) with synthetic requests in the public
// view, so the server only serves the app, tiles (from a local fake) and the live channel.
// Chromium runs with --disable-gpu: everything is rasterised and composited in software.
import { MAP_START } from '@havhjaelp/common/limits';
import { DEBIAN_CHROMIUM } from '@havhjaelp/testing/chromium';
import { helpList } from './map-bench-data';
import { instrument } from './map-bench-page';
import { loadMap, PAN_SECONDS, type Load } from './map-bench-driver';
import { withMapContext, VIEWPORT } from './map-bench-browser';
import { frameStats, percentile, r1, table } from './map-bench-figures';

const MARKERS = Number(process.env.BENCH_MAP_MARKERS ?? 1_000);
const LOADS = Number(process.env.BENCH_MAP_LOADS ?? 7);
const SEED = Number(process.env.BENCH_MAP_SEED ?? 20261121);

const bodies = new Map([
  [0, JSON.stringify(helpList(0, SEED))],
  [MARKERS, JSON.stringify(helpList(MARKERS, SEED))],
]);
const sizes = [0, MARKERS];
await withMapContext(async (context, url, browser) => {
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
  console.log(`ratio ${MARKERS} ÷ 0 markers: p50 ${ratio.p50}, p95 ${ratio.p95}, fps ${ratio.fps}`);
  console.log(
    distinctErrors.length
      ? `console errors on the page:\n  ${distinctErrors.join('\n  ')}`
      : 'no console errors on the page',
  );
  console.log(
    JSON.stringify(
      {
        bench: `map with ${MARKERS} help-request markers (headless Chromium)`,
        browser: `Chromium ${browser.version()} (${DEBIAN_CHROMIUM.executablePath}), --disable-gpu (software rendering), frames paced at 60 Hz`,
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
});
