import { directImageLink, IMAGE_LINK_MESSAGES } from './image-links';
import { vesselExportSchema } from './vessel-export';
import { VESSEL_ERRORS, VESSELS_PER_OWNER_MAX } from './vessel-errors';
import { z } from './zod-da';

export { VESSEL_ERRORS } from './vessel-errors';

/** Plausible bounds and the input steps of SPEC.md section 9 (dimensions 0.01, speeds 0.1). */
export const VESSEL_LIMITS = {
  lengthMaxM: 500,
  widthMaxM: 100,
  draftMaxM: 30,
  engineMaxHp: 100_000,
  speedMaxKn: 100,
  firstYear: 1850,
  dimensionStep: 0.01,
  speedStep: 0.1,
  nameMaxChars: 100,
  textMaxChars: 100,
  descriptionMaxChars: 2000,
  imageUrlMaxChars: 2000,
  perOwnerMax: VESSELS_PER_OWNER_MAX,
  pageMax: 50,
  pageDefault: 12,
  searchMaxChars: 100,
} as const;

export const VESSEL_MESSAGES = {
  nameRequired: 'Skibsnavn er påkrævet',
  notFound: VESSEL_ERRORS.VESSEL_NOT_FOUND.message,
  ownerOnly: VESSEL_ERRORS.VESSEL_OWNER_ONLY.message,
  tooMany: VESSEL_ERRORS.VESSEL_TOO_MANY.message,
  imageInvalid: IMAGE_LINK_MESSAGES.invalid,
  lengthRange: `Længde skal være et positivt tal under ${VESSEL_LIMITS.lengthMaxM} m i trin af 0,01`,
  widthRange: `Bredde skal være et positivt tal under ${VESSEL_LIMITS.widthMaxM} m i trin af 0,01`,
  draftRange: `Dybgang skal være et positivt tal under ${VESSEL_LIMITS.draftMaxM} m i trin af 0,01`,
  engineRange: `Motorkraft skal være et positivt tal under ${VESSEL_LIMITS.engineMaxHp.toLocaleString('da-DK')} HK`,
  maxSpeedRange: `Topfart skal være et positivt tal under ${VESSEL_LIMITS.speedMaxKn} kn i trin af 0,1`,
  cruisingSpeedRange: `Marchfart skal være et positivt tal under ${VESSEL_LIMITS.speedMaxKn} kn i trin af 0,1`,
  yearRange: `Byggeår skal være mellem ${VESSEL_LIMITS.firstYear} og næste år`,
  mmsiFormat: 'MMSI skal være præcis 9 cifre',
  typeUnknown: 'Vælg en gyldig skibstype',
  hullUnknown: 'Vælg et gyldigt skrogmateriale',
  fuelUnknown: 'Vælg en gyldig brændstoftype',
  insuranceDate: 'Forsikringens udløbsdato skal være en gyldig dato (ÅÅÅÅ-MM-DD)',
  tooLong: 'Teksten er for lang',
  badQuery: 'Ugyldig søgning',
  saveFailed: 'Kunne ikke gemme båd',
  deleteFailed: 'Kunne ikke slette båd',
  deleted: 'Båden er slettet',
  saved: 'Båden er gemt',
  imageLoaded: 'Billedet er indlæst',
  imageFailed: 'Billedet kunne ikke indlæses. Tjek at linket peger direkte på et billede.',
  insuranceExpired: 'Forsikringen er udløbet',
  loginForVessels: 'Log ind for at se skibsprofiler',
  noVessels: 'Ingen skibe fundet',
  noOwnVessels: 'Du har ikke tilføjet nogen skibe endnu.',
  liveNow: 'Ses på AIS nu',
} as const;

/** SPEC.md section 3, "Vessel". */
export const VESSEL_TYPES = [
  'sailboat',
  'motorboat',
  'yacht',
  'fishing',
  'cargo',
  'passenger',
  'tanker',
  'other',
] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];
export const VESSEL_TYPE_LABELS: Record<VesselType, string> = {
  sailboat: 'Sejlbåd',
  motorboat: 'Motorbåd',
  yacht: 'Yacht',
  fishing: 'Fiskefartøj',
  cargo: 'Fragtskib',
  passenger: 'Passagerskib',
  tanker: 'Tankskib',
  other: 'Andet',
};

