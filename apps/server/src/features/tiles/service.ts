import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { TileDiskCache, type CachedTile, type TileMeta } from './disk-cache';
import { FetchBudget } from './fetch-budget';
import { freshness, upstreamUrl, type CacheHeaders, type TileCoord, type TileLayer } from './rules';
import { OutageLog } from '../../http/upstream-outages';
import { createLimiter, fetchTile, QueueFullError, UpstreamError, type Limiter } from './upstream';

export interface TileServiceOptions {
  /** Folder of the disk cache, e.g. `DATA_DIR/tiles`. */
  cacheDir: string;
  templates: Record<TileLayer, string>;
  userAgent: string;
  log: FastifyBaseLogger;
  now?: () => number;
  fetch?: typeof fetch;
  /** Upstream requests in flight at once; the usage policies want this small. */
  maxConcurrent?: number;
  /** Requests waiting for a free slot; beyond this the answer is 503. */
  maxQueued?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** New upstream fetches per client address per minute (cache hits are not counted). */
  newTilesPerAddress?: number;
  /** New upstream fetches of the whole server per minute. */
  newTilesTotal?: number;
  /** The disk cache is pruned, least recently used first, when it grows past this. */
  maxCacheBytes?: number;
}

export interface TileAnswer {
  body: Buffer;
  contentType: string;
  etag: string | undefined;
  /** Until when the answer counts as fresh; in the past for a stale fallback. */
  freshUntil: number;
  source: 'disk' | 'upstream' | 'revalidated' | 'stale';
}

export const TILE_DEFAULTS = {
  maxConcurrent: 4,
  maxQueued: 64,
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  // A screen of map is some 20–40 tiles per layer, and most come from the cache; these bound what
  // anyone can make us fetch from the volunteer-run tile servers (OpenStreetMap's tile policy).
  newTilesPerAddress: 240,
  newTilesTotal: 1_200,
  maxCacheBytes: 1024 * 1024 * 1024,
} as const;

const BUDGET_WINDOW_MS = 60_000;

function cacheHeaders(headers: Headers): CacheHeaders {
  return {
    cacheControl: headers.get('cache-control'),
    expires: headers.get('expires'),
    date: headers.get('date'),
    age: headers.get('age'),
  };
}

function answer(tile: CachedTile, source: TileAnswer['source']): TileAnswer {
  const { meta } = tile;
  return {
    body: tile.body,
    contentType: meta.contentType,
    etag: meta.etag,
    freshUntil: meta.freshUntil,
    source,
  };
}

/**
 * Serves tiles from disk while they are fresh; otherwise asks upstream (conditionally when a
 * copy exists), through one bounded queue, with one upstream request per tile at a time.
 * Never fetches a tile nobody asked for.
 */
export class TileService {
  private readonly cache: TileDiskCache;
  private readonly limiter: Limiter;
  private readonly inFlight = new Map<string, Promise<TileAnswer>>();
  private readonly now: () => number;
  private readonly settings: Record<keyof typeof TILE_DEFAULTS, number>;
  private readonly budget: FetchBudget;
  private readonly outages: OutageLog<TileLayer>;

  constructor(private readonly options: TileServiceOptions) {
    this.now = options.now ?? Date.now;
    this.settings = {
      maxConcurrent: options.maxConcurrent ?? TILE_DEFAULTS.maxConcurrent,
      maxQueued: options.maxQueued ?? TILE_DEFAULTS.maxQueued,
      timeoutMs: options.timeoutMs ?? TILE_DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? TILE_DEFAULTS.maxBytes,
      newTilesPerAddress: options.newTilesPerAddress ?? TILE_DEFAULTS.newTilesPerAddress,
      newTilesTotal: options.newTilesTotal ?? TILE_DEFAULTS.newTilesTotal,
      maxCacheBytes: options.maxCacheBytes ?? TILE_DEFAULTS.maxCacheBytes,
    };
    this.cache = new TileDiskCache(options.cacheDir, {
      maxBytes: this.settings.maxCacheBytes,
      now: this.now,
    });
    this.outages = new OutageLog(options.log, 'tile server');
    this.limiter = createLimiter(this.settings.maxConcurrent, this.settings.maxQueued);
    this.budget = new FetchBudget(
      {
        perAddress: this.settings.newTilesPerAddress,
        total: this.settings.newTilesTotal,
        windowMs: BUDGET_WINDOW_MS,
      },
      this.now,
    );
  }

