// What a page fetches from the API, with the bytes each answer cost on the wire, so a bench can
// ask "what did this page fetch because of that" by opening a window before it and closing it
// once the page has been quiet for a while.
import type { Page, Request } from 'playwright-core';

export interface ApiFetch {
  /** Method and path without the query, e.g. `GET /api/help`. */
  what: string;
  startedAt: number;
  /** The answer's body as received (compressed when the server compressed it). */
  bodyBytes: number;
  headerBytes: number;
}

export interface ApiWindow {
  /** Resolves once nothing is in flight and nothing started or ended for `quietMs`. */
  settle(quietMs: number): Promise<ApiFetch[]>;
}

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

export function recordApiTraffic(page: Page) {
  const fetched: ApiFetch[] = [];
  const sizing = new Set<Promise<void>>();
  const startedAt = new Map<Request, number>();
  let lastActivity = Date.now();

  page.on('request', (request) => {
    if (!isApi(request)) return;
    lastActivity = Date.now();
    startedAt.set(request, lastActivity);
  });
  const ended = (request: Request, failed: boolean) => {
    const started = startedAt.get(request);
    if (started === undefined) return;
    startedAt.delete(request);
    lastActivity = Date.now();
    // Ids are named as the route names them, so one kind of fetch reads as one line.
    const pathname = new URL(request.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
    const sized = (failed ? Promise.resolve(null) : request.sizes()).then((sizes) => {
      fetched.push({
        what: `${request.method()} ${pathname}`,
        startedAt: started,
        bodyBytes: sizes?.responseBodySize ?? 0,
        headerBytes: sizes?.responseHeadersSize ?? 0,
      });
    });
    sizing.add(sized);
    void sized.finally(() => sizing.delete(sized));
  };
  page.on('requestfinished', (request) => ended(request, false));
  page.on('requestfailed', (request) => ended(request, true));

  return {
    fetched,
    open(): ApiWindow {
      const from = Date.now();
      return {
        async settle(quietMs) {
          while (startedAt.size > 0 || Date.now() - Math.max(lastActivity, from) < quietMs) {
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          await Promise.all(sizing);
          return fetched.filter((entry) => entry.startedAt >= from);
        },
      };
    },
  };
}
