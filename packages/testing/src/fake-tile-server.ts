import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real 1 × 1 PNG, so a browser draws the fake's tiles (stretched) without a decoding error. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The bytes the fake serves for a path: the PNG with the path after its end chunk, where decoders
 * stop reading, so every tile is a valid image and still tells which request it answered.
 */
export function fakeTileBody(pathname: string): Buffer {
  return Buffer.concat([ONE_PIXEL_PNG, Buffer.from(pathname)]);
}

export interface SeenRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeTileServer {
  /** Template for TILE_URL / SEAMAP_TILE_URL, e.g. `http://127.0.0.1:1234/base/{z}/{x}/{y}.png`. */
  template: (layer: string) => string;
  requests: SeenRequest[];
  /** How the next answers look; change between steps of a test. */
  behaviour: {
    status: 200 | 404 | 500;
    cacheControl?: string | undefined;
    etag?: string | undefined;
    contentType: string;
    /** Keep requests open until `releaseAll()`. */
    hold: boolean;
    /** A tile's bytes instead of the one-pixel PNG: a benchmark's tiles of a real tile's size. */
    body?: ((pathname: string) => Buffer) | undefined;
  };
  inFlight: number;
  maxInFlight: number;
  releaseAll: () => void;
  /** Resolves once `count` requests have arrived in total. */
  waitForRequests: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

/** A tile server on loopback that counts, records and can fail, 404, 304 or hold requests. */
export async function startFakeTileServer(): Promise<FakeTileServer> {
  let held: (() => void)[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const fake: FakeTileServer = {
    template: () => '',
    requests: [],
    behaviour: { status: 200, contentType: 'image/png', hold: false },
    inFlight: 0,
    maxInFlight: 0,
    releaseAll: () => {
      const release = held;
      held = [];
      release.forEach((answer) => answer());
    },
    waitForRequests: (count) =>
      fake.requests.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: async () => {
      fake.releaseAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const answer = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const { status, cacheControl, etag, contentType, body } = fake.behaviour;
    fake.inFlight -= 1;
    if (cacheControl) response.setHeader('cache-control', cacheControl);
    if (status !== 200) return response.writeHead(status).end('nope');
    if (etag) response.setHeader('etag', etag);
    if (etag && request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response
      .writeHead(200, { 'content-type': contentType })
      .end((body ?? fakeTileBody)(request.url ?? ''));
  };

  const server = http.createServer((request, response) => {
    fake.requests.push({ url: request.url ?? '', headers: request.headers });
    fake.inFlight += 1;
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
    const ready = waiters.filter((waiter) => fake.requests.length >= waiter.count);
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    ready.forEach((waiter) => waiter.resolve());
    if (fake.behaviour.hold) held.push(() => answer(request, response));
    else answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.template = (layer) => `http://127.0.0.1:${port}/${layer}/{z}/{x}/{y}.png`;
  return fake;
}
