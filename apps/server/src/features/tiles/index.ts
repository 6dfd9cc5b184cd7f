import type { Feature } from '../../feature';
import { tileRoutes, type TileRoutesOptions } from './routes';

export function tilesFeature(options: TileRoutesOptions): Feature {
  return {
    name: 'tiles',
    routes: async (app) => {
      tileRoutes(app, options);
    },
  };
}
