import { positionsContract } from '@havhjaelp/common/contracts/positions';
import type { Feature, FeaturePlug } from '../../feature';
import { positionsExport } from './export';
import { CALL_PARTNERS, FIX_LISTENERS, PEOPLE_RELATIONS } from './relations';
import { deleteAllOf, latestOf } from './repository';
import type { Db } from '../../db/database';
import { positionsRoutes } from './routes';
import { pruneOldFixes, type PositionsDeps } from './service';

export {
  CALL_PARTNERS,
  FIX_LISTENERS,
  PEOPLE_RELATIONS,
  type CallPartner,
  type CallPartners,
  type FixListener,
  type PeopleRelations,
} from './relations';

/**
 * Where the user last reported being (`PUT /api/me/position`, whatever their sharing switch says),
 * or null: help shows calls near it precisely. Never shown to anyone.
 */
export async function lastReportedPlaceOf(
  db: Db,
  userId: string,
): Promise<{ lat: number; lng: number } | null> {
  const fix = await latestOf(db, userId);
  return fix ? { lat: fix.lat, lng: fix.lng } : null;
}

const RETENTION_JOB_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** Shared positions: the user's fixes and switch; precise to friends, an area to others. */
export function positionsFeature(
  deps: Omit<PositionsDeps, 'relations' | 'partners' | 'fixListeners'>,
): Feature {
  return {
    name: 'positions',
    contract: positionsContract,
    routes: (app, { slots }) =>
      positionsRoutes(app, {
        ...deps,
        relations: slots.one(PEOPLE_RELATIONS),
        partners: slots.one(CALL_PARTNERS),
        fixListeners: slots.all(FIX_LISTENERS),
      }),
    account: {
      async onDelete(trx, user) {
        await deleteAllOf(trx, user.id);
        return undefined;
      },
      export: (db, userId) => positionsExport(db, userId),
    },
    jobs: [
      {
        name: 'positions-retention',
        everyMs: RETENTION_JOB_INTERVAL_MS,
        run: () => pruneOldFixes(deps),
      },
    ],
  };
}

export const positionsPlug: FeaturePlug = ({ db, now, live }) =>
  positionsFeature({ db, now, live });
