// What the app's service worker keeps (apps/web/src/features/pwa/worker), named once for the
// worker, the page and the tests that look into its caches.

/** The worker's cache of map tiles seen (base map and sea map). */
export const TILE_CACHE = 'havhjaelp-tiles';

/**
 * At most this many tiles are kept, the least recently used going first: about a day's sailing
 * area at the zoom levels used, both layers, some 10–25 MB (a tile is 10–25 kB).
 */
export const TILE_CACHE_MAX_ENTRIES = 1000;

/** The worker's cache of the help list's copies; a new name when what is kept changes shape. */
export const COPIES_CACHE = 'havhjaelp-offline-copies-v1';

/** The header a copy carries: when it was kept, in ms since 1970. */
export const COPY_FROM_HEADER = 'x-havhjaelp-copy-from';