  /**
   * Requests for the same tile arriving together share one disk read and one upstream call; the
   * client at `address` that caused an upstream call is the one it is counted against.
   */
  getTile(coord: TileCoord, address: string): Promise<TileAnswer> {
    const key = `${coord.layer}/${coord.z}/${coord.x}/${coord.y}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = this.load(coord, address).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async load(coord: TileCoord, address: string): Promise<TileAnswer> {
    const cached = await this.cache.read(coord);
    if (cached && this.now() < cached.meta.freshUntil) return answer(cached, 'disk');
    const refusal = this.budget.take(address);
    if (refusal) {
      // Past its budget a client still gets the copy we have, only nothing new from upstream.
      if (cached) return answer(cached, 'stale');
      throw new AppError(
        refusal === 'address' ? TILE_ERRORS.TILE_FETCH_LIMIT : TILE_ERRORS.TILES_BUSY,
      );
    }
    try {
      return await this.limiter.run(() => this.fromUpstream(coord, cached));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw error;
      // An outage is logged once (see OutageLog), not for each of the many tiles it costs.
      if (error instanceof UpstreamError) this.outages.failed(coord.layer, error);
      else if (!(error instanceof QueueFullError)) {
        this.options.log.error({ err: error, tile: coord }, 'tile load failed');
      }
      if (cached) return answer(cached, 'stale');
      if (error instanceof QueueFullError) throw new AppError(TILE_ERRORS.TILES_BUSY);
      throw new AppError(TILE_ERRORS.TILE_UPSTREAM_FAILED);
    }
  }

  private async fromUpstream(coord: TileCoord, cached: CachedTile | null): Promise<TileAnswer> {
    const result = await fetchTile(upstreamUrl(this.options.templates[coord.layer], coord), {
      userAgent: this.options.userAgent,
      timeoutMs: this.settings.timeoutMs,
      maxBytes: this.settings.maxBytes,
      validators: cached?.meta,
      fetch: this.options.fetch,
    });
    this.outages.worked(coord.layer);
    const now = this.now();
    if (result.kind === 'not-found') {
      throw new AppError(TILE_ERRORS.TILE_NOT_FOUND);
    }
    if (result.kind === 'not-modified') {
      if (!cached) throw new Error('304 for a tile without a cached copy');
      const meta: TileMeta = {
        ...cached.meta,
        fetchedAt: now,
        freshUntil: freshness(cacheHeaders(result.headers), now).freshUntil,
        etag: result.headers.get('etag') ?? cached.meta.etag,
        lastModified: result.headers.get('last-modified') ?? cached.meta.lastModified,
      };
      await this.saveQuietly(() => this.cache.writeMeta(coord, meta));
      return answer({ body: cached.body, meta }, 'revalidated');
    }
    const fresh = freshness(cacheHeaders(result.headers), now);
    const tile: CachedTile = {
      body: result.body,
      meta: {
        fetchedAt: now,
        freshUntil: fresh.freshUntil,
        contentType: result.contentType,
        etag: result.headers.get('etag') ?? undefined,
        lastModified: result.headers.get('last-modified') ?? undefined,
      },
    };
    if (fresh.storable) await this.saveQuietly(() => this.cache.write(coord, tile));
    return answer(tile, 'upstream');
  }

  /** A full disk must not cost the user the tile that was just fetched. */
  private async saveQuietly(save: () => Promise<void>): Promise<void> {
    try {
      await save();
    } catch (error) {
      this.options.log.error({ err: error }, 'tile cache write failed');
    }
  }
}
