import { vesselsContract } from '@havhjaelp/common/contracts/vessels';
import type { Feature, FeaturePlug } from '../../feature';
import { slot } from '../../slots';
import { vesselsExport } from './export';
import { deleteVesselsOf } from './repository';
import { vesselRoutes } from './routes';
import type { VesselDeps } from './service';

/** Who can tell where a ship with an MMSI is now (the ship-traffic feature). */
export const LIVE_SHIPS = slot<VesselDeps['liveShip']>('live ships');

/** Vessels: the list, profiles and the owner's 'Mit Skib'; they go with their owner's account. */
export function vesselsFeature(deps: Omit<VesselDeps, 'liveShip'>): Feature {
  return {
    name: 'vessels',
    contract: vesselsContract,
    routes: (app, { slots }) => vesselRoutes(app, { ...deps, liveShip: slots.one(LIVE_SHIPS) }),
    account: {
      async onDelete(trx, user) {
        await deleteVesselsOf(trx, user.id);
        return undefined;
      },
      export: (db, userId) => vesselsExport(db, userId),
    },
  };
}

export const vesselsPlug: FeaturePlug = ({ db, now }) => vesselsFeature({ db, now });
