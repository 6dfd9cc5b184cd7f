import { randomUUID } from 'node:crypto';
import type { AisShip } from '@havhjaelp/common/ais-ship';
import { searchTerms } from '@havhjaelp/common/search-fold';
import {
  VESSEL_ERRORS,
  VESSEL_LIMITS,
  type LiveShip,
  type Vessel,
  type VesselFields,
  type VesselList,
} from '@havhjaelp/common/vessels';
import type { z } from 'zod';
import type { vesselListQuerySchema } from '@havhjaelp/common/vessels';
import type { Db } from '../../db/database';
import type { Member } from '../../identity/member';
import { AppError } from '../../http/app-error';
import {
  countVesselsOf,
  deleteVessel,
  findVessel,
  insertVessel,
  listVessels,
  updateVessel,
  vesselsOf,
  type VesselRow,
} from './repository';
import { toColumns, toVessel } from './presenters';
import { imageKey, type VesselImages } from './images';
import type { StoredImage } from './image-store';

export interface VesselDeps {
  db: Db;
  now: () => Date;
  /** The ship AIS sees with this MMSI right now, if any. */
  liveShip: (mmsi: number) => AisShip | undefined;
  images: VesselImages;
}

const viewerOf = (row: VesselRow, user: Member | undefined) =>
  user !== undefined && row.user_id === user.id ? 'owner' : 'other';

export async function listPublic(
  deps: VesselDeps,
  user: Member | undefined,
  query: z.output<typeof vesselListQuerySchema>,
): Promise<VesselList> {
  const { rows, total } = await listVessels(deps.db, {
    terms: searchTerms(query.search),
    type: query.type,
    mmsi: query.mmsi,
    viewerId: user?.id,
    limit: query.limit,
    offset: query.offset,
  });
  return { vessels: rows.map((row) => toVessel(row, viewerOf(row, user))), total };
}

function liveOf(deps: VesselDeps, row: VesselRow): LiveShip | null {
  const ship = row.mmsi === null ? undefined : deps.liveShip(Number(row.mmsi));
  if (!ship) return null;
  return {
    lat: ship.lat,
    lon: ship.lon,
    speed: ship.speed,
    course: ship.course,
    heading: ship.heading,
    last_update: new Date(ship.lastUpdate).toISOString(),
  };
}

/** A private vessel is as unknown to others as one that does not exist. */
async function visibleVessel(deps: VesselDeps, user: Member, id: string): Promise<VesselRow> {
  const row = await findVessel(deps.db, id);
  if (!row || (row.public_profile !== 1 && row.user_id !== user.id)) {
    throw new AppError(VESSEL_ERRORS.VESSEL_NOT_FOUND);
  }
  return row;
}

export async function getVessel(deps: VesselDeps, user: Member, id: string): Promise<Vessel> {
  const row = await visibleVessel(deps, user, id);
  return toVessel(row, viewerOf(row, user), liveOf(deps, row));
}

export async function myVessels(deps: VesselDeps, user: Member): Promise<Vessel[]> {
  return (await vesselsOf(deps.db, user.id)).map((row) => toVessel(row, 'owner'));
}

export async function createVessel(
  deps: VesselDeps,
  user: Member,
  fields: VesselFields,
): Promise<Vessel> {
  if ((await countVesselsOf(deps.db, user.id)) >= VESSEL_LIMITS.perOwnerMax) {
    throw new AppError(VESSEL_ERRORS.VESSEL_TOO_MANY);
  }
  const at = deps.now().toISOString();
  const id = randomUUID();
  await insertVessel(deps.db, {
    id,
    user_id: user.id,
    created_at: at,
    ...toColumns(fields, at),
  });
  return toVessel((await findVessel(deps.db, id))!, 'owner');
}

/** The vessel, if `user` owns it; others learn only that they may not (or, if private, nothing). */
async function ownedVessel(deps: VesselDeps, user: Member, id: string): Promise<VesselRow> {
  const row = await visibleVessel(deps, user, id);
  if (row.user_id !== user.id) throw new AppError(VESSEL_ERRORS.VESSEL_OWNER_ONLY);
  return row;
}

export async function changeVessel(
  deps: VesselDeps,
  user: Member,
  id: string,
  fields: VesselFields,
): Promise<Vessel> {
  await ownedVessel(deps, user, id);
  await updateVessel(deps.db, id, toColumns(fields, deps.now().toISOString()));
  return toVessel((await findVessel(deps.db, id))!, 'owner');
}

export async function removeVessel(deps: VesselDeps, user: Member, id: string): Promise<void> {
  await ownedVessel(deps, user, id);
  await deleteVessel(deps.db, id);
}

/**
 * A vessel's picture by the key of its current link. The key stands for the link, which only those
 * who may see the vessel were given; a key of an old link, or of none, finds nothing.
 */
export async function vesselPicture(
  deps: VesselDeps,
  id: string,
  key: string,
): Promise<StoredImage> {
  const row = await findVessel(deps.db, id);
  if (!row?.vessel_image || imageKey(row.vessel_image) !== key) {
    throw new AppError(VESSEL_ERRORS.VESSEL_IMAGE_NOT_FOUND);
  }
  return deps.images.picture(row.vessel_image);
}
