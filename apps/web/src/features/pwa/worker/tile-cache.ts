/** The worker's cache of map tiles seen (base map and sea map). */
export const TILE_CACHE = 'havhjaelp-tiles';

/**
 * At most this many tiles are kept, the least recently used going first: about a day's sailing
 * area at the zoom levels used, both layers, some 10–25 MB (a tile is 10–25 kB).
 */
export const TILE_CACHE_MAX_ENTRIES = 1000;
