import type { Feature } from '../../feature';
import { supportRoutes } from './routes';
import type { SupportDeps } from './service';

export function supportFeature(deps: Omit<SupportDeps, 'log'>): Feature {
  return {
    name: 'support',
    routes: async (app) => {
      supportRoutes(app, deps);
    },
  };
}
