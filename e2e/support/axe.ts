import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA, as axe tags them. */
export const WCAG22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.5.3 (label in name, level A) is tagged experimental up to axe-core 4.13, so the tags
 * alone leave it out: named here, it runs in every check.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/**
 * What counts as an overlay a test has opened: dialogs, menus, list boxes, map popups, the chat
 * windows, and whatever a button says it has unfolded (aria-expanded with aria-controls).
 */
const OVERLAYS = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  '.leaflet-popup',
  'section[aria-label^="Chat: "]',
].join(', ');

/**
 * The very axe-core that @axe-core/playwright runs (accessibility.spec.ts uses it for one rule), so
 * every check judges alike. Read once per worker and given to a page only when it is first needed.
 */
let axeSourceText: string | undefined;
function axeSource(): string {
  if (axeSourceText === undefined) {
    const fromAxePlaywright = createRequire(
      createRequire(import.meta.url).resolve('@axe-core/playwright'),
    );
    axeSourceText = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
  }
  return axeSourceText;
}

/** One readable line per axe finding: rule, element, what is wrong. */
interface AxeResultsLike {
  violations: {
    id: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}
function findingLines(results: AxeResultsLike): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.map(String).join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`,
    ),
  );
}

interface Watcher {
  /** Resolves when no check is running; no new one starts until `resume`. */
  pause(): Promise<void>;
  resume(): void;
  /** Resolves when every overlay seen so far has been checked. */
  idle(): Promise<void>;
}
type Watched = Window & { __havhjaelpAxeWatch?: Watcher };

/** What the watcher in the page asks of the test's side, over one binding. */
type AxeCall =
  | { load: true }
  | { known: string }
  | { what: string; results: AxeResultsLike; key: string | null };

/** Runs in the page before its own scripts: finds each overlay as it opens and has axe check it. */
function installWatcher({
  overlays,
  tags,
  rules,
}: {
  overlays: string;
  tags: string[];
  rules: typeof EXTRA_RULES;
}): void {
  type Axe = { run(context: Element, options: object): Promise<AxeResultsLike> };
  type Bound = Window & { axe?: Axe; __havhjaelpAxe(call: AxeCall): Promise<boolean> };
  const page = window as unknown as Bound & Watched;
  // The page's own timers, taken before a test can stop its clock (page.clock) for the app.
  const setTimeout = window.setTimeout.bind(window);
  const requestAnimationFrame = window.requestAnimationFrame.bind(window);
  const seen = new WeakSet<Element>();
  let queue: Promise<void> = Promise.resolve();
  let paused: Promise<void> | null = null;
  let resumePaused = () => {};
  const frames = () =>
    new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  const shown = (element: Element) =>
    element.isConnected && element.checkVisibility({ opacityProperty: true });
  const describe = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      element.querySelector('h1, h2, h3')?.textContent ??
      element.textContent?.slice(0, 40);
    const role = element.getAttribute('role') ?? element.className;
    return `${role} "${(name ?? '').trim()}" on ${location.pathname}`;
  };
  /**
   * What decides axe's verdict on an overlay: its markup, the screen, theme and window size it is
   * shown in, and which of its elements has focus.
   */
  const verdictKey = (element: Element) => {
    const focused = element.contains(document.activeElement)
      ? Array.from(element.querySelectorAll('*')).indexOf(document.activeElement!)
      : -1;
    const { theme = '' } = document.documentElement.dataset;
    return JSON.stringify([
      location.pathname,
      theme,
      innerWidth,
      innerHeight,
      focused,
      element.outerHTML,
    ]);
  };
  let running: Promise<unknown> | null = null;
  const check = async (element: Element) => {
    await frames();
    await Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => {})),
    );
    while (paused) await paused;
    if (!shown(element)) return;
    const key = verdictKey(element);
    // Set before anything is awaited, so `pause` cannot slip in between.
    const run = (async () => {
      if (await page.__havhjaelpAxe({ known: key })) return null;
      if (!page.axe) await page.__havhjaelpAxe({ load: true });
      return page.axe!.run(element, {
        runOnly: { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
    })();
    running = run;
    const results = await run.finally(() => (running = null));
    // The very same overlay was found clean earlier in this worker.
    if (results === null) return;
    // An overlay that closed while axe read it is judged on half a picture: that run is void.
    if (!shown(element)) return;
    // A verdict is remembered only for the overlay as it was when axe started and still is.
    const unchanged = verdictKey(element) === key;
    await page.__havhjaelpAxe({ what: describe(element), results, key: unchanged ? key : null });
  };
  const candidates = () => {
    const found = Array.from(document.querySelectorAll(overlays));
    for (const opener of Array.from(
      document.querySelectorAll('[aria-expanded="true"][aria-controls]'),
    )) {
      const unfolded = document.getElementById(opener.getAttribute('aria-controls')!);
      if (unfolded) found.push(unfolded);
    }
    return found;
  };
  let scanning = false;
  const scan = () => {
    scanning = false;
    for (const element of candidates()) {
      if (seen.has(element) || !shown(element)) continue;
      seen.add(element);
      queue = queue.then(() => check(element)).catch(() => {});
    }
  };
  new MutationObserver(() => {
    if (scanning) return;
    scanning = true;
    setTimeout(scan, 30);
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-expanded', 'hidden', 'data-state', 'style', 'class'],
  });
  page.__havhjaelpAxeWatch = {
    pause: async () => {
      while (paused) await paused;
      paused = new Promise((resume) => (resumePaused = resume));
      // The check that is running (if any) finishes; the queued ones wait for `resume`.
      await running?.catch(() => {});
    },
    resume: () => {
      paused = null;
      resumePaused();
    },
    idle: async () => {
      await new Promise((done) => setTimeout(done, 60));
      await queue;
    },
  };
}

/**
 * Overlays axe found nothing in, in this worker (see `verdictKey`). Loading axe into a page and
 * running it costs seconds on a slow machine, and most tests open the same cookie banner, beta
 * warning or layer picker: the same overlay on the same screen is judged once per worker. Only
 * clean verdicts are kept, so a finding fails every test that shows it.
 */
const judgedClean = new Set<string>();

/**
 * Has axe check every overlay this page opens, from now on, the moment it has opened. A test
 * cannot forget it: every page of the `page` fixture and of `openBrowser` is watched, and the
 * findings fail the test at its end (see fixtures.ts).
 */
export async function watchOverlays(page: Page, findings: string[]): Promise<void> {
  await page.exposeBinding('__havhjaelpAxe', async ({ frame }, call: AxeCall) => {
    if ('load' in call) {
      await frame.evaluate(axeSource());
      return true;
    }
    if ('known' in call) return judgedClean.has(call.known);
    const lines = findingLines(call.results);
    findings.push(...lines.map((line) => `${call.what}: ${line}`));
    if (lines.length === 0 && call.key !== null) judgedClean.add(call.key);
    return true;
  });
  await page.addInitScript(installWatcher, {
    overlays: OVERLAYS,
    tags: WCAG22_AA,
    rules: EXTRA_RULES,
  });
}

/**
 * Waits until the overlays this page has shown are checked (for a test's end); a check that does
 * not finish within 10 s is a finding of its own rather than a silent pass.
 */
export async function overlaysChecked(page: Page, findings: string[]): Promise<void> {
  if (page.isClosed()) return;
  const checked = page
    .evaluate(() => (window as Watched).__havhjaelpAxeWatch?.idle())
    .then(() => true)
    .catch(() => true); // A page that is navigating or closing has nothing more to report.
  const late = new Promise<boolean>((done) => setTimeout(() => done(false), 10_000).unref());
  if (!(await Promise.race([checked, late]))) {
    findings.push(`axe did not finish checking the overlays of ${page.url()} within 10 s`);
  }
}

/** Runs `check` (an axe run of the test's own) while the overlay watcher holds still: two axe runs never overlap. */
export async function withWatcherPaused<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate(() => (window as Watched).__havhjaelpAxeWatch?.pause());
  try {
    return await check();
  } finally {
    await page.evaluate(() => (window as Watched).__havhjaelpAxeWatch?.resume()).catch(() => {});
  }
}

/**
 * Every axe finding (WCAG 2.2 AA) on the page as it is now, or inside `include`, one line each.
 * The page's own copy of axe does it (loaded once per page, shared with the overlay watcher):
 * @axe-core/playwright loaded axe twice per scan, the second time into a blank page it opens to
 * put the results of frames together, and the app has no frames (4 s more per scan with the
 * cores busy).
 */
export async function axeFindings(page: Page, include?: string): Promise<string[]> {
  return withWatcherPaused(page, async () => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
    const results = await page.evaluate(
      async ({ include, tags, rules }) => {
        type Axe = { run(context: unknown, options: object): Promise<AxeResultsLike> };
        const { axe } = window as unknown as { axe: Axe };
        const { violations } = await axe.run(include ?? document, {
          runOnly: { type: 'tag', values: tags },
          rules,
          resultTypes: ['violations'],
        });
        return {
          violations: violations.map(({ id, nodes }) => ({
            id,
            nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
          })),
        };
      },
      { include, tags: WCAG22_AA, rules: EXTRA_RULES },
    );
    return findingLines(results);
  });
}

/** axe finds nothing on the page (or inside `include`); `what` names it in the failure. */
export async function expectNoAxeFindings(
  page: Page,
  what: string,
  include?: string,
): Promise<void> {
  expect(await axeFindings(page, include), what).toEqual([]);
}