export const HULL_MATERIALS = ['fiberglass', 'wood', 'steel', 'aluminum', 'composite'] as const;
export type HullMaterial = (typeof HULL_MATERIALS)[number];
export const HULL_MATERIAL_LABELS: Record<HullMaterial, string> = {
  fiberglass: 'Glasfiber',
  wood: 'Træ',
  steel: 'Stål',
  aluminum: 'Aluminium',
  composite: 'Komposit',
};

export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  diesel: 'Diesel',
  petrol: 'Benzin',
  electric: 'El',
  hybrid: 'Hybrid',
};

/** The latest build year accepted: next year (a boat ordered now may carry next year's). */
export const latestVesselYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** True when `value` is a whole number of `step`s (within floating-point noise). */
export function isOnStep(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

const text = (max: number = VESSEL_LIMITS.textMaxChars) =>
  z.string().trim().max(max, { error: VESSEL_MESSAGES.tooLong }).default('');

/** A positive measure below `max` on `step`; null (or absent) when not given. */
const measure = (max: number, step: number | undefined, message: string) =>
  z
    .number({ error: message })
    .positive({ error: message })
    .max(max, { error: message })
    .refine((value) => step === undefined || isOnStep(value, step), { error: message })
    .nullable()
    .default(null);

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal('').transform(() => null)], { error: message })
    .nullable()
    .default(null);

const imageLinkText = z
  .string({ error: VESSEL_MESSAGES.imageInvalid })
  .max(VESSEL_LIMITS.imageUrlMaxChars, { error: VESSEL_MESSAGES.imageInvalid });

/** A link as the direct http(s) image link it is stored as, or the reason it cannot be one. */
function toDirectLink(value: string, ctx: z.RefinementCtx): string {
  const link = directImageLink(value);
  if ('error' in link) {
    ctx.addIssue({ code: 'custom', message: link.error });
    return z.NEVER;
  }
  return link.url;
}

/** '' or null mean "none"; anything else must be a valid, direct http(s) image link. */
export const vesselImageSchema = imageLinkText
  .nullable()
  .default(null)
  .transform((value, ctx) =>
    value === null || value.trim() === '' ? null : toDirectLink(value, ctx),
  );

/** One picture link, as it would be stored: what the form's preview asks the server for. */
export const vesselImageLinkSchema = imageLinkText.transform(toDirectLink);

const isoDate = z
  .string({ error: VESSEL_MESSAGES.insuranceDate })
  .trim()
  .refine((value) => value === '' || isRealDate(value), { error: VESSEL_MESSAGES.insuranceDate })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .default(null);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The body of create and update: every field of SPEC.md section 3, validated in Danish. */
export const vesselInputSchema = z.object({
  name: z
    .string({ error: VESSEL_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: VESSEL_MESSAGES.nameRequired })
    .max(VESSEL_LIMITS.nameMaxChars, { error: VESSEL_MESSAGES.tooLong }),
  vessel_type: z.enum(VESSEL_TYPES, { error: VESSEL_MESSAGES.typeUnknown }).default('sailboat'),
  length: measure(
    VESSEL_LIMITS.lengthMaxM,
    VESSEL_LIMITS.dimensionStep,
    VESSEL_MESSAGES.lengthRange,
  ),
  width: measure(VESSEL_LIMITS.widthMaxM, VESSEL_LIMITS.dimensionStep, VESSEL_MESSAGES.widthRange),
  draft: measure(VESSEL_LIMITS.draftMaxM, VESSEL_LIMITS.dimensionStep, VESSEL_MESSAGES.draftRange),
  vessel_year: z
    .number({ error: VESSEL_MESSAGES.yearRange })
    .int({ error: VESSEL_MESSAGES.yearRange })
    .min(VESSEL_LIMITS.firstYear, { error: VESSEL_MESSAGES.yearRange })
    .refine((year) => year <= latestVesselYear(), { error: VESSEL_MESSAGES.yearRange })
    .nullable()
    .default(null),
  vessel_make: text(),
  vessel_model: text(),
  hull_material: optionalEnum(HULL_MATERIALS, VESSEL_MESSAGES.hullUnknown),
  engine_type: text(),
  engine_power: measure(VESSEL_LIMITS.engineMaxHp, undefined, VESSEL_MESSAGES.engineRange),
  fuel_type: optionalEnum(FUEL_TYPES, VESSEL_MESSAGES.fuelUnknown),
  max_speed: measure(
    VESSEL_LIMITS.speedMaxKn,
    VESSEL_LIMITS.speedStep,
    VESSEL_MESSAGES.maxSpeedRange,
  ),
  cruising_speed: measure(
    VESSEL_LIMITS.speedMaxKn,
    VESSEL_LIMITS.speedStep,
    VESSEL_MESSAGES.cruisingSpeedRange,
  ),
  registration_number: text(50),
  home_port: text(),
  mmsi: z
    .string({ error: VESSEL_MESSAGES.mmsiFormat })
    .trim()
    .regex(/^(\d{9})?$/, { error: VESSEL_MESSAGES.mmsiFormat })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  call_sign: text(50).transform((value) => value.toUpperCase()),
  description: text(VESSEL_LIMITS.descriptionMaxChars),
  public_profile: z.boolean().default(true),
  vessel_image: vesselImageSchema,
  insurance_company: text(),
  insurance_policy_number: text(),
  insurance_expiry_date: isoDate,
});
export type VesselInput = z.input<typeof vesselInputSchema>;
export type VesselFields = z.output<typeof vesselInputSchema>;

