/**
 * What a page downloads in scripts and style sheets, for the first-load budget test and benchmark.
 * Works on a Playwright page of @playwright/test or playwright-core (only what is used is typed).
 */

/** A script or style sheet the page loaded, as sent over the wire and as the browser read it. */
export interface LoadedAsset {
  path: string;
  /** The response's Content-Encoding; 'identity' when it had none. */
  encoding: string;
  /** Bytes of the body as sent (compressed, when encoded): what a slow link pays for. */
  transferred: number;
  /** Bytes of the body once decoded. */
  raw: number;
}

/** The chunk holding the MQTT client, which the web app loads apart (see its live-client.ts). */
export const LIVE_CLIENT_CHUNK = /^\/assets\/mqtt[.-][^/]*\.js$/;

/**
 * The chunk that registers the service worker and shows its notices, which the web app loads once
 * the first view is painted (features/pwa/pwa-notices.tsx).
 */
export const APP_WORKER_CHUNK = /^\/assets\/pwa-after-load-[^/]*\.js$/;

interface FinishedRequest {
  url(): string;
  sizes(): Promise<{ responseBodySize: number }>;
  response(): Promise<{ headers(): Record<string, string>; body(): Promise<Buffer> } | null>;
}

interface PageLike {
  on(event: 'requestfinished', listener: (request: FinishedRequest) => unknown): unknown;
}

const SCRIPT_OR_STYLE = /javascript|text\/css/;

/**
 * Starts recording every script and style sheet the page receives; `settled()` gives those
 * received so far once their sizes are known.
 */
export function recordScriptsAndStyles(page: PageLike): { settled(): Promise<LoadedAsset[]> } {
  // Each entry settles without rejecting, so a request still running when the page closes after
  // the last settled() is no unhandled error; settled() throws what went wrong before it.
  const pending: Promise<LoadedAsset | undefined | Error>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(describe(request).catch((error: unknown) => new Error(String(error))));
  });
  return {
    async settled() {
      const results = await Promise.all(pending);
      const failure = results.find((result) => result instanceof Error);
      if (failure) throw failure;
      return results.filter((result): result is LoadedAsset => result !== undefined);
    },
  };
}

async function describe(request: FinishedRequest): Promise<LoadedAsset | undefined> {
  // A worker a script builds in memory (blob:) crosses no network.
  if (!request.url().startsWith('http')) return undefined;
  const response = await request.response();
  const headers = response?.headers() ?? {};
  if (!response || !SCRIPT_OR_STYLE.test(headers['content-type'] ?? '')) return undefined;
  const [sizes, body] = await Promise.all([request.sizes(), response.body()]);
  return {
    path: new URL(request.url()).pathname,
    encoding: headers['content-encoding'] ?? 'identity',
    transferred: sizes.responseBodySize,
    raw: body.length,
  };
}

export function totalBytes(assets: LoadedAsset[], size: 'transferred' | 'raw'): number {
  return assets.reduce((sum, asset) => sum + asset[size], 0);
}
