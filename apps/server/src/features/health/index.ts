import type { Feature } from '../../feature';
import { healthRoutes, type HealthOptions } from './routes';

export function healthFeature(options: HealthOptions): Feature {
  return {
    name: 'health',
    routes: async (app) => {
      healthRoutes(app, options);
    },
  };
}
