// The ship-traffic stream at /api/ais/stream speaks aisstream.io's protocol, so one client could
// talk to either: the subscription it sends, the JSON messages it receives, and the special values
// that mean "not available" (heading 511, longitude 181, latitude 91, speed 102.3, course 360).
import { z } from './zod-da';

/** The key the web app sends unless the build sets VITE_AIS_CLIENT_KEY; not a secret. */
export const DEFAULT_AIS_CLIENT_KEY = 'havhjaelp-web';

/**
 * The stream's path, its descriptor's (ais-api.ts): apart, so the test dashboard, which opens the
 * stream too, shares no descriptor code with the app's first view.
 */
export const AIS_STREAM_PATH = '/api/ais/stream';

/** [[lat, lon], [lat, lon]]: two opposite corners, in either order, as aisstream takes them. */
export type BoundingBox = readonly [readonly [number, number], readonly [number, number]];

/** SPEC.md section 9: all of Danish waters, and the inner waters again. */
export const DANISH_BOXES: readonly BoundingBox[] = [
  [
    [54.5, 8],
    [58, 13],
  ],
  [
    [55, 10],
    [56.5, 12.8],
  ],
];

/** The message types this stream sends, by aisstream's names. */
export const AIS_STREAM_TYPES = [
  'PositionReport',
  'ShipStaticData',
  'StandardClassBPositionReport',
  'ExtendedClassBPositionReport',
  'StaticDataReport',
] as const;
export type AisStreamType = (typeof AIS_STREAM_TYPES)[number];

/** The most areas one subscription may ask for: each is checked for every message it is sent. */
export const MAX_BOUNDING_BOXES = 20;
/** How often one connection may (re)subscribe: each subscription is answered with a snapshot. */
export const MAX_SUBSCRIPTIONS_PER_MINUTE = 10;

const corner = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]);

export const aisSubscriptionSchema = z.object({
  APIKey: z.string().max(200),
  BoundingBoxes: z
    .array(z.tuple([corner, corner]))
    .min(1)
    .max(MAX_BOUNDING_BOXES),
  // aisstream knows more types than this stream sends; asking for those is allowed, they never come.
  FilterMessageTypes: z
    .array(z.string().regex(/^[A-Za-z]{1,64}$/))
    .max(30)
    .optional(),
  FiltersShipMMSI: z
    .array(z.string().regex(/^\d{9}$/))
    .max(50)
    .optional(),
});
export type AisSubscription = z.infer<typeof aisSubscriptionSchema>;

export const AIS_STREAM_ERRORS = {
  late: 'Abonnementet skal sendes inden for 3 sekunder efter forbindelsen er åbnet',
  badJson: 'Abonnementet er ikke gyldig JSON',
  badSubscription: 'Abonnementet er ugyldigt: APIKey og BoundingBoxes er påkrævet',
  badKey: 'Ugyldig API-nøgle',
  tooLarge: 'Beskeden er for stor',
  tooSlow: 'Forbindelsen kunne ikke følge med og blev lukket',
  tooManyBoxes: `Et abonnement må højst have ${MAX_BOUNDING_BOXES} områder (BoundingBoxes)`,
  tooOften: `Der må højst sendes ${MAX_SUBSCRIPTIONS_PER_MINUTE} abonnementer i minuttet på en forbindelse`,
} as const;

/** Dimensions from the position reference to bow (A), stern (B), port (C) and starboard (D). */
export interface AisDimension {
  A: number;
  B: number;
  C: number;
  D: number;
}

interface Report {
  MessageID: number;
  RepeatIndicator: number;
  UserID: number;
  Valid: boolean;
}

interface Kinematics {
  /** Knots; 102.3 not available. */
  Sog: number;
  PositionAccuracy: boolean;
  /** 181 not available. */
  Longitude: number;
  /** 91 not available. */
  Latitude: number;
  /** Degrees; 360 not available. */
  Cog: number;
  /** Degrees; 511 not available. */
  TrueHeading: number;
  Timestamp: number;
  Raim: boolean;
}

export interface PositionReportBody extends Report, Kinematics {
  NavigationalStatus: number;
  RateOfTurn: number;
  SpecialManoeuvreIndicator: number;
}

export interface ShipStaticDataBody extends Report {
  AisVersion: number;
  ImoNumber: number;
  CallSign: string;
  Name: string;
  Type: number;
  Dimension: AisDimension;
  FixType: number;
  /** UTC; month 0, day 0, hour 24 or minute 60 where not available. */
  Eta: { Month: number; Day: number; Hour: number; Minute: number };
  MaximumStaticDraught: number;
  Destination: string;
  Dte: boolean;
}

