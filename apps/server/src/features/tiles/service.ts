import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error';
import { TileDiskCache, type CachedTile, type TileMeta } from './disk-cache';
import { freshness, upstreamUrl, type CacheHeaders, type TileCoord, type TileLayer } from './rules';
import { createLimiter, fetchTile, QueueFullError, type Limiter } from './upstream';

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
} as const;

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

  constructor(private readonly options: TileServiceOptions) {
    this.cache = new TileDiskCache(options.cacheDir);
    this.now = options.now ?? Date.now;
    this.settings = {
      maxConcurrent: options.maxConcurrent ?? TILE_DEFAULTS.maxConcurrent,
      maxQueued: options.maxQueued ?? TILE_DEFAULTS.maxQueued,
      timeoutMs: options.timeoutMs ?? TILE_DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? TILE_DEFAULTS.maxBytes,
    };
    this.limiter = createLimiter(this.settings.maxConcurrent, this.settings.maxQueued);
  }

  /** Requests for the same tile arriving together share one disk read and one upstream call. */
  getTile(coord: TileCoord): Promise<TileAnswer> {
    const key = `${coord.layer}/${coord.z}/${coord.x}/${coord.y}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = this.load(coord).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  private async load(coord: TileCoord): Promise<TileAnswer> {
    const cached = await this.cache.read(coord);
    if (cached && this.now() < cached.meta.freshUntil) return answer(cached, 'disk');
    try {
      return await this.limiter.run(() => this.fromUpstream(coord, cached));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) throw error;
      if (cached) {
        this.options.log.warn({ err: error, tile: coord }, 'tile upstream failed; serving stale');
        return answer(cached, 'stale');
      }
      if (error instanceof QueueFullError) throw new AppError(TILE_ERRORS.TILES_BUSY);
      this.options.log.warn({ err: error, tile: coord }, 'tile upstream failed');
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
