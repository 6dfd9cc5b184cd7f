// One frame from /api/ais/stream, checked by hand: the stream may bring thousands of frames a
// second, and a schema library per frame would cost more than the drawing. Anything that does not
// look exactly like what applyAisMessage reads is ignored, so a bad frame can never throw there.
import { AIS_STREAM_TYPES, type AisStreamMessage, type AisStreamType } from '@havhjaelp/common/ais';

export type StreamFrame =
  | { kind: 'message'; message: AisStreamMessage; timeUtc: string }
  | { kind: 'error'; error: string };

type Fields = Record<string, unknown>;

// Plain typeof checks, one per field the fold reads: they run for every frame of the stream.
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kinematics = (b: Fields) =>
  typeof b.UserID === 'number' &&
  typeof b.Latitude === 'number' &&
  typeof b.Longitude === 'number' &&
  typeof b.Sog === 'number' &&
  typeof b.Cog === 'number' &&
  typeof b.TrueHeading === 'number';

const eta = (e: unknown) =>
  isObject(e) &&
  typeof e.Month === 'number' &&
  typeof e.Day === 'number' &&
  typeof e.Hour === 'number' &&
  typeof e.Minute === 'number';

/** Whether a body of this type has every field the shared fold reads, with the right type. */
const BODY_CHECKS: Record<AisStreamType, (body: Fields) => boolean> = {
  PositionReport: kinematics,
  StandardClassBPositionReport: kinematics,
  ExtendedClassBPositionReport: (b) =>
    kinematics(b) && typeof b.Type === 'number' && typeof b.Name === 'string',
  ShipStaticData: (b) =>
    typeof b.UserID === 'number' &&
    typeof b.Type === 'number' &&
    typeof b.Name === 'string' &&
    typeof b.CallSign === 'string' &&
    typeof b.Destination === 'string' &&
    eta(b.Eta),
  StaticDataReport: (b) =>
    typeof b.UserID === 'number' &&
    typeof b.PartNumber === 'boolean' &&
    isObject(b.ReportA) &&
    typeof b.ReportA.Name === 'string' &&
    isObject(b.ReportB) &&
    typeof b.ReportB.CallSign === 'string' &&
    typeof b.ReportB.ShipType === 'number',
};

const STREAM_TYPES: ReadonlySet<unknown> = new Set(AIS_STREAM_TYPES);
const isStreamType = (value: unknown): value is AisStreamType => STREAM_TYPES.has(value);

/** The frame's meaning, or null for anything else (bad JSON, unknown type, missing fields). */
export function parseStreamFrame(data: unknown): StreamFrame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (typeof value.error === 'string') return { kind: 'error', error: value.error };
  const type = value.MessageType;
  if (!isStreamType(type) || !isObject(value.Message)) return null;
  const body = value.Message[type];
  if (!isObject(body) || !BODY_CHECKS[type](body)) return null;
  const meta = value.MetaData;
  const timeUtc = isObject(meta) && typeof meta.time_utc === 'string' ? meta.time_utc : '';
  return { kind: 'message', message: value as unknown as AisStreamMessage, timeUtc };
}
