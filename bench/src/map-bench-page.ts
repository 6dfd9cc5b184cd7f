// In the page, for the map benchmark. The bench compiles without the DOM library, so the few browser globals used are
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

export interface PageGlobals {
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
export const NAME_SHIM = 'globalThis.__name = (fn) => fn;';

export function instrument(): void {
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
