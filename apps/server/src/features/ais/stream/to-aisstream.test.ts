// Every message of GPSD's sample file, decoded and put in aisstream's shape, against the values
// GPSD printed for it (`gpsdecode -j`). The type 24 halves GPSD does not print are checked
// against our decoder's own GPSD-style fields, which the codec's gpsd-sample.test.ts holds to GPSD.
import { AisLineDecoder, type AisMessage, type ClassAPositionReport } from '@havhjaelp/aivdm';
import { gpsdSamplePrinted, gpsdSampleSentences } from '@havhjaelp/aivdm/testing';
import { aisTimeUtc } from '@havhjaelp/common/ais';
import { describe, expect, it } from 'vitest';
import { toAisstream, type KnownShip } from './to-aisstream';

const sampleLines = gpsdSampleSentences();
const gpsdPrinted = gpsdSamplePrinted().filter((fields) =>
  [1, 2, 3, 5, 18, 19, 24, 27].includes(fields.type as number),
);

const decoder = new AisLineDecoder();
const decoded = sampleLines
  .map((line) => decoder.decode(line, 0)?.message)
  .filter((message) => message !== undefined);

// GPSD prints type 24 only when both halves are joined (no `part`); its lines follow our order.
let printedIndex = 0;
const cases = decoded.map((message, index) => {
  const printed = message.type !== 24 || message.part === undefined;
  const gpsd = printed ? gpsdPrinted[printedIndex++]! : (message as unknown as Gpsd);
  return [index, message.type, message.mmsi, message, gpsd] as const;
});

type Gpsd = Record<string, unknown>;
const RECEIVED_AT = Date.parse('2026-06-01T12:34:56.789Z');
const KNOWN: KnownShip = { name: 'KENDT SKIB', lat: 55.5, lon: 11.25 };

const sog = (speed: unknown) => (speed === 'nan' ? 102.3 : speed);
const dimension = (g: Gpsd) => ({ A: g.to_bow, B: g.to_stern, C: g.to_port, D: g.to_starboard });
function eta(text: unknown) {
  const [Month, Day, Hour, Minute] = /^(\d\d)-(\d\d)T(\d\d):(\d\d)Z$/
    .exec(String(text))!
    .slice(1)
    .map(Number);
  return { Month, Day, Hour, Minute };
}
const kinematics = (g: Gpsd) => ({
  MessageID: g.type,
  RepeatIndicator: g.repeat,
  UserID: g.mmsi,
  Latitude: g.lat,
  Longitude: g.lon,
  Sog: sog(g.speed),
  Cog: g.course,
  TrueHeading: g.heading,
  Timestamp: g.second,
  PositionAccuracy: g.accuracy,
  Raim: g.raim,
});

/** The aisstream body GPSD's fields call for, by aisstream's type name. */
function expectedBody(g: Gpsd): [string, Record<string, unknown>] {
  switch (g.type) {
    case 1:
    case 2:
    case 3:
      return ['PositionReport', { ...kinematics(g), NavigationalStatus: g.status }];
    case 18:
      return [
        'StandardClassBPositionReport',
        { ...kinematics(g), ClassBUnit: g.cs, ClassBDsc: g.dsc, ClassBMsg22: g.msg22 },
      ];
    case 19:
      return [
        'ExtendedClassBPositionReport',
        { ...kinematics(g), Name: g.shipname, Type: g.shiptype, Dimension: dimension(g) },
      ];
    case 5:
      return [
        'ShipStaticData',
        {
          MessageID: 5,
          UserID: g.mmsi,
          Name: g.shipname,
          CallSign: g.callsign,
          Type: g.shiptype,
          Destination: g.destination,
          Eta: eta(g.eta),
          Dimension: dimension(g),
          ImoNumber: g.imo,
          MaximumStaticDraught: g.draught,
        },
      ];
    default:
      return [
        'StaticDataReport',
        {
          MessageID: 24,
          UserID: g.mmsi,
          PartNumber: g.part !== 'A',
          ReportA: { Valid: g.part !== 'B', Name: g.shipname ?? '' },
          ReportB: expect.objectContaining(
            g.part === 'A'
              ? { Valid: false }
              : {
                  Valid: true,
                  ShipType: g.shiptype,
                  CallSign: g.callsign,
                  VendorIDName: g.vendorid,
                  Dimension: dimension(g),
                },
          ),
        },
      ];
  }
}

