import type { Feature } from '../../feature';
import { vesselsExport } from './export';
import { deleteVesselsOf } from './repository';
import { vesselRoutes } from './routes';
import type { VesselDeps } from './service';

/** Vessels: the list, profiles and the owner's 'Mit Skib'; they go with their owner's account. */
export function vesselsFeature(deps: VesselDeps): Feature {
  return {
    name: 'vessels',
    routes: async (app) => {
      vesselRoutes(app, deps);
    },
    account: {
      async onDelete(trx, user) {
        await deleteVesselsOf(trx, user.id);
        return undefined;
      },
      export: (db, userId) => vesselsExport(db, userId),
    },
  };
}
