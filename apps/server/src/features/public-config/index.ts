import type { PublicConfig } from '@havhjaelp/common/public-config';
import type { Feature } from '../../feature';
import { publicConfigRoutes } from './routes';

export function publicConfigFeature(publicConfig: PublicConfig): Feature {
  return {
    name: 'public-config',
    routes: async (app) => {
      publicConfigRoutes(app, publicConfig);
    },
  };
}
