import { distanceKm, type LatLng } from '@havhjaelp/common/geo';
import { LIMITS, RETENTION } from '@havhjaelp/common/limits';
import {
  AREA_CELL_KM,
  POSITION_SHOWN_MAX_AGE_MS,
  type AreaPosition,
  type FriendPosition,
  type PositionSharing,
} from '@havhjaelp/common/positions';

/**
 * Sharing starts off, and is turned on only by the user: privacy by default (SPEC.md section 1,
 * "The user can turn position sharing off"; GDPR article 25). Until then nobody but the other
 * person of an accepted call sees anything of the user's position, and no history is kept. The
 * interval is the guide's default, 30 s.
 */
export const DEFAULT_SHARING: PositionSharing = { enabled: false, intervalSeconds: 30 };

const DAY_MS = 24 * 60 * 60_000;

/** Fixes made before this are shown to no one. */
export const shownSince = (now: Date): string =>
  new Date(now.getTime() - POSITION_SHOWN_MAX_AGE_MS).toISOString();

/** Fixes (the history, and a latest one not renewed) made before this are deleted. */
export const keptSince = (now: Date): string =>
  new Date(now.getTime() - RETENTION.positionLogDays * DAY_MS).toISOString();

/*
 * The grid everyone but friends sees instead of a fix. It is fixed on the globe, not laid around
 * the fix: latitude is cut into bands of AREA_CELL_KM, and each band into as many equal longitude
 * cells as make them at most AREA_CELL_KM wide at the band's widest parallel (the one nearer the
 * equator). How wide a band's cells are depends on the band alone, so every fix in a cell gets the
 * same answer: its centre, and a radius reaching its farthest corner. Averaging many answers gives
 * that centre again and nothing finer.
 */

const KM_PER_DEGREE = (2 * Math.PI * LIMITS.earthRadiusKm) / 360;
/** Whole bands from pole to pole, as near AREA_CELL_KM high as that allows. */
const BANDS = Math.round((180 * KM_PER_DEGREE) / AREA_CELL_KM);
const BAND_DEGREES = 180 / BANDS;

export interface Area {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The band a latitude lies in (the north pole in the last one). */
const bandOf = (lat: number) => Math.min(BANDS - 1, Math.floor((lat + 90) / BAND_DEGREES));

/**
 * How many cells band `band` is cut into: the bands at the poles are one cell each, a cap round
 * the pole (where every longitude meets), and near them rings of a few cells.
 */
function cellsInBand(band: number): number {
  if (band === 0 || band === BANDS - 1) return 1;
  const south = -90 + band * BAND_DEGREES;
  const north = south + BAND_DEGREES;
  // The parallel nearer the equator is the band's longest.
  const widest = south <= 0 && north >= 0 ? 0 : Math.min(Math.abs(south), Math.abs(north));
  const ringKm = 360 * KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180);
  return Math.ceil(ringKm / AREA_CELL_KM);
}

/** The cell of the grid a fix lies in, as the area shown for it: centre and covering radius. */
export function areaOf(fix: LatLng): Area {
  const band = bandOf(fix.lat);
  const cells = cellsInBand(band);
  const cellDegrees = 360 / cells;
  // 180° is -180°: the ring closes there.
  const cell = Math.floor((fix.lng + 180) / cellDegrees) % cells;
  const south = -90 + band * BAND_DEGREES;
  const west = -180 + cell * cellDegrees;
  const centre = { lat: south + BAND_DEGREES / 2, lng: west + cellDegrees / 2 };
  const corners = [south, south + BAND_DEGREES].flatMap((lat) =>
    [west, west + cellDegrees].map((lng) => ({ lat, lng })),
  );
  const radiusKm = Math.max(...corners.map((corner) => distanceKm(centre, corner)));
  return { ...centre, radiusKm };
}

/** A sharing user's latest fix, with the public names shown beside it. */
export interface SharedFix {
  user_id: string;
  username: string;
  boat_name: string;
  lat: number;
  lng: number;
  accuracy: number;
  updated_at: string;
}

/** Whom the viewer knows: friends see each other precisely; a block either way hides all. */
export interface ViewerRelations {
  friends: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
}

export const toFriendPosition = (fix: SharedFix): FriendPosition => ({
  userId: fix.user_id,
  username: fix.username,
  boatName: fix.boat_name,
  position: { lat: fix.lat, lng: fix.lng },
  accuracy: fix.accuracy,
  updatedAt: fix.updated_at,
});

/** Only the cell: the fix itself and its accuracy never leave the server. */
const toAreaPosition = (fix: SharedFix): AreaPosition => ({
  userId: fix.user_id,
  username: fix.username,
  boatName: fix.boat_name,
  area: areaOf(fix),
  updatedAt: fix.updated_at,
});

/**
 * What a viewer sees of the fixes others share: a friend's fix, anyone else's cell, nothing of
 * someone blocked either way, nor of the viewer's own.
 */
export function sharedWith(
  viewerId: string,
  fixes: readonly SharedFix[],
  relations: ViewerRelations,
): { friends: FriendPosition[]; others: AreaPosition[] } {
  const seen = fixes.filter(
    (fix) => fix.user_id !== viewerId && !relations.blocked.has(fix.user_id),
  );
  return {
    friends: seen.filter((fix) => relations.friends.has(fix.user_id)).map(toFriendPosition),
    others: seen.filter((fix) => !relations.friends.has(fix.user_id)).map(toAreaPosition),
  };
}