/** Fields only the owner ever receives. */
export const INSURANCE_FIELDS = [
  'insurance_company',
  'insurance_policy_number',
  'insurance_expiry_date',
] as const;

/** Where a public vessel's MMSI is seen on AIS right now (SPEC.md "AIS ship"). */
export const liveShipSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  speed: z.number().nullable(),
  course: z.number().nullable(),
  heading: z.number().nullable(),
  last_update: z.string(),
});
export type LiveShip = z.infer<typeof liveShipSchema>;

/**
 * A vessel as the API answers it: the stored fields (as the export has them, with the enums
 * checked), its owner, and insurance only in the owner's answers.
 */
export const vesselSchema = vesselExportSchema.extend({
  vessel_type: z.enum(VESSEL_TYPES),
  hull_material: z.enum(HULL_MATERIALS).nullable(),
  fuel_type: z.enum(FUEL_TYPES).nullable(),
  owner_username: z.string(),
  /** SPEC.md's field, and the username too: an owner's name is never shown with a vessel. */
  owner_display_name: z.string(),
  owner_profile_image: z.string().nullable(),
  /**
   * Where the browser loads the picture from: the server's own copy (`/img/vessels/…`), never the
   * link itself, so the picture's host learns nothing of who looks; null without a picture.
   */
  vessel_image_src: z.string().nullable(),
  /** Whether the caller owns it (then the edit buttons show). */
  is_own: z.boolean(),
  insurance_company: z.string().optional(),
  insurance_policy_number: z.string().optional(),
  insurance_expiry_date: z.string().nullable().optional(),
  /** On the profile only: where AIS sees its MMSI now, or null. */
  live: liveShipSchema.nullable().optional(),
});
export type Vessel = z.infer<typeof vesselSchema>;

export const vesselListQuerySchema = z.object({
  search: z
    .string({ error: VESSEL_MESSAGES.badQuery })
    .max(VESSEL_LIMITS.searchMaxChars, { error: VESSEL_MESSAGES.badQuery })
    .default(''),
  type: z
    .union([z.enum(VESSEL_TYPES), z.literal('').transform(() => undefined)], {
      error: VESSEL_MESSAGES.typeUnknown,
    })
    .optional(),
  /** One exact MMSI: how the map's ship popup finds the public profile of a ship it shows. */
  mmsi: z
    .string({ error: VESSEL_MESSAGES.mmsiFormat })
    .regex(/^\d{9}$/, { error: VESSEL_MESSAGES.mmsiFormat })
    .optional(),
  limit: z.coerce
    .number({ error: VESSEL_MESSAGES.badQuery })
    .int({ error: VESSEL_MESSAGES.badQuery })
    .min(1, { error: VESSEL_MESSAGES.badQuery })
    .max(VESSEL_LIMITS.pageMax, { error: VESSEL_MESSAGES.badQuery })
    .default(VESSEL_LIMITS.pageDefault),
  offset: z.coerce
    .number({ error: VESSEL_MESSAGES.badQuery })
    .int({ error: VESSEL_MESSAGES.badQuery })
    .min(0, { error: VESSEL_MESSAGES.badQuery })
    .max(100_000, { error: VESSEL_MESSAGES.badQuery })
    .default(0),
});
export type VesselListQuery = z.input<typeof vesselListQuerySchema>;

export const vesselListSchema = z.object({ vessels: z.array(vesselSchema), total: z.number() });
export type VesselList = z.infer<typeof vesselListSchema>;
export const myVesselsSchema = z.object({ vessels: z.array(vesselSchema) });
