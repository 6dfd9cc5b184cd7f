import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTES } from '@havhjaelp/common/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

const INDEX = '<!doctype html><html lang="da"><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("Havhjælp");'.repeat(20);
const WORKER = 'self.addEventListener("fetch", () => {});'.repeat(5);
const MANIFEST = JSON.stringify({ name: 'Havhjælp', start_url: '/', display: 'standalone' });

/** Writes a file with the .br and .gz copies the web build puts beside it. */
async function writePrecompressed(file: string, text: string): Promise<void> {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, gzipSync(text));
}

/** The body as the browser reads it, after undoing the Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  if (encoding === undefined) return response.rawPayload.toString();
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

/** What a browser sends, what an old client sends, and what a client without decoders sends. */
const NEGOTIATIONS: [acceptEncoding: string | undefined, expected: string | undefined][] = [
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip', 'gzip'],
  ['*', 'gzip'],
  ['identity', undefined],
  [undefined, undefined],
];

/** A concrete URL for each route pattern (parameters filled in). */
const SCREEN_URLS = Object.values(ROUTES).map((pattern) => pattern.replace(/:[a-zA-Z]+/g, '42'));

describe('web app serving', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await t.start();
    await writePrecompressed(path.join(t.dataDir, 'index.html'), INDEX);
    await fs.mkdir(path.join(t.dataDir, 'assets'));
    await fs.writeFile(path.join(t.dataDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writePrecompressed(path.join(t.dataDir, 'assets', 'main-def456.js'), SCRIPT);
    await fs.writeFile(path.join(t.dataDir, 'assets', 'photo-abc123.png'), 'not text');
    await fs.writeFile(path.join(t.dataDir, 'test-dashboard.html'), '<h1>Testdashboard</h1>');
    await writePrecompressed(path.join(t.dataDir, 'sw.js'), WORKER);
    await writePrecompressed(path.join(t.dataDir, 'manifest.webmanifest'), MANIFEST);
    // The test app was built before index.html existed; build one that sees it.
    await t.app.close();
    await t.start({}, { webRoot: t.dataDir });
  });

  it.each(SCREEN_URLS)('answers the SPA for the screen route %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url: `${url}?x=1` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers the SPA with 404 for an unknown page so the app shows its not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
  });

  it.each([
    '/api/nothing',
    '/api',
    '/api/support/extra',
    '/mqtt/x',
    '/tiles/osm/1/2/3.png',
    '/img/x',
  ])('answers JSON 404 for the unknown server path %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Siden eller ressourcen findes ikke',
      code: 'NOT_FOUND',
    });
  });

  it('answers JSON 404, not the SPA, for a POST to a page path', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/settings' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('serves built files, hashed assets cached for a year', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const dashboard = await t.app.inject({ method: 'GET', url: '/test-dashboard.html' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('Testdashboard');
  });

  it.each(NEGOTIATIONS)(
    'sends the service worker at the root for Accept-Encoding %s as %s, as a script never cached long',
    async (acceptEncoding, expected) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      // A browser checks a worker for updates against the server only while nothing caches it.
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decoded(response)).toBe(WORKER);
    },
  );

  it('sends the web app manifest as a manifest, revalidated', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(response))).toEqual(JSON.parse(MANIFEST));
  });

  it.each(NEGOTIATIONS)(
    'sends a built asset for Accept-Encoding %s as %s, cached for a year, varying by encoding',
    async (acceptEncoding, expected) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/main-def456.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoded(response)).toBe(SCRIPT);
    },
  );

  it.each(NEGOTIATIONS)(
    'sends the SPA for Accept-Encoding %s as %s, revalidated, varying by encoding',
    async (acceptEncoding, expected) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      for (const [url, status] of [
        ['/', 200],
        ['/map', 200],
        ['/no/such/page', 404],
      ] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-encoding']).toBe(expected);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decoded(response)).toBe(INDEX);
      }
    },
  );

  it('sends a file the build did not compress as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/photo-abc123.png',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('not text');
  });

  it('sends a strict Content-Security-Policy and no HSTS over plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests when served over https', async () => {
    const https = await t.start({ PUBLIC_URL: 'https://havhjaelp.example' });
    const response = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

describe('a web app built elsewhere (WEB_ROOT)', () => {
  const t = useTestApp();

  it('serves that build', async () => {
    await t.start();
    await fs.writeFile(path.join(t.dataDir, 'index.html'), INDEX);
    await fs.writeFile(path.join(t.dataDir, 'sw.js'), WORKER);
    // No folder given by the code (the test app's own is its empty data dir): the setting's.
    const elsewhere = await t.start({ WEB_ROOT: t.dataDir }, { webRoot: undefined });
    expect((await elsewhere.app.inject({ method: 'GET', url: '/map' })).body).toBe(INDEX);
    expect((await elsewhere.app.inject({ method: 'GET', url: '/sw.js' })).body).toBe(WORKER);
  });
});

describe('without a built web app', () => {
  const t = useTestApp();

  it('still serves the API and answers JSON 404 for pages', async () => {
    await t.start();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/map' });
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('NOT_FOUND');
  });
});
