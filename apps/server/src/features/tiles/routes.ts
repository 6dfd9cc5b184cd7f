import { APP_VERSION } from '@havhjaelp/common/app-info';
import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import { tilesApi } from '@havhjaelp/common/tiles-api';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { AppError } from '../../http/app-error';
import { route } from '../../http/endpoint-route';
import { RATE_LIMITS } from '../../http/rate-limits';
import { browserCacheControl, parseTile, TILE_LAYERS, tileUserAgent } from './rules';
import { TileService, type TileServiceOptions } from './service';

export interface TileRoutesOptions {
  dataDir: string;
  tileUrl: string;
  seamapTileUrl: string;
  /** Sent in the User-Agent so tile server operators can identify and reach us. */
  publicUrl: string;
  contactEmail: string;
  /** For tests: the upstream fetch, clock and limits. */
  service?: Partial<Omit<TileServiceOptions, 'cacheDir' | 'templates' | 'userAgent' | 'log'>>;
}

export function tileRoutes(app: FastifyInstance, options: TileRoutesOptions): void {
  const tiles = new TileService({
    cacheDir: path.join(options.dataDir, 'tiles'),
    templates: { base: options.tileUrl, seamap: options.seamapTileUrl },
    userAgent: tileUserAgent(APP_VERSION, options.publicUrl, options.contactEmail),
    log: app.log,
    ...options.service,
  });
  const now = options.service?.now ?? Date.now;

  // One route per layer: an unknown layer is a JSON 404 like any unknown server path, and bad
  // coordinates are a 400 from parseTile; neither ever reaches upstream.
  for (const layer of TILE_LAYERS) {
    route(
      app,
      tilesApi[layer],
      async (request, reply) => {
        const { z: zoom, x, file } = request.params;
        const coord = parseTile(layer, zoom, x, file);
        if (!coord) throw new AppError(TILE_ERRORS.BAD_TILE);
        const tile = await tiles.getTile(coord, request.ip);
        reply.header('cache-control', browserCacheControl(tile.freshUntil, now()));
        if (tile.etag) {
          reply.header('etag', tile.etag);
          if (request.headers['if-none-match'] === tile.etag) return reply.status(304).send(null);
        }
        return reply.type(tile.contentType).send(tile.body);
      },
      { config: { rateLimit: RATE_LIMITS.tiles } },
    );
  }
}
