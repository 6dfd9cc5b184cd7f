// Messages from aisstream.io are checked before they reach the ship store and the clients: the
// fields the app reads must be there with the right types; everything else is passed on as sent.
import { AIS_STREAM_TYPES, type AisStreamMessage, type AisStreamType } from '@havhjaelp/common/ais';
import { z } from 'zod';

const header = { UserID: z.number().int() };
const kinematics = {
  ...header,
  Latitude: z.number(),
  Longitude: z.number(),
  Sog: z.number(),
  Cog: z.number(),
  TrueHeading: z.number(),
};
const dimension = z.looseObject({ A: z.number(), B: z.number(), C: z.number(), D: z.number() });

const bodies: Record<AisStreamType, z.ZodType> = {
  PositionReport: z.looseObject(kinematics),
  StandardClassBPositionReport: z.looseObject(kinematics),
  ExtendedClassBPositionReport: z.looseObject({
    ...kinematics,
    Name: z.string(),
    Type: z.number().int(),
  }),
  ShipStaticData: z.looseObject({
    ...header,
    Name: z.string(),
    CallSign: z.string(),
    Type: z.number().int(),
    Destination: z.string(),
    Eta: z.looseObject({
      Month: z.number().int(),
      Day: z.number().int(),
      Hour: z.number().int(),
      Minute: z.number().int(),
    }),
  }),
  StaticDataReport: z.looseObject({
    ...header,
    PartNumber: z.boolean(),
    ReportA: z.looseObject({ Valid: z.boolean(), Name: z.string() }),
    ReportB: z.looseObject({
      Valid: z.boolean(),
      ShipType: z.number().int(),
      CallSign: z.string(),
      Dimension: dimension.optional(),
    }),
  }),
};

const envelope = z.looseObject({
  MessageType: z.enum(AIS_STREAM_TYPES),
  MetaData: z.looseObject({
    MMSI: z.number().int(),
    MMSI_String: z.union([z.string(), z.number()]).transform(String),
    ShipName: z.string().default(''),
    latitude: z.number(),
    longitude: z.number(),
    time_utc: z.string(),
  }),
  Message: z.record(z.string(), z.unknown()),
});

/** The message when it is one this stream sends and has what the app reads; otherwise null. */
export function fromAisstream(data: unknown): AisStreamMessage | null {
  const parsed = envelope.safeParse(data);
  if (!parsed.success) return null;
  const type = parsed.data.MessageType;
  const body = bodies[type].safeParse(parsed.data.Message[type]);
  if (!body.success) return null;
  // The checks above cover what is read; the remaining fields are aisstream's, forwarded unread.
  return {
    MessageType: type,
    MetaData: parsed.data.MetaData,
    Message: { [type]: body.data },
  } as unknown as AisStreamMessage;
}
