import { aisContract } from '@havhjaelp/common/contracts/ais';
import { LIMITS } from '@havhjaelp/common/limits';
import type { Feature, FeaturePlug } from '../../feature';
import { offer } from '../../slots';
import { AIS_STATUS } from '../health';
import { LIVE_SHIPS } from '../vessels';
import { createAisFeature, type AisFeature } from './ais-feature';
import { liveShip } from './live-ship';
import { createAisSource } from './sources/create-source';
import type { AisSource } from './sources/source';
import { aisRoutes, type AisRouteOptions } from './routes';

export { createAisFeature, type AisFeature } from './ais-feature';
export { createAisSource } from './sources/create-source';
export type { AisSource } from './sources/source';

/** Ship traffic: the stream and status routes; the source runs from ready until close. */
export function aisFeature(ais: AisFeature, options: Omit<AisRouteOptions, 'ais'>): Feature {
  return {
    name: 'ais',
    contract: aisContract,
    offers: [
      offer(AIS_STATUS, () => ais.status()),
      offer(LIVE_SHIPS, (mmsi) => liveShip(ais, mmsi)),
    ],
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

/** What a test gives the ship-traffic feature instead of what AIS_SOURCE makes. */
export interface AisPlugOptions {
  /** The whole feature, made by the test. */
  ais?: AisFeature;
  /** How the feature opens its source. */
  source?: () => AisSource;
}

export const aisPlugWith =
  (options: AisPlugOptions = {}): FeaturePlug =>
  ({ config, now, cluster, log }) => {
    const ais =
      options.ais ??
      createAisFeature({
        source: options.source ?? (() => createAisSource(config, log)),
        now: () => now().getTime(),
        clientKey: config.aisClientKey,
        // Only with other instances: alone, the source feeds this instance directly.
        ...(cluster.redis ? { cluster } : {}),
      });
    return aisFeature(ais, {
      publicUrl: config.publicUrl,
      websocketsPerAddress: config.websocketsPerAddress,
    });
  };

export const aisPlug = aisPlugWith();
