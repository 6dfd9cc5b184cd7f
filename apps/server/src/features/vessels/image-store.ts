import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredImage {
  body: Buffer;
  mediaType: string;
}

/** The picture types kept, by the file ending they are stored under. */
const ENDINGS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};
const TYPES = Object.fromEntries(Object.entries(ENDINGS).map(([type, end]) => [end, type]));

/**
 * Raster pictures only: an SVG is a document that may carry script, and is never served from the
 * app's own origin.
 */
export const isKeptImageType = (mediaType: string): boolean => mediaType in ENDINGS;

/**
 * Pictures on disk as `<dir>/<key>.<ending>`, one file each, written to a temporary file and
 * renamed into place so no reader sees half a picture. What is there is read once, on first use.
 */
export class ImageStore {
  private files: Promise<Map<string, string>> | undefined;

  constructor(private readonly dir: string) {}

  /** Key to file name, for what is on disk. */
  private index(): Promise<Map<string, string>> {
    this.files ??= fs.readdir(this.dir).then(
      (names) => new Map(names.filter((name) => !name.endsWith('.tmp')).map(keyed)),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return new Map<string, string>();
        throw error;
      },
    );
    return this.files;
  }

  async read(key: string): Promise<StoredImage | null> {
    const name = (await this.index()).get(key);
    if (!name) return null;
    try {
      const body = await fs.readFile(path.join(this.dir, name));
      return { body, mediaType: TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      (await this.index()).delete(key);
      return null;
    }
  }

  /** Stores a picture as written at `at`: the file's time, which the sweep reads. */
  async write(key: string, image: StoredImage, at: Date): Promise<void> {
    const name = `${key}.${ENDINGS[image.mediaType]}`;
    const file = path.join(this.dir, name);
    const temp = `${file}.${randomUUID()}.tmp`;
    await fs.mkdir(this.dir, { recursive: true });
    try {
      await fs.writeFile(temp, image.body);
      await fs.utimes(temp, at, at);
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    (await this.index()).set(key, name);
  }

  /**
   * Removes every picture whose key is not in `keep` and that was written at `before` (ms) or earlier:
   * a link just previewed in a form has its time to be saved before it counts as unused.
   */
  async sweep(keep: ReadonlySet<string>, before: number): Promise<string[]> {
    const index = await this.index();
    const removed: string[] = [];
    for (const [key, name] of [...index]) {
      if (keep.has(key)) continue;
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && stat.mtimeMs > before) continue;
      await fs.rm(file, { force: true });
      index.delete(key);
      removed.push(key);
    }
    return removed;
  }
}

function keyed(name: string): [string, string] {
  return [name.slice(0, name.length - path.extname(name).length), name];
}
