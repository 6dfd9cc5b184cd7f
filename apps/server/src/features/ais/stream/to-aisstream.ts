// Decoded AIVDM messages in aisstream.io's JSON shape, so NMEA sources and the replay simulator
// reach clients exactly as aisstream's own messages do. GPSD's "not available" words go back to
// the numbers aisstream uses (speed 102.3, rate of turn -128).
import type {
  AisMessage,
  ClassAPositionReport,
  ClassBPositionReport,
  Dimensions,
  ExtendedClassBPositionReport,
} from '@havhjaelp/aivdm';
import {
  aisTimeUtc,
  type AisDimension,
  type AisStreamMessage,
  type AisStreamMetaData,
} from '@havhjaelp/common/ais';

/** What the ship store already knows of the ship, for the metadata of a static message. */
export interface KnownShip {
  name: string | null;
  lat: number;
  lon: number;
}

const speed = (value: number | 'nan' | 'fast') =>
  value === 'nan' ? 102.3 : value === 'fast' ? 102.2 : value;

// GPSD prints the magnitude only, so the direction of a turn cannot be told apart here.
function rateOfTurn(turn: ClassAPositionReport['turn']): number {
  if (turn === 'nan') return -128;
  if (turn === 'fastright') return 127;
  if (turn === 'fastleft') return -127;
  return Math.min(126, Math.round(4.733 * Math.sqrt(turn)));
}

const dimension = (d: Dimensions | object): AisDimension =>
  'to_bow' in d
    ? { A: d.to_bow, B: d.to_stern, C: d.to_port, D: d.to_starboard }
    : { A: 0, B: 0, C: 0, D: 0 };

function eta(text: string) {
  const match = /^(\d{2})-(\d{2})T(\d{2}):(\d{2})Z$/.exec(text);
  const [Month, Day, Hour, Minute] = match ? match.slice(1).map(Number) : [0, 0, 24, 60];
  return { Month: Month!, Day: Day!, Hour: Hour!, Minute: Minute! };
}

/** The position fields Class A and Class B reports share, by aisstream's names. */
const kinematics = (
  message: ClassAPositionReport | ClassBPositionReport | ExtendedClassBPositionReport,
) => ({
  Sog: speed(message.speed),
  PositionAccuracy: message.accuracy,
  Longitude: message.lon,
  Latitude: message.lat,
  Cog: message.course,
  TrueHeading: message.heading,
  Timestamp: message.second,
  Raim: message.raim,
});

const report = (message: AisMessage) => ({
  MessageID: message.type,
  RepeatIndicator: message.repeat,
  UserID: message.mmsi,
  Valid: true,
});

/** The message in aisstream's shape, or null for a type this stream does not send (27). */
export function toAisstream(
  message: AisMessage,
  receivedAt: number,
  known: KnownShip | undefined,
): AisStreamMessage | null {
  const hasPosition = 'lat' in message;
  const name = 'shipname' in message ? message.shipname : (known?.name ?? '');
  const meta: AisStreamMetaData = {
    MMSI: message.mmsi,
    MMSI_String: String(message.mmsi),
    ShipName: name,
    latitude: hasPosition ? message.lat : (known?.lat ?? 0),
    longitude: hasPosition ? message.lon : (known?.lon ?? 0),
    time_utc: aisTimeUtc(receivedAt),
  };
  switch (message.type) {
    case 1:
    case 2:
    case 3:
      return {
        MessageType: 'PositionReport',
        MetaData: meta,
        Message: {
          PositionReport: {
            ...report(message),
            NavigationalStatus: message.status,
            RateOfTurn: rateOfTurn(message.turn),
            ...kinematics(message),
            SpecialManoeuvreIndicator: message.maneuver,
          },
        },
      };
    case 5:
      return {
        MessageType: 'ShipStaticData',
        MetaData: meta,
        Message: {
          ShipStaticData: {
            ...report(message),
            AisVersion: message.ais_version,
            ImoNumber: message.imo,
            CallSign: message.callsign,
            Name: message.shipname,
            Type: message.shiptype,
            Dimension: dimension(message),
            FixType: message.epfd,
            Eta: eta(message.eta),
            MaximumStaticDraught: message.draught,
            Destination: message.destination,
            Dte: message.dte === 1,
          },
        },
      };
    case 18:
      return {
        MessageType: 'StandardClassBPositionReport',
        MetaData: meta,
        Message: {
          StandardClassBPositionReport: {
            ...report(message),
            ...kinematics(message),
            ClassBUnit: message.cs,
            ClassBDisplay: message.display,
            ClassBDsc: message.dsc,
            ClassBBand: message.band,
            ClassBMsg22: message.msg22,
          },
        },
      };
    case 19:
      return {
        MessageType: 'ExtendedClassBPositionReport',
        MetaData: meta,
        Message: {
          ExtendedClassBPositionReport: {
            ...report(message),
            ...kinematics(message),
            Name: message.shipname,
            Type: message.shiptype,
            Dimension: dimension(message),
            FixType: message.epfd,
            Dte: message.dte === 1,
            AssignedMode: message.assigned,
          },
        },
      };
    case 24: {
      const partA = message.part !== 'B';
      const partB = message.part !== 'A';
      return {
        MessageType: 'StaticDataReport',
        MetaData: meta,
        Message: {
          StaticDataReport: {
            ...report(message),
            PartNumber: partB,
            ReportA: { Valid: partA, Name: 'shipname' in message ? message.shipname : '' },
            ReportB: {
              Valid: partB,
              ShipType: 'shiptype' in message ? message.shiptype : 0,
              VendorIDName: 'vendorid' in message ? message.vendorid : '',
              CallSign: 'callsign' in message ? message.callsign : '',
              Dimension: dimension(message),
            },
          },
        },
      };
    }
    default:
      return null;
  }
}
