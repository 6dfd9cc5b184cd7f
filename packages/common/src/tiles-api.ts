import { endpoints, type HttpEndpointSpec } from './endpoint';
import { TILE_ERRORS } from './tiles';
import { z } from './zod-da';

const tileParams = z.object({ z: z.string(), x: z.string(), file: z.string() });

/**
 * One layer's tiles through the server's caching proxy: the file `<y>.png` at zoom z, column x.
 * The route reads the coordinates itself (bad ones are BAD_TILE), so the params are plain text.
 */
function tileLayer<const L extends string>(layer: L) {
  return {
    method: 'GET',
    path: `/tiles/${layer}/:z/:x/:file`,
    params: tileParams,
    answer: { bytes: 'image/*' },
    // The tile the browser holds already (its ETag) is still the tile.
    otherAnswers: { 304: z.null() },
    errors: Object.values(TILE_ERRORS),
    auth: 'public',
  } as const satisfies HttpEndpointSpec;
}

/** The map tile proxy's endpoints: OpenStreetMap's base map and OpenSeaMap's sea marks. */
export const tilesApi = endpoints('tiles', {
  base: tileLayer('base'),
  seamap: tileLayer('seamap'),
});
