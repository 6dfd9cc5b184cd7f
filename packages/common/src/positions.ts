import { friendPositionSchema, partnerPositionSchema } from './position-events';
import { z } from './zod-da';

/** Where a fix came from (SPEC.md section 3 "Position data"). */
export const POSITION_SOURCES = ['gps', 'wifi', 'ip'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** How often the browser reports the position while sharing (SPEC.md section 9 and the guide). */
export const SHARING_INTERVALS_S = [30, 300, 600] as const;
export type SharingInterval = (typeof SHARING_INTERVALS_S)[number];

export const POSITION_MESSAGES = {
  positionRequired: 'Positionen mangler eller er ugyldig',
  latitudeRange: 'Breddegraden skal være mellem -90 og 90',
  longitudeRange: 'Længdegraden skal være mellem -180 og 180',
  accuracyRange: 'Nøjagtigheden skal være et antal meter mellem 0 og 100000',
  sourceUnknown: 'Kilden skal være gps, wifi eller ip',
  intervalUnknown: 'Intervallet skal være 30 sekunder, 5 minutter eller 10 minutter',
  enabledRequired: 'Angiv om positionen skal deles',
  /** Shown when offering help: the owner sees the helper on the way (SPEC.md, beyond). */
  sharedWhileHelping: 'Din position deles med ejeren, mens du hjælper',
} as const;

/** What a positions screen says when a call failed without a message of the server's. */
export const POSITION_FAILURES = {
  sharing: 'Kunne ikke hente din indstilling for positionsdeling',
  saveSharing: 'Kunne ikke gemme din indstilling for positionsdeling',
  positions: 'Bådfolks positioner kunne ikke hentes lige nu. Vi prøver igen.',
} as const;

/** Fixes older than this are not shown to anyone. */
export const POSITION_SHOWN_MAX_AGE_MS = 30 * 60_000;
/** The side of the grid cell everyone but friends sees instead of a fix. */
export const AREA_CELL_KM = 5;

const latLng = {
  lat: z
    .number({ error: POSITION_MESSAGES.positionRequired })
    .min(-90, { error: POSITION_MESSAGES.latitudeRange })
    .max(90, { error: POSITION_MESSAGES.latitudeRange }),
  lng: z
    .number({ error: POSITION_MESSAGES.positionRequired })
    .min(-180, { error: POSITION_MESSAGES.longitudeRange })
    .max(180, { error: POSITION_MESSAGES.longitudeRange }),
};

/** A fix the browser reports: `PUT /api/me/position`. Accuracy in metres. */
export const positionReportSchema = z.object({
  ...latLng,
  accuracy: z
    .number({ error: POSITION_MESSAGES.accuracyRange })
    .min(0, { error: POSITION_MESSAGES.accuracyRange })
    .max(100_000, { error: POSITION_MESSAGES.accuracyRange }),
  source: z.enum(POSITION_SOURCES, { error: POSITION_MESSAGES.sourceUnknown }),
});
export type PositionReport = z.infer<typeof positionReportSchema>;

const sharingInterval = z.union(
  SHARING_INTERVALS_S.map((s) => z.literal(s)),
  { error: POSITION_MESSAGES.intervalUnknown },
);

/** The user's switch and the interval the browser reports at while it is on. */
export const positionSharingSchema = z.object({
  enabled: z.boolean({ error: POSITION_MESSAGES.enabledRequired }),
  intervalSeconds: sharingInterval,
});
export type PositionSharing = z.infer<typeof positionSharingSchema>;

/**
 * `PUT /api/me/position-sharing`: the switch, and the interval when it changes; without one the
 * stored interval stays (turning sharing off and on again keeps the chosen interval).
 */
export const positionSharingChangeSchema = z.object({
  enabled: positionSharingSchema.shape.enabled,
  intervalSeconds: sharingInterval.optional(),
});
export type PositionSharingChange = z.infer<typeof positionSharingChangeSchema>;

/** Another boater's general area: the centre of a fixed grid cell, never the fix itself. */
export const areaPositionSchema = z.object({
  userId: z.string(),
  username: z.string(),
  boatName: z.string(),
  area: z.object({ lat: z.number(), lng: z.number(), radiusKm: z.number() }),
  updatedAt: z.string(),
});
export type AreaPosition = z.infer<typeof areaPositionSchema>;

export const positionsSchema = z.object({
  friends: z.array(friendPositionSchema),
  others: z.array(areaPositionSchema),
  partners: z.array(partnerPositionSchema),
});
export type Positions = z.infer<typeof positionsSchema>;

export {
  friendPositionSchema,
  partnerPositionSchema,
  type FriendPosition,
  type PartnerPosition,
} from './position-events';
