import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
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

/**
 * Tiles on disk as `<root>/<layer>/<z>/<x>/<y>.png` with `<y>.json` beside them. Every write goes
 * to a temporary file first and is renamed into place, so a reader never sees half a tile.
 * Nothing is ever deleted here: a copy stays usable as a fallback long after it went stale.
 */
export class TileDiskCache {
  constructor(private readonly root: string) {}

  private paths(coord: TileCoord) {
    const dir = path.join(this.root, coord.layer, String(coord.z), String(coord.x));
    return { dir, body: path.join(dir, `${coord.y}.png`), meta: path.join(dir, `${coord.y}.json`) };
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
    return { body, meta: await this.readMeta(paths.meta) };
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
    await fs.mkdir(paths.dir, { recursive: true });
    await writeAtomically(paths.body, tile.body);
    await writeAtomically(paths.meta, JSON.stringify(tile.meta));
  }

  async writeMeta(coord: TileCoord, meta: TileMeta): Promise<void> {
    const paths = this.paths(coord);
    await fs.mkdir(paths.dir, { recursive: true });
    await writeAtomically(paths.meta, JSON.stringify(meta));
  }
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
