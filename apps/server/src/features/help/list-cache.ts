import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Bus } from '../../cluster/bus';
import type { Viewer } from './presenters';

const gzipAsync = promisify(gzip);
/** Where the instances tell each other that the list changed. */
const CHANGED_CHANNEL = 'help:list-changed';

/** The list once as JSON text and once gzipped, for clients that accept it (every browser). */
export interface CachedList {
  json: string;
  gzipped: Buffer;
}

/**
 * The request list is read far more often than it changes (every open dashboard polls it), so its
 * JSON is built once per change and view. A write invalidates it at once here and, through the
 * bus, on every other instance of the deployment; the short lifetime bounds staleness from what
 * no instance announces (a deleted account's name) and from a bus that is away.
 */
export class HelpListCache {
  private readonly entries = new Map<Viewer, { list: Promise<CachedList>; builtAt: number }>();
  private version = 0;
  /** This instance's own announcements come back over the bus; it has already acted on them. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly lifetimeMs: number,
    private readonly bus: Bus,
  ) {}

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

  /**
   * The list changed: dropped here at once, and the word to the other instances is out before
   * this resolves, so the writer answers after it. Never fails: while Redis is away the other
   * copies expire within their lifetime.
   */
  async invalidate(): Promise<void> {
    this.drop();
    await this.bus.publish(CHANGED_CHANNEL, this.instanceId).catch(() => {});
  }

  /** Drops the list whenever another instance announces a change; answers how to stop. */
  follow(): Promise<() => Promise<void>> {
    return this.bus.subscribe(CHANGED_CHANNEL, (from) => {
      if (from !== this.instanceId) this.drop();
    });
  }

  private drop(): void {
    this.version++;
    this.entries.clear();
  }
}
