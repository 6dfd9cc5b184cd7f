import { contract } from '../contract';
import { TILE_ERRORS } from '../tiles';

/** The base and sea-map tiles, cached and served by the app. */
export const tilesContract = contract({
  name: 'tiles',
  errors: TILE_ERRORS,
  api: async () => (await import('../tiles-api')).tilesApi,
});
