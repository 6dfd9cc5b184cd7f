import path from 'node:path';
import { APP_VERSION } from '@havhjaelp/common/app-info';
import { vesselsContract } from '@havhjaelp/common/contracts/vessels';
import type { Feature, FeaturePlug } from '../../feature';
import { slot } from '../../slots';
import { vesselsExport } from './export';
import { VesselImages, type VesselImagesOptions } from './images';
import { deleteVesselsOf, imageLinksInUse } from './repository';
import { vesselRoutes } from './routes';
import type { VesselDeps } from './service';

/** Who can tell where a ship with an MMSI is now (the ship-traffic feature). */
export const LIVE_SHIPS = slot<VesselDeps['liveShip']>('live ships');

/** How often the pictures of links no vessel names any more are looked for and removed. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Vessels: the list, profiles and the owner's 'Mit Skib'; they go with their owner's account, and
 * their pictures (kept by each instance in its DATA_DIR) within two hours after.
 */
export function vesselsFeature(
  deps: Omit<VesselDeps, 'liveShip' | 'images'> & { images: VesselImagesOptions },
): Feature {
  const images = new VesselImages(deps.images);
  const vesselDeps = { ...deps, images };
  return {
    name: 'vessels',
    contract: vesselsContract,
    routes: (app, { slots }) =>
      vesselRoutes(app, { ...vesselDeps, liveShip: slots.one(LIVE_SHIPS) }),
    jobs: [
      {
        name: 'vessel-pictures-sweep',
        everyMs: SWEEP_EVERY_MS,
        everyInstance: true,
        run: async () => images.sweep(await imageLinksInUse(deps.db)),
      },
    ],
    account: {
      async onDelete(trx, user) {
        await deleteVesselsOf(trx, user.id);
        return undefined;
      },
      export: (db, userId) => vesselsExport(db, userId),
    },
  };
}

export const vesselsPlug: FeaturePlug = ({ db, now, config, log }) =>
  vesselsFeature({
    db,
    now,
    images: {
      dir: path.join(config.dataDir, 'vessel-images'),
      now,
      log,
      userAgent: `Havhjaelp/${APP_VERSION.replace(/^v|\s.*$/g, '')} (+${config.publicUrl})`,
      loopbackOrigins: config.imageLoopbackOrigins,
      internet: config.imageFetchInternet,
    },
  });
