import { LIMITS } from '@havhjaelp/common/limits';
import type { Feature } from '../../feature';
import type { AisFeature } from './ais-feature';
import { aisRoutes } from './routes';

export { createAisFeature, type AisFeature } from './ais-feature';
export { createAisSource } from './sources/create-source';

/** Ship traffic: the stream and status routes; the source runs from ready until close. */
export function aisFeature(ais: AisFeature, publicUrl: string): Feature {
  return {
    name: 'ais',
    routes: async (app) => {
      await app.register(aisRoutes, { ais, publicUrl });
    },
    jobs: [
      {
        name: 'ais-cleanup',
        everyMs: LIMITS.aisCleanupMs,
        run: async () => ({ expired: ais.cleanup() }),
      },
    ],
    start: async () => ais.start(),
    stop: () => ais.stop(),
  };
}