describe('toAisstream on the GPSD sample file', () => {
  it('has messages of every type to compare (not a vacuous pass)', () => {
    expect(new Set(decoded.map((m) => m.type))).toEqual(new Set([1, 2, 3, 5, 18, 19, 24, 27]));
    const parts = decoded.filter((m) => m.type === 24).map((m) => m.part ?? 'joined');
    expect(new Set(parts)).toEqual(new Set(['A', 'B', 'joined']));
    expect(printedIndex).toBe(gpsdPrinted.length);
  });

  it.each(cases.filter(([, type]) => type !== 27))(
    'message %i (type %i, MMSI %i) carries GPSD’s values',
    (_index, _type, mmsi, message, gpsd) => {
      expect(message.mmsi).toBe(gpsd.mmsi);
      const [type, body] = expectedBody(gpsd);
      const converted = toAisstream(message, RECEIVED_AT, KNOWN);
      expect(converted?.MessageType).toBe(type);
      expect(converted?.Message).toEqual({ [type]: expect.objectContaining(body) });
      const position = 'lat' in message;
      expect(converted?.MetaData).toEqual({
        MMSI: mmsi,
        MMSI_String: String(mmsi),
        ShipName: gpsd.shipname ?? KNOWN.name,
        latitude: position ? gpsd.lat : KNOWN.lat,
        longitude: position ? gpsd.lon : KNOWN.lon,
        time_utc: aisTimeUtc(RECEIVED_AT),
      });
    },
  );

  it.each(cases.filter(([, type]) => type === 27))(
    'message %i (type %i, MMSI %i), a long-range report, is not sent',
    (_index, _type, _mmsi, message) => {
      expect(toAisstream(message, RECEIVED_AT, KNOWN)).toBeNull();
    },
  );
});

describe('toAisstream without GPSD', () => {
  const first = (type: number) => decoded.find((m) => m.type === type)!;

  it('gives static messages of an unknown ship an empty name and position 0, 0', () => {
    const partB = decoded.find((m) => m.type === 24 && m.part === 'B')!;
    expect(toAisstream(partB, RECEIVED_AT, undefined)?.MetaData).toMatchObject({
      ShipName: '',
      latitude: 0,
      longitude: 0,
    });
    expect(toAisstream(first(5), RECEIVED_AT, undefined)?.MetaData).toMatchObject({
      ShipName: 'EVER DIADEM',
      latitude: 0,
      longitude: 0,
    });
  });

  it('gives a position of an unknown ship an empty name', () => {
    expect(toAisstream(first(1), RECEIVED_AT, undefined)?.MetaData.ShipName).toBe('');
  });

  it.each([
    ['nan', 102.3],
    ['fast', 102.2],
    [0.1, 0.1],
  ] as const)('writes speed %s as Sog %s', (speed, Sog) => {
    const message: AisMessage = { ...(first(1) as ClassAPositionReport), speed };
    expect(toAisstream(message, RECEIVED_AT, KNOWN)?.Message).toMatchObject({
      PositionReport: { Sog },
    });
  });

  it.each([
    ['nan', -128],
    ['fastright', 127],
    ['fastleft', -127],
    [0, 0],
  ] as const)('writes rate of turn %s as %s', (turn, RateOfTurn) => {
    const message: AisMessage = { ...(first(1) as ClassAPositionReport), turn };
    expect(toAisstream(message, RECEIVED_AT, KNOWN)?.Message).toMatchObject({
      PositionReport: { RateOfTurn },
    });
  });
});
