import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Viewer } from './presenters';

const gzipAsync = promisify(gzip);

/** The list once as JSON text and once gzipped, for clients that accept it (every browser). */
export interface CachedList {
  json: string;
  gzipped: Buffer;
}

/**
 * The request list is read far more often than it changes (every open dashboard polls it), so its
 * JSON is built once per change and view. Writes here invalidate at once; the short lifetime bounds
 * staleness from changes this instance does not see (another instance, a deleted account's name).
 */
export class HelpListCache {
  private readonly entries = new Map<Viewer, { list: Promise<CachedList>; builtAt: number }>();
  private version = 0;

  constructor(private readonly lifetimeMs: number) {}

  get(viewer: Viewer, build: () => Promise<string>): Promise<CachedList> {
    const entry = this.entries.get(viewer);
    if (entry && performance.now() - entry.builtAt < this.lifetimeMs) return entry.list;
    const version = this.version;
    const list = build().then(async (json) => ({ json, gzipped: await gzipAsync(json) }));
    this.entries.set(viewer, { list, builtAt: performance.now() });
    list.then(
      () => {
        // Built from data older than a write that happened meanwhile: do not keep it.
        if (version !== this.version) this.entries.delete(viewer);
      },
      () => this.entries.delete(viewer),
    );
    return list;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
  }
}
