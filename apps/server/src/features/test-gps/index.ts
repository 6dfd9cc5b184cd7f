import type { Feature } from '../../feature';
import type { AuthDeps } from '../auth';
import { testGpsRoutes } from './routes';

export function testGpsFeature(deps: AuthDeps): Feature {
  return {
    name: 'test-gps',
    routes: async (app) => {
      await app.register(testGpsRoutes, deps);
    },
  };
}
