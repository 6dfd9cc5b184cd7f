import { isScreenRoute } from '@havhjaelp/common/routes';

/** The help list (helpApi.list): the one API answer a copy is kept of, for offline use. */
export const HELP_LIST_PATH = '/api/help';
/** Map tiles, through the server's caching proxy (base map and sea map). */
export const TILES_PREFIX = '/tiles/';

/**
 * What the worker does with a request:
 * - `app-shell`: a screen of the app opened; answered with the precached index.html of this
 *   version, so the page and its files always come from one build;
 * - `help-list`: the help list, always asked of the server; only when the network fails is the
 *   copy kept of the last answer given, marked as a copy;
 * - `tile`: a map tile, from the bounded tile cache when it has it;
 * - `network`: everything else, the worker steps aside (the rest of the API, the live channel,
 *   other sites). Precached files are matched before these routes by Workbox itself.
 */
export type WorkerRoute = 'app-shell' | 'help-list' | 'tile' | 'network';

export interface RequestFacts {
  url: string;
  method: string;
  mode: RequestMode;
}

export function workerRoute(request: RequestFacts, origin: string): WorkerRoute {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== 'GET') return 'network';
  if (request.mode === 'navigate') return isScreenRoute(url.pathname) ? 'app-shell' : 'network';
  if (url.pathname === HELP_LIST_PATH) return 'help-list';
  if (url.pathname.startsWith(TILES_PREFIX)) return 'tile';
  return 'network';
}