export interface StandardClassBPositionReportBody extends Report, Kinematics {
  ClassBUnit: boolean;
  ClassBDisplay: boolean;
  ClassBDsc: boolean;
  ClassBBand: boolean;
  ClassBMsg22: boolean;
}

export interface ExtendedClassBPositionReportBody extends Report, Kinematics {
  Name: string;
  Type: number;
  Dimension: AisDimension;
  FixType: number;
  Dte: boolean;
  AssignedMode: boolean;
}

export interface StaticDataReportBody extends Report {
  /** false: part A (the name); true: part B (type and call sign). */
  PartNumber: boolean;
  ReportA: { Valid: boolean; Name: string };
  ReportB: {
    Valid: boolean;
    ShipType: number;
    VendorIDName: string;
    CallSign: string;
    Dimension: AisDimension;
  };
}

export interface AisStreamMetaData {
  MMSI: number;
  MMSI_String: string;
  ShipName: string;
  latitude: number;
  longitude: number;
  /** "2023-05-10 11:46:52.509865357 +0000 UTC", as aisstream writes it. */
  time_utc: string;
}

interface Envelope<T extends AisStreamType, B> {
  MessageType: T;
  MetaData: AisStreamMetaData;
  Message: { [K in T]: B };
}

export type AisStreamMessage =
  | Envelope<'PositionReport', PositionReportBody>
  | Envelope<'ShipStaticData', ShipStaticDataBody>
  | Envelope<'StandardClassBPositionReport', StandardClassBPositionReportBody>
  | Envelope<'ExtendedClassBPositionReport', ExtendedClassBPositionReportBody>
  | Envelope<'StaticDataReport', StaticDataReportBody>;

export type AisStreamBody =
  | PositionReportBody
  | ShipStaticDataBody
  | StandardClassBPositionReportBody
  | ExtendedClassBPositionReportBody
  | StaticDataReportBody;

/** The body of a message, whatever its type. */
export function aisBody(message: AisStreamMessage): AisStreamBody {
  return (message.Message as Record<string, AisStreamBody>)[message.MessageType]!;
}

/** aisstream's time_utc for a moment: nanosecond digits, "+0000 UTC". */
export function aisTimeUtc(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}000000 +0000 UTC`;
}

/** The moment of an aisstream time_utc, in ms; NaN when it does not parse. */
export function parseAisTimeUtc(text: string): number {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)? \+0000 UTC$/.exec(text);
  if (!match) return Number.NaN;
  const fraction = (match[3] ?? '.0').slice(0, 4);
  return Date.parse(`${match[1]}T${match[2]}${fraction.padEnd(4, '0')}Z`);
}

export function inBox(
  lat: number,
  lon: number,
  [[lat1, lon1], [lat2, lon2]]: BoundingBox,
): boolean {
  return (
    lat >= Math.min(lat1, lat2) &&
    lat <= Math.max(lat1, lat2) &&
    lon >= Math.min(lon1, lon2) &&
    lon <= Math.max(lon1, lon2)
  );
}

export function inAnyBox(lat: number, lon: number, boxes: readonly BoundingBox[]): boolean {
  return boxes.some((box) => inBox(lat, lon, box));
}

export const AIS_SOURCE_STATES = ['off', 'connecting', 'connected', 'waiting', 'stopped'] as const;

/** GET /api/ais/status: what the dashboard card and the test dashboard show. */
export const aisStatusSchema = z.object({
  /** 'replay', 'aisstream', 'nmea-tcp', 'nmea-udp' or 'off'. */
  source: z.string(),
  state: z.enum(AIS_SOURCE_STATES),
  /** Ships with a known position, not yet expired. */
  ships: z.number().int(),
  /** When the source last delivered a message; null when it never has. */
  lastMessageAt: z.string().nullable(),
  /** Clients subscribed to /api/ais/stream. */
  clients: z.number().int(),
  /**
   * With several app instances: whether this one holds the upstream connection or follows the one
   * that does (its id; null while none holds it). Absent for an instance alone.
   */
  cluster: z
    .object({ role: z.enum(['holder', 'follower']), holder: z.string().nullable() })
    .optional(),
});
export type AisStatus = z.infer<typeof aisStatusSchema>;
