import { testGpsContract } from '@havhjaelp/common/contracts/test-gps';
import type { Feature, FeaturePlug } from '../../feature';
import { testGpsRoutes } from './routes';

/** The admin's test position (the admin is made with `npm run admin -- grant`). */
export function testGpsFeature(): Feature {
  return {
    name: 'test-gps',
    contract: testGpsContract,
    routes: async (app) => {
      testGpsRoutes(app);
    },
  };
}

export const testGpsPlug: FeaturePlug = () => testGpsFeature();
