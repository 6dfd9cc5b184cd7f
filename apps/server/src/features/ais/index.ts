import { LIMITS } from '@havhjaelp/common/limits';
import type { Feature } from '../../feature';
import type { AisFeature } from './ais-feature';
import { aisRoutes, type AisRouteOptions } from './routes';

export { createAisFeature, type AisFeature } from './ais-feature';
export { liveShip } from './live-ship';
export { createAisSource } from './sources/create-source';
export type { AisSource } from './sources/source';

/** Ship traffic: the stream and status routes; the source runs from ready until close. */
export function aisFeature(ais: AisFeature, options: Omit<AisRouteOptions, 'ais'>): Feature {
  return {
    name: 'ais',
    routes: async (app) => {
      aisRoutes(app, { ais, ...options });
    },
    jobs: [
      {
        name: 'ais-cleanup',
        everyMs: LIMITS.aisCleanupMs,
        run: async () => ({ expired: ais.cleanup() }),
        // Each instance keeps its own ship store.
        everyInstance: true,
      },
    ],
    start: () => ais.start(),
    stop: () => ais.stop(),
  };
}
