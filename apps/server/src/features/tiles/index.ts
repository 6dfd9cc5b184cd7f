import { tilesContract } from '@havhjaelp/common/contracts/tiles';
import type { Feature, FeaturePlug } from '../../feature';
import { tileRoutes, type TileRoutesOptions } from './routes';

export function tilesFeature(options: TileRoutesOptions): Feature {
  return {
    name: 'tiles',
    contract: tilesContract,
    routes: async (app) => {
      tileRoutes(app, options);
    },
  };
}

export const tilesPlug: FeaturePlug = ({ config }) =>
  tilesFeature({
    dataDir: config.dataDir,
    tileUrl: config.tileUrl,
    seamapTileUrl: config.seamapTileUrl,
    publicUrl: config.publicUrl,
    contactEmail: config.supportEmail,
  });
