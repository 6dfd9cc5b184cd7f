import fs from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import {
  fakeTileBody,
  startFakeTileServer,
  type FakeTileServer,
} from '@havhjaelp/testing/fake-tile-server';
import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import { TILE_DEFAULTS } from './service';

let fake: FakeTileServer;
let data: { dir: string; remove: () => Promise<void> };
beforeEach(async () => {
  fake = await startFakeTileServer();
  data = await makeTempDir('tiles-test');
});
afterEach(async () => {
  await fake.close();
  await data.remove();
});
// After the hooks above: the app closes before the tile server and its data folder go.
const t = useTestApp();

const start = (env: Record<string, string> = {}) =>
  t.start({
    DATA_DIR: data.dir,
    TILE_URL: fake.template('base'),
    SEAMAP_TILE_URL: fake.template('seamap'),
    PUBLIC_URL: 'https://havhjaelp.example',
    ...env,
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /tiles/:layer/:z/:x/:y.png', () => {
  it('fetches a tile once, then serves it from disk, also after a restart', async () => {
    await start();
    const first = await get('/tiles/base/8/136/79.png');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload).toEqual(fakeTileBody('/base/8/136/79.png'));
    expect(fake.requests.map((r) => r.url)).toEqual(['/base/8/136/79.png']);

    const second = await get('/tiles/base/8/136/79.png');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(fake.requests).toHaveLength(1);

    await t.close();
    await start();
    const afterRestart = await get('/tiles/base/8/136/79.png');
    expect(afterRestart.rawPayload).toEqual(first.rawPayload);
    expect(fake.requests).toHaveLength(1);

    const dir = path.join(data.dir, 'tiles', 'base', '8', '136');
    expect((await fs.readdir(dir)).sort()).toEqual(['79.json', '79.png']);
  });

  it('sends an identifying User-Agent with a contact', async () => {
    await start();
    await get('/tiles/base/1/0/0.png');
    expect(fake.requests[0]!.headers['user-agent']).toBe(
      'Havhjaelp/1.0.0 (+https://havhjaelp.example; support@havhjaelp.dk)',
    );
  });

  it('asks the sea-map server for seamap tiles', async () => {
    await start();
    const response = await get('/tiles/seamap/12/2190/1281.png');
    expect(response.statusCode).toBe(200);
    expect(fake.requests.map((r) => r.url)).toEqual(['/seamap/12/2190/1281.png']);
  });

  it.each([
    '/tiles/base/20/0/0.png',
    '/tiles/base/3/8/0.png',
    '/tiles/base/3/0/8.png',
    '/tiles/base/3/-1/0.png',
    '/tiles/base/-1/0/0.png',
    '/tiles/base/a/0/0.png',
    '/tiles/base/3/1.5/0.png',
    '/tiles/base/3/0/0.jpg',
    '/tiles/base/3/0/0',
  ])('answers 400 for %s without asking upstream', async (url) => {
    await start();
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: TILE_ERRORS.BAD_TILE.message, code: 'BAD_TILE' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each(['/tiles/roads/3/0/0.png', '/tiles/..%2F..%2Fetc/3/0/0.png', '/tiles/base/3/0'])(
    'answers the JSON 404 of unknown server paths for %s without asking upstream',
    async (url) => {
      await start();
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('answers a clean 502 when upstream fails and nothing is cached', async () => {
    await start();
    fake.behaviour.status = 500;
    const response = await get('/tiles/base/2/1/1.png');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: TILE_ERRORS.TILE_UPSTREAM_FAILED.message,
      code: 'TILE_UPSTREAM_FAILED',
    });
  });

  it('answers 502 when upstream is unreachable or sends something that is not an image', async () => {
    await start({ SEAMAP_TILE_URL: 'http://127.0.0.1:1/{z}/{x}/{y}.png' });
    expect((await get('/tiles/seamap/2/1/1.png')).statusCode).toBe(502);
    fake.behaviour.contentType = 'text/html';
    expect((await get('/tiles/base/2/1/1.png')).json()).toMatchObject({
      code: 'TILE_UPSTREAM_FAILED',
    });
    expect((await get('/tiles/base/2/1/1.png')).statusCode).toBe(502);
  });

  it('logs an outage of the tile server once, not once per tile, and its end once', async () => {
    const lines: LogLine[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
    await t.start(
      {
        DATA_DIR: data.dir,
        TILE_URL: fake.template('base'),
        SEAMAP_TILE_URL: fake.template('seamap'),
        LOG_LEVEL: 'info',
      },
      { logStream },
    );
    lines.length = 0;
    fake.behaviour.status = 500;
    // A map of failed tiles, screen after screen, as the browser asks for them.
    for (let row = 0; row < 8; row++) {
      const screen = Array.from({ length: 6 }, (_, x) => get(`/tiles/base/7/${x}/${row}.png`));
      expect((await Promise.all(screen)).map((r) => r.statusCode)).toEqual(Array(6).fill(502));
    }
    expect(fake.requests).toHaveLength(48);
    const WARN = 40;
    const loud = () => lines.filter((line) => line.level >= WARN);
    expect(loud()).toEqual([
      expect.objectContaining({
        level: WARN,
        upstream: 'base',
        reason: 'tile server answered 500',
        msg: 'tile server failing; its further failures are counted until it answers again',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('"stack"');

    fake.behaviour.status = 200;
    expect((await get('/tiles/base/7/0/8.png')).statusCode).toBe(200);
    expect(lines.filter((line) => line.msg === 'tile server answers again')).toEqual([
      expect.objectContaining({ level: 30, upstream: 'base', failedFetches: 48 }),
    ]);
    // The next outage is a new one and is told again.
    fake.behaviour.status = 500;
    expect((await get('/tiles/base/7/1/8.png')).statusCode).toBe(502);
    expect(loud()).toHaveLength(2);
  });

  it('passes an upstream 404 on', async () => {
    await start();
    fake.behaviour.status = 404;
    const response = await get('/tiles/base/2/1/1.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: TILE_ERRORS.TILE_NOT_FOUND.message,
      code: 'TILE_NOT_FOUND',
    });
  });

  it('serves the stale copy when upstream fails', async () => {
    await start();
    fake.behaviour.cacheControl = 'max-age=0';
    const first = await get('/tiles/base/5/10/12.png');
    fake.behaviour.status = 500;
    const second = await get('/tiles/base/5/10/12.png');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(fake.requests).toHaveLength(2);
  });

  it('revalidates a stale tile with its validators and keeps it on 304', async () => {
    await start();
    fake.behaviour = { ...fake.behaviour, cacheControl: 'max-age=0', etag: '"v1"' };
    const first = await get('/tiles/base/5/10/12.png');
    fake.behaviour.cacheControl = 'max-age=3600';
    const second = await get('/tiles/base/5/10/12.png');
    expect(fake.requests[1]!.headers['if-none-match']).toBe('"v1"');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=(3599|3600)$/);
    await get('/tiles/base/5/10/12.png');
    expect(fake.requests).toHaveLength(2);
  });

  it('answers a browser 304 when its ETag still matches', async () => {
    await start();
    fake.behaviour.etag = '"v1"';
    await get('/tiles/base/3/1/1.png');
    const response = await get('/tiles/base/3/1/1.png', { 'if-none-match': '"v1"' });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('does not keep a tile upstream marks no-store', async () => {
    await start();
    fake.behaviour.cacheControl = 'no-store';
    await get('/tiles/base/3/1/1.png');
    await get('/tiles/base/3/1/1.png');
    expect(fake.requests).toHaveLength(2);
  });

  it('makes one upstream request for concurrent requests of one tile', async () => {
    await start();
    fake.behaviour.hold = true;
    const pending = Array.from({ length: 5 }, () => get('/tiles/base/6/30/20.png'));
    await fake.waitForRequests(1);
    await pause(50);
    fake.releaseAll();
    const answers = await Promise.all(pending);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.requests).toHaveLength(1);
  });

  it('keeps at most a few upstream requests in flight and queues the rest', async () => {
    await start();
    const max = TILE_DEFAULTS.maxConcurrent;
    fake.behaviour.hold = true;
    const pending = Array.from({ length: max + 6 }, (_, i) => get(`/tiles/base/10/${i}/0.png`));
    await fake.waitForRequests(max);
    await pause(100);
    expect(fake.requests).toHaveLength(max);
    fake.behaviour.hold = false;
    fake.releaseAll();
    const answers = await Promise.all(pending);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(fake.requests).toHaveLength(max + 6);
    expect(fake.maxInFlight).toBe(max);
  });

  it('answers 503 in Danish when the queue is full, without asking upstream', async () => {
    await start();
    const { maxConcurrent, maxQueued } = TILE_DEFAULTS;
    fake.behaviour.hold = true;
    const tile = (i: number) => get(`/tiles/base/14/${i}/0.png`);
    const pending = Array.from({ length: maxConcurrent + maxQueued }, (_, i) => tile(i));
    await fake.waitForRequests(maxConcurrent);
    await pause(200);
    const refused = await tile(9999);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: TILE_ERRORS.TILES_BUSY.message, code: 'TILES_BUSY' });
    fake.behaviour.hold = false;
    fake.releaseAll();
    expect((await Promise.all(pending)).every((a) => a.statusCode === 200)).toBe(true);
    expect(fake.requests.some((r) => r.url === '/base/14/9999/0.png')).toBe(false);
  });

  it('caps the new tiles one address makes us fetch, in Danish, while cached tiles and other addresses go on', async () => {
    await start();
    const from = (address: string, url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress: address });
    const cap = TILE_DEFAULTS.newTilesPerAddress;
    for (let i = 0; i < cap; i++) {
      expect((await from('10.1.1.1', `/tiles/base/16/${i}/0.png`)).statusCode).toBe(200);
    }
    const refused = await from('10.1.1.1', '/tiles/base/16/65000/0.png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error:
        'Kortet har hentet mange nye fliser til dig på kort tid. Vent et øjeblik, og prøv igen.',
      code: 'TILE_FETCH_LIMIT',
    });
    expect((await from('10.1.1.1', '/tiles/base/16/0/0.png')).statusCode).toBe(200);
    expect((await from('10.2.2.2', '/tiles/base/16/65000/0.png')).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(cap + 1);
  });
});
