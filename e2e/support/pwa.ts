import path from 'node:path';
import type { Page, Worker } from '@playwright/test';
import type { PushPayload } from '@havhjaelp/common/push';
import { expectNoAxeFindings } from './axe';
import { expect } from './fixtures';
import { SCREENSHOTS, SCREEN_SIZES } from './screen-sizes';

// The installable app's worker as a test drives it: waiting for it, reading its caches, pushing
// to it over the DevTools protocol as a push service would.

/** Waits until the app's worker is installed, activated and controls the page. */
export async function workerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

/** The paths (no query) a cache of the page's origin holds; `cache` matches the cache's name. */
export function cachedPaths(page: Page, cache: RegExp): Promise<string[]> {
  return page.evaluate(async (pattern) => {
    const name = (await caches.keys()).find((key) => new RegExp(pattern).test(key));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  }, cache.source);
}

/** The page's origin's worker, as Playwright sees it. */
export async function appWorker(page: Page): Promise<Worker> {
  const origin = new URL(page.url()).origin;
  const find = () =>
    page
      .context()
      .serviceWorkers()
      .find((w) => w.url().startsWith(origin));
  return find() ?? (await page.context().waitForEvent('serviceworker'));
}

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The DevTools protocol's handle on the worker of `page`'s origin, and its registration's id. */
async function workerRegistration(page: Page) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrations: Registration[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  const ours = () => registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
  await expect.poll(() => ours() !== undefined).toBe(true);
  return { cdp, origin, registrationId: ours()!.registrationId };
}

/**
 * Delivers `payload` to the app's worker as its push event, through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as the browser's push service would.
 */
export async function deliverPush(page: Page, payload: PushPayload): Promise<void> {
  const { cdp, origin, registrationId } = await workerRegistration(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/**
 * Fires the app's worker's Background Sync of `tag` through the DevTools protocol
 * (ServiceWorker.dispatchSyncEvent), as the browser does when the connection returns.
 */
export async function fireSync(page: Page, tag: string): Promise<void> {
  const { cdp, origin, registrationId } = await workerRegistration(page);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag,
    lastChance: false,
  });
  await cdp.detach();
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the app's worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
}

/**
 * Clicks the shown notification with `tag` as far as a test can: headless Chromium has no
 * notification to click, so the worker's own `notificationclick` handler is run on a
 * NotificationEvent made for that notification. The browser gives such an event none of a real
 * click's rights (focusing, opening a window, waitUntil), so this drives the handler's way through
 * an app window already open, which the handler navigates to the notification's url.
 */
export async function clickNotification(worker: Worker, tag: string): Promise<void> {
  await worker.evaluate(async (wanted) => {
    // The worker's globals (the test's own TypeScript knows a page's only).
    const scope = globalThis as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification with tag ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, tag);
}

/**
 * Pictures the page at both screen sizes (e2e/screenshots/pwa-<what>-<size>.png) with its notices
 * checked by axe, for a screen the worker changes (the offline notice, the new version's offer).
 */
export async function shootNotices(page: Page, what: string): Promise<void> {
  const viewport = page.viewportSize();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await expectNoAxeFindings(page, `${what}, ${size.label}`, '.notice-region');
    await page.screenshot({ path: path.join(SCREENSHOTS, `pwa-${what}-${size.label}.png`) });
  }
  // The test goes on at the size it had.
  if (viewport) await page.setViewportSize(viewport);
}
