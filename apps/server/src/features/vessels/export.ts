import type { Db } from '../../db/database';
import { toVessel } from './presenters';
import { vesselsOf } from './repository';

/** The vessels section of a user's data export: every stored field, insurance included. */
export async function vesselsExport(db: Db, userId: string) {
  // The export's schema (common/auth.ts) keeps the stored fields and drops the view's extras.
  return { vessels: (await vesselsOf(db, userId)).map((row) => toVessel(row, 'owner')) };
}
