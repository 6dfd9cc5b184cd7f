import fs from 'node:fs/promises';
import path from 'node:path';
import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import { startFakeTileServer, type FakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { makeTempDir } from '@havhjaelp/testing/temp-dir';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TileCoord } from './rules';
import { TileService, type TileServiceOptions } from './service';

let fake: FakeTileServer;
let data: { dir: string; remove: () => Promise<void> };
let now: number;
beforeEach(async () => {
  fake = await startFakeTileServer();
  data = await makeTempDir('tile-service');
  // Near the real time: files written get the real time, files used get this clock's.
  now = Date.now();
});
afterEach(async () => {
  await fake.close();
  await data.remove();
});

function service(options: Partial<TileServiceOptions> = {}) {
  return new TileService({
    cacheDir: data.dir,
    templates: { base: fake.template('base'), seamap: fake.template('seamap') },
    userAgent: 'test',
    log: pino({ level: 'silent' }),
    now: () => now,
    ...options,
  });
}
const tile = (x: number): TileCoord => ({ layer: 'base', z: 10, x, y: 0 });

describe('new upstream fetches are capped', () => {
  it('in total, across addresses, until the minute is over', async () => {
    const tiles = service({ newTilesPerAddress: 3, newTilesTotal: 5 });
    for (const x of [1, 2, 3]) await tiles.getTile(tile(x), '10.0.0.1');
    for (const x of [4, 5]) await tiles.getTile(tile(x), '10.0.0.2');
    await expect(tiles.getTile(tile(6), '10.0.0.3')).rejects.toMatchObject({
      statusCode: 503,
      code: TILE_ERRORS.TILES_BUSY.code,
    });
    // What is cached stays free for everyone.
    expect((await tiles.getTile(tile(1), '10.0.0.3')).source).toBe('disk');
    expect(fake.requests).toHaveLength(5);
    now += 60_000;
    expect((await tiles.getTile(tile(6), '10.0.0.3')).source).toBe('upstream');
  });

  it('per address, which then still gets the stale copies it has', async () => {
    const tiles = service({ newTilesPerAddress: 2 });
    fake.behaviour.cacheControl = 'max-age=60';
    await tiles.getTile(tile(1), '10.0.0.1');
    await tiles.getTile(tile(2), '10.0.0.1');
    await expect(tiles.getTile(tile(3), '10.0.0.1')).rejects.toMatchObject({
      statusCode: 429,
      code: TILE_ERRORS.TILE_FETCH_LIMIT.code,
    });
    now += 120_000;
    await tiles.getTile(tile(3), '10.0.0.1');
    await tiles.getTile(tile(4), '10.0.0.1');
    // Tile 1 went stale; refreshing it would be a third fetch this minute.
    const stale = await tiles.getTile(tile(1), '10.0.0.1');
    expect(stale.source).toBe('stale');
    expect(fake.requests).toHaveLength(4);
  });
});

describe('the disk cache', () => {
  const tileBytes = async (dir: string) => {
    const names = await fs.readdir(dir, { recursive: true });
    const files = names.filter((n) => n.endsWith('.png') || n.endsWith('.json'));
    const sizes = await Promise.all(
      files.map(async (n) => (await fs.stat(path.join(dir, n))).size),
    );
    return {
      tiles: files.filter((n) => n.endsWith('.png')).map((n) => path.basename(path.dirname(n))),
      bytes: sizes.reduce((a, b) => a + b, 0),
    };
  };

  it('is pruned below its limit, least recently used first, also after a restart', async () => {
    // Room for four and a half of the fake's tiles (each about the same size, with metadata).
    await service().getTile(tile(0), '10.0.0.1');
    const oneTile = (await tileBytes(data.dir)).bytes;
    await fs.rm(path.join(data.dir, 'base'), { recursive: true });
    const maxCacheBytes = Math.floor(oneTile * 4.5);
    let tiles = service({ maxCacheBytes });
    for (const x of [1, 2, 3, 4]) {
      now += 1000;
      await tiles.getTile(tile(x), '10.0.0.1');
    }
    expect((await tileBytes(data.dir)).tiles.sort()).toEqual(['1', '2', '3', '4']);
    now += 1000;
    expect((await tiles.getTile(tile(1), '10.0.0.1')).source).toBe('disk');
    now += 1000;
    await tiles.getTile(tile(5), '10.0.0.1');
    let onDisk = await tileBytes(data.dir);
    expect(onDisk.bytes).toBeLessThanOrEqual(maxCacheBytes);
    // 2 was the least recently used (1 was read again); 1 and the new 5 stay.
    expect(onDisk.tiles).not.toContain('2');
    expect(onDisk.tiles).toEqual(expect.arrayContaining(['1', '5']));

    // A new process reads sizes and order from the files.
    tiles = service({ maxCacheBytes });
    now += 1000;
    await tiles.getTile(tile(6), '10.0.0.1');
    now += 1000;
    await tiles.getTile(tile(7), '10.0.0.1');
    onDisk = await tileBytes(data.dir);
    expect(onDisk.bytes).toBeLessThanOrEqual(maxCacheBytes);
    expect(onDisk.tiles).toEqual(expect.arrayContaining(['6', '7']));
    expect(onDisk.tiles).not.toContain('3');
  });
});
