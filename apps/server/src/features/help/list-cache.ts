import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Bus } from '../../cluster/bus';
import { weakEtagOf } from '../../http/conditional';
import type { HelpRequestRow } from './repository';

const gzipAsync = promisify(gzip);
/** Where the instances tell each other that the list changed. */
const CHANGED_CHANNEL = 'help:list-changed';

/**
 * A list once as JSON text and once gzipped, for clients that accept it (every browser), with
 * its validator: a poll that already holds this list is answered 304.
 */
export interface CachedList {
  json: string;
  gzipped: Buffer;
  etag: string;
}

export async function cachedListOf(json: string): Promise<CachedList> {
  return { json, gzipped: await gzipAsync(json), etag: weakEtagOf(json) };
}

/**
 * The list as read from the database, kept until it changes: its requests in list order, and
 * the visitor's view of it, built ready to send. A member's own view is made from the rows.
 */
export interface ListSnapshot {
  rows: HelpRequestRow[];
  count: number;
  endedCount: number;
  olderEnded: string | null;
  publicList: CachedList;
}

/**
 * The request list is read far more often than it changes (every open dashboard polls it), so it
 * is read once per change. A write invalidates it at once here and, through the bus, on every
 * other instance of the deployment; the short lifetime bounds staleness from what no instance
 * announces (a deleted account's name) and from a bus that is away.
 */
export class HelpListCache {
  private entry: { snapshot: Promise<ListSnapshot>; builtAt: number } | undefined;
  private version = 0;
  /** This instance's own announcements come back over the bus; it has already acted on them. */
  private readonly instanceId = randomUUID();

  constructor(
    private readonly lifetimeMs: number,
    private readonly bus: Bus,
  ) {}

  get(build: () => Promise<ListSnapshot>): Promise<ListSnapshot> {
    const entry = this.entry;
    if (entry && performance.now() - entry.builtAt < this.lifetimeMs) return entry.snapshot;
    const version = this.version;
    const snapshot = build();
    const built = { snapshot, builtAt: performance.now() };
    this.entry = built;
    const forget = () => {
      if (this.entry === built) this.entry = undefined;
    };
    snapshot.then(() => {
      // Built from data older than a write that happened meanwhile: do not keep it.
      if (version !== this.version) forget();
    }, forget);
    return snapshot;
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
    this.entry = undefined;
  }
}
