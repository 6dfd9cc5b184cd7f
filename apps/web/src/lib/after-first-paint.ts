/**
 * How long to wait at most for each sign: a page in a background tab is never painted, and its
 * idle callbacks are throttled, yet what waits should come eventually.
 */
const WAIT_AT_MOST_MS = 3_000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once the page has painted its first content (at once if it already has). */
export function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(done, WAIT_AT_MOST_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback; the next task does there.
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => resolve(), { timeout: WAIT_AT_MOST_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the page has loaded, has been painted and the browser has a moment to spare, so
 * work the first view does not need never competes with it for a slow connection.
 */
export async function afterFirstPaint(): Promise<void> {
  await loaded();
  await firstContentfulPaint();
  await idle();
}
