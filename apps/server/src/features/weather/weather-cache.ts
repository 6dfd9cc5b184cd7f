const HOUR_MS = 3_600_000;

export interface CacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries: number;
  /** A stale entry is still served (while a fresh one is fetched) until it is this old. */
  maxStaleMs: number;
  now: () => number;
  /** Told when a refresh behind a stale answer failed; the stale entry stays. */
  onRefreshError: (key: string, error: unknown) => void;
}

interface Entry<T> {
  value: T;
  fetchedAt: number;
}

export interface Cached<T> {
  value: T;
  fetchedAt: number;
}

/** The forecast hour a time lies in: Danish hours start on whole UTC hours too. */
const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

/**
 * One cache for every client, keyed by (cell, forecast hour): an entry fetched in the current hour
 * is fresh; one from an earlier hour is stale and still answered at once while one refresh runs
 * behind it (stale-while-revalidate). Identical concurrent misses share one load (single flight).
 */
export class WeatherCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<Entry<T>>>();

  constructor(private readonly options: CacheOptions) {}

  async get(key: string, load: () => Promise<T>): Promise<Cached<T>> {
    const now = this.options.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.fetchedAt <= this.options.maxStaleMs) {
      this.touch(key, entry);
      if (hourOf(entry.fetchedAt) < hourOf(now)) {
        this.load(key, load).catch((error: unknown) => this.options.onRefreshError(key, error));
      }
      return entry;
    }
    return this.load(key, load);
  }

  get size(): number {
    return this.entries.size;
  }

  private load(key: string, load: () => Promise<T>): Promise<Entry<T>> {
    const running = this.loading.get(key);
    if (running) return running;
    const started = (async () => {
      try {
        const value = await load();
        const entry = { value, fetchedAt: this.options.now() };
        this.touch(key, entry);
        return entry;
      } finally {
        this.loading.delete(key);
      }
    })();
    this.loading.set(key, started);
    return started;
  }

  private touch(key: string, entry: Entry<T>): void {
    // A Map iterates in insertion order, so re-inserting makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
