import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { LruIndex } from './lru-index';
import type { TileCoord } from './rules';

/** What is kept beside each tile to answer and revalidate it later. */
const metaSchema = z.object({
  fetchedAt: z.number(),
  freshUntil: z.number(),
  contentType: z.string(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
});
export type TileMeta = z.infer<typeof metaSchema>;

export interface CachedTile {
  body: Buffer;
  meta: TileMeta;
}

export interface DiskCacheOptions {
  /** The cache is pruned back below this many bytes (tiles and their metadata) when it grows past. */
  maxBytes: number;
  now: () => number;
}

/** Pruning goes this far below the limit, so it does not run again for every next tile. */
const PRUNE_TO_SHARE = 0.9;
/** A tile's file time is brought up to date on use at most this often, to spare the disk. */
const TOUCH_EVERY_MS = 10 * 60_000;

/**
 * Tiles on disk as `<root>/<layer>/<z>/<x>/<y>.png` with `<y>.json` beside them. Every write goes
 * to a temporary file first and is renamed into place, so a reader never sees half a tile.
 * A copy stays usable as a fallback long after it went stale, until the cache outgrows
 * `maxBytes`: then the least recently used tiles go. When a tile was last used is kept in memory
 * and, coarsely, in the tile's file time, from which the order is read again after a restart.
 */
export class TileDiskCache {
  private index: Promise<LruIndex> | undefined;
  private pruning: Promise<void> | undefined;

  constructor(
    private readonly root: string,
    private readonly options: DiskCacheOptions,
  ) {}

  private paths(coord: TileCoord) {
    const dir = path.join(this.root, coord.layer, String(coord.z), String(coord.x));
    return { dir, body: path.join(dir, `${coord.y}.png`), meta: path.join(dir, `${coord.y}.json`) };
  }

  /** The index of what is on disk, read once on first use. */
  private lru(): Promise<LruIndex> {
    this.index ??= scan(this.root);
    return this.index;
  }

  async read(coord: TileCoord): Promise<CachedTile | null> {
    const paths = this.paths(coord);
    let body: Buffer;
    try {
      body = await fs.readFile(paths.body);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    await this.used(coord, paths.body);
    return { body, meta: await this.readMeta(paths.meta) };
  }

  private async used(coord: TileCoord, file: string): Promise<void> {
    const now = this.options.now();
    const before = (await this.lru()).touch(keyOf(coord), now);
    if (before !== undefined && now - before < TOUCH_EVERY_MS) return;
    const at = new Date(now);
    // Best effort: the order after a restart is a little less exact without it.
    await fs.utimes(file, at, at).catch(() => {});
  }

  /** Total bytes on disk as the cache counts them (tiles and metadata). */
  async sizeBytes(): Promise<number> {
    return (await this.lru()).totalBytes;
  }

  /** Broken or missing metadata leaves the tile usable, but stale and without validators. */
  private async readMeta(file: string): Promise<TileMeta> {
    try {
      const parsed = metaSchema.safeParse(JSON.parse(await fs.readFile(file, 'utf8')));
      if (parsed.success) return parsed.data;
    } catch {
      // Unreadable: treated like absent.
    }
    return { fetchedAt: 0, freshUntil: 0, contentType: 'image/png' };
  }

  async write(coord: TileCoord, tile: CachedTile): Promise<void> {
    const paths = this.paths(coord);
    const meta = JSON.stringify(tile.meta);
    await fs.mkdir(paths.dir, { recursive: true });
    await writeAtomically(paths.body, tile.body);
    await writeAtomically(paths.meta, meta);
    const now = this.options.now();
    // The file's time is the order a restart reads back: the same clock as the order kept here,
    // so tiles written within one tick of the file system's clock keep their order too.
    const at = new Date(now);
    await fs.utimes(paths.body, at, at);
    const lru = await this.lru();
    lru.set(keyOf(coord), tile.body.length + Buffer.byteLength(meta), now);
    if (lru.totalBytes > this.options.maxBytes) await this.prune(lru);
  }

  async writeMeta(coord: TileCoord, meta: TileMeta): Promise<void> {
    const paths = this.paths(coord);
    await fs.mkdir(paths.dir, { recursive: true });
    await writeAtomically(paths.meta, JSON.stringify(meta));
  }

  /** One pruning at a time; writes arriving meanwhile wait for it rather than start another. */
  private prune(lru: LruIndex): Promise<void> {
    this.pruning ??= (async () => {
      try {
        for (const key of lru.evictionsFor(this.options.maxBytes * PRUNE_TO_SHARE)) {
          const base = path.join(this.root, key);
          lru.delete(key);
          await fs.rm(`${base}.png`, { force: true });
          await fs.rm(`${base}.json`, { force: true });
        }
      } finally {
        this.pruning = undefined;
      }
    })();
    return this.pruning;
  }
}

/** A tile's place under the root without its extension: `<layer>/<z>/<x>/<y>`. */
function keyOf(coord: TileCoord): string {
  return path.join(coord.layer, String(coord.z), String(coord.x), String(coord.y));
}

/** Every tile under `root` with its size (tile and metadata), least recently used first. */
async function scan(root: string): Promise<LruIndex> {
  const found: { key: string; bytes: number; usedAt: number }[] = [];
  let names: string[];
  try {
    names = await fs.readdir(root, { recursive: true });
  } catch (error) {
    if (isMissing(error)) return new LruIndex();
    throw error;
  }
  for (const name of names) {
    if (!name.endsWith('.png')) continue;
    const key = name.slice(0, -'.png'.length);
    try {
      const tile = await fs.stat(path.join(root, name));
      const meta = await fs.stat(path.join(root, `${key}.json`)).catch(() => undefined);
      found.push({ key, bytes: tile.size + (meta?.size ?? 0), usedAt: tile.mtimeMs });
    } catch (error) {
      // Removed while we looked: nothing to count.
      if (!isMissing(error)) throw error;
    }
  }
  const index = new LruIndex();
  for (const { key, bytes, usedAt } of found.sort((a, b) => a.usedAt - b.usedAt)) {
    index.set(key, bytes, usedAt);
  }
  return index;
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
