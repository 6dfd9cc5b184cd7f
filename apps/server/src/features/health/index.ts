import { healthContract } from '@havhjaelp/common/contracts/health';
import type { AisStatus } from '@havhjaelp/common/ais';
import { isDatabaseReachable } from '../../db/database';
import type { Feature, FeaturePlug } from '../../feature';
import { slot } from '../../slots';
import { healthRoutes, type HealthOptions } from './routes';

/** The ship-traffic source's state, reported by the feature that runs it. */
export const AIS_STATUS = slot<() => AisStatus>('ais status');

export function healthFeature(options: Omit<HealthOptions, 'ais'>): Feature {
  return {
    name: 'health',
    contract: healthContract,
    routes: (app, { slots }) => healthRoutes(app, { ...options, ais: slots.all(AIS_STATUS)[0] }),
  };
}

export const healthPlug: FeaturePlug = ({ db, cluster }) =>
  healthFeature({
    checks: {
      database: async () => ((await isDatabaseReachable(db)) ? 'ok' : 'error'),
      redis: () => cluster.status(),
    },
  });
