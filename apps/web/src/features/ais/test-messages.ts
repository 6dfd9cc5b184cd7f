// aisstream-shaped messages for the AIS unit tests (not shipped: only the tests import it).
import { aisBody, aisTimeUtc, type AisStreamMessage } from '@havhjaelp/common/ais';

export interface PositionFields {
  mmsi: number;
  lat: number;
  lon: number;
  sog?: number;
  cog?: number;
  heading?: number;
  at?: number;
}

export function positionReport(fields: PositionFields): AisStreamMessage {
  const { mmsi, lat, lon, sog = 12, cog = 90, heading = 511, at = Date.now() } = fields;
  return {
    MessageType: 'PositionReport',
    MetaData: {
      MMSI: mmsi,
      MMSI_String: String(mmsi),
      ShipName: '',
      latitude: lat,
      longitude: lon,
      time_utc: aisTimeUtc(at),
    },
    Message: {
      PositionReport: {
        MessageID: 1,
        RepeatIndicator: 0,
        UserID: mmsi,
        Valid: true,
        NavigationalStatus: 0,
        RateOfTurn: 0,
        SpecialManoeuvreIndicator: 0,
        Sog: sog,
        PositionAccuracy: true,
        Longitude: lon,
        Latitude: lat,
        Cog: cog,
        TrueHeading: heading,
        Timestamp: 0,
        Raim: false,
      },
    },
  };
}

export function staticData(mmsi: number, name: string, at = Date.now()): AisStreamMessage {
  return {
    MessageType: 'ShipStaticData',
    MetaData: {
      MMSI: mmsi,
      MMSI_String: String(mmsi),
      ShipName: name,
      latitude: 0,
      longitude: 0,
      time_utc: aisTimeUtc(at),
    },
    Message: {
      ShipStaticData: {
        MessageID: 5,
        RepeatIndicator: 0,
        UserID: mmsi,
        Valid: true,
        AisVersion: 0,
        ImoNumber: 0,
        CallSign: 'OXAB2@@',
        Name: `${name}@@@@`,
        Type: 70,
        Dimension: { A: 100, B: 20, C: 10, D: 10 },
        FixType: 1,
        Eta: { Month: 12, Day: 24, Hour: 14, Minute: 30 },
        MaximumStaticDraught: 6.5,
        Destination: 'AARHUS',
        Dte: false,
      },
    },
  };
}

/** A copy of `message` with one body field changed (undefined: left out), as JSON. */
export function withBodyField(message: AisStreamMessage, field: string, value: unknown): string {
  const copy = structuredClone(message);
  (aisBody(copy) as unknown as Record<string, unknown>)[field] = value;
  return JSON.stringify(copy);
}
