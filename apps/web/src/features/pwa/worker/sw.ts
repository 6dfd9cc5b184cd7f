/// <reference lib="WebWorker" />
// Havhjælp's service worker (sw.js at the root scope), built by vite-plugin-pwa (injectManifest):
// the app's files precached per build, the app opening offline, the help list's copy, the bounded
// tile cache, web push and the Background Sync hook.
import { COPIES_CACHE, TILE_CACHE, TILE_CACHE_MAX_ENTRIES } from '@havhjaelp/common/app-worker';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { pageMessageSchema, type HelpListSource } from '../worker-messages';
import { syncHandlerFor } from './background-sync';
import { clickTarget, notificationFor, pushJson } from './notifications';
import { copyFrom, copyKey, dropSessionCopies, keepCopy, sessionDigest } from './offline-copies';
import { workerRoute } from './request-routes';

declare const self: ServiceWorkerGlobalScope & {
  /** The build's precache list with each file's revision, written in by vite-plugin-pwa. */
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync's event (not yet in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Every file of this build, each with its revision: a new build installs beside the old one and
// takes over only when the person says so ('Ny version klar - Genindlæs'), so no page ever mixes
// files of two versions.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const route = (name: ReturnType<typeof workerRoute>) => (options: { request: Request }) =>
  workerRoute(options.request, self.location.origin) === name;

// Any screen of the app opens from this version's index.html, with or without a network.
registerRoute(route('app-shell'), createHandlerBoundToURL('/index.html'));

// Tiles seen stay usable at sea: the least recently used go first once the cache is full.
registerRoute(
  route('tile'),
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: TILE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

/** Which answer of the help list each open page was last given (pages ask after loading). */
const helpListSources = new Map<string, number | null>();

async function tellHelpListSource(clientId: string, from: number | null): Promise<void> {
  helpListSources.set(clientId, from);
  const client = clientId ? await self.clients.get(clientId) : undefined;
  const message: HelpListSource = { type: 'help-list-source', copyFrom: from };
  client?.postMessage(message);
}

// The help list is always the server's while there is a network; its copy only when there is not.
registerRoute(route('help-list'), async ({ request, event }) => {
  const fetchEvent = event as FetchEvent;
  const key = copyKey(self.location.origin, await sessionDigest(request));
  const copies = await caches.open(COPIES_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await copies.match(key);
    if (!copy) throw error;
    fetchEvent.waitUntil(tellHelpListSource(fetchEvent.clientId, copyFrom(copy)));
    return copy;
  }
  if (response.ok) {
    fetchEvent.waitUntil(keepCopy(copies, key, response.clone(), Date.now()));
    fetchEvent.waitUntil(tellHelpListSource(fetchEvent.clientId, null));
  } else if (response.status === 304) {
    // The page holds the server's list (it asked with its ETag), and the copy is that list.
    fetchEvent.waitUntil(tellHelpListSource(fetchEvent.clientId, null));
  } else if (response.status === 401) {
    // The session has ended: its calls are no longer to be shown on this device.
    fetchEvent.waitUntil(dropSessionCopies(copies));
  }
  return response;
});

self.addEventListener('message', (event) => {
  const parsed = pageMessageSchema.safeParse(event.data);
  if (!parsed.success) return;
  if (parsed.data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
    return;
  }
  const source = event.source;
  if (!(source instanceof Client)) return;
  const answer: HelpListSource = {
    type: 'help-list-source',
    copyFrom: helpListSources.get(source.id) ?? null,
  };
  source.postMessage(answer);
});

// The first version takes the open page at once (nothing to mix it with); later ones wait above.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const shown = notificationFor(pushJson(event.data));
  if (shown) event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(clickTarget(event.notification.data, self.location.origin)));
});

/** Shows `url` in an open window of the app if there is one, else in a new one. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // The browser may refuse the focus (its permission from the click has lapsed): the call
    // still opens in that window. A window this worker does not control cannot be navigated.
    const focused = await open.focus().catch(() => open);
    const navigated = await focused.navigate(url).then(
      () => true,
      () => false,
    );
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  const handler = syncHandlerFor(sync.tag);
  if (handler) sync.waitUntil(handler.run());
});
