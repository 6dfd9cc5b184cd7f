import { describe, expect, it } from 'vitest';
import { fromAisstream } from './from-aisstream';

// Messages as aisstream.io sends them, every field included.
const metaData = (ShipName: string) => ({
  MMSI: 219000001,
  MMSI_String: '219000001',
  ShipName,
  latitude: 55.67612,
  longitude: 12.568337,
  time_utc: '2023-05-10 11:46:52.509865357 +0000 UTC',
});
const dimension = { A: 12, B: 3, C: 2, D: 2 };
const kinematics = {
  Cog: 308,
  Latitude: 55.67612,
  Longitude: 12.568337,
  PositionAccuracy: true,
  Raim: false,
  RepeatIndicator: 0,
  Sog: 6.2,
  Timestamp: 31,
  TrueHeading: 305,
  UserID: 219000001,
  Valid: true,
};

const positionReport = {
  MessageType: 'PositionReport',
  MetaData: metaData('FREJA               '),
  Message: {
    PositionReport: {
      ...kinematics,
      CommunicationState: 81982,
      MessageID: 1,
      NavigationalStatus: 0,
      RateOfTurn: -127,
      Spare: 0,
      SpecialManoeuvreIndicator: 0,
    },
  },
};
const standardClassB = {
  MessageType: 'StandardClassBPositionReport',
  MetaData: metaData(''),
  Message: {
    StandardClassBPositionReport: {
      ...kinematics,
      AssignedMode: false,
      ClassBBand: true,
      ClassBDisplay: false,
      ClassBDsc: true,
      ClassBMsg22: true,
      ClassBUnit: true,
      CommunicationState: 393222,
      CommunicationStateIsItdma: true,
      MessageID: 18,
      Spare1: 0,
      Spare2: 0,
    },
  },
};
const extendedClassB = {
  MessageType: 'ExtendedClassBPositionReport',
  MetaData: metaData('MÅGEN'),
  Message: {
    ExtendedClassBPositionReport: {
      ...kinematics,
      AssignedMode: false,
      Dimension: dimension,
      Dte: true,
      FixType: 1,
      MessageID: 19,
      Name: 'MÅGEN@@@@@@@@@@@@@@@',
      Spare1: 0,
      Spare2: 0,
      Spare3: 0,
      Type: 37,
    },
  },
};
const shipStaticData = {
  MessageType: 'ShipStaticData',
  MetaData: metaData('FREJA'),
  Message: {
    ShipStaticData: {
      AisVersion: 2,
      CallSign: 'OZAB2  ',
      Destination: 'DKAAR@@@@@@@@@@@@@@@',
      Dimension: { A: 120, B: 25, C: 10, D: 11 },
      Dte: false,
      Eta: { Day: 2, Hour: 8, Minute: 30, Month: 6 },
      FixType: 1,
      ImoNumber: 9000001,
      MaximumStaticDraught: 7.5,
      MessageID: 5,
      Name: 'FREJA               ',
      RepeatIndicator: 0,
      Spare: false,
      Type: 70,
      UserID: 219000001,
      Valid: true,
    },
  },
};
const staticDataReport = {
  MessageType: 'StaticDataReport',
  MetaData: metaData('MÅGEN'),
  Message: {
    StaticDataReport: {
      MessageID: 24,
      PartNumber: true,
      RepeatIndicator: 0,
      Reserved: 0,
      ReportA: { Name: '', Valid: false },
      ReportB: {
        CallSign: 'OU1234',
        Dimension: dimension,
        FixType: 0,
        ShipType: 36,
        Spare: 0,
        Valid: true,
        VenderIDSerial: 0,
        VendorIDModel: 0,
        VendorIDName: 'SRT',
      },
      UserID: 219000001,
      Valid: true,
    },
  },
};
const MESSAGES = [positionReport, standardClassB, extendedClassB, shipStaticData, staticDataReport];

type Json = Record<string, unknown>;
/** `message` with the field at `path` (in its body when the path starts with 'body') set. */
function withField(message: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(message);
  const keys = path[0] === 'body' ? ['Message', String(copy.MessageType), ...path.slice(1)] : path;
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  if (value === undefined) Reflect.deleteProperty(target, keys.at(-1)!);
  else target[keys.at(-1)!] = value;
  return copy;
}

describe('fromAisstream', () => {
  it.each(MESSAGES.map((message) => [message.MessageType, message] as const))(
    'takes a %s with every field as sent, the unread ones too',
    (_type, message) => {
      expect(fromAisstream(structuredClone(message))).toStrictEqual(message);
    },
  );

  it.each([
    ['a part A', { Name: 'MÅGEN', Valid: true }, { Valid: false, ShipType: 0, CallSign: '' }],
    [
      'a part B without Dimension',
      { Name: '', Valid: false },
      { Valid: true, ShipType: 36, CallSign: 'OU1' },
    ],
  ])('takes a StaticDataReport that is %s', (_name, ReportA, ReportB) => {
    const message = withField(
      withField(staticDataReport, ['body', 'ReportA'], ReportA),
      ['body', 'ReportB'],
      ReportB,
    );
    expect(fromAisstream(message)).toStrictEqual(message);
  });

  it('writes an MMSI_String sent as a number as text, and a missing ShipName as empty', () => {
    const numeric = withField(positionReport, ['MetaData', 'MMSI_String'], 219000001);
    expect(fromAisstream(numeric)?.MetaData.MMSI_String).toBe('219000001');
    const nameless = withField(positionReport, ['MetaData', 'ShipName'], undefined);
    expect(fromAisstream(nameless)?.MetaData.ShipName).toBe('');
  });

  it('passes on only the body of the message’s own type', () => {
    const both = withField(positionReport, ['Message', 'ShipStaticData'], {});
    expect(fromAisstream(both)?.Message).toStrictEqual(positionReport.Message);
  });

  it.each([
    [
      'an unknown MessageType',
      withField(positionReport, ['MessageType'], 'AddressedSafetyMessage'),
    ],
    ['a lower-case MessageType', withField(positionReport, ['MessageType'], 'positionreport')],
    ['no MessageType', withField(positionReport, ['MessageType'], undefined)],
    ['no MetaData', withField(positionReport, ['MetaData'], undefined)],
    ['MetaData without time_utc', withField(positionReport, ['MetaData', 'time_utc'], undefined)],
    ['MetaData with MMSI as text', withField(positionReport, ['MetaData', 'MMSI'], '219000001')],
    ['MetaData with latitude as text', withField(positionReport, ['MetaData', 'latitude'], '55.6')],
    ['no Message', withField(positionReport, ['Message'], undefined)],
    ['Message null', withField(positionReport, ['Message'], null)],
    ['only another type’s body', withField(shipStaticData, ['MessageType'], 'PositionReport')],
    ['a body that is not an object', withField(positionReport, ['body'], 'x')],
    ['UserID as text', withField(positionReport, ['body', 'UserID'], '219000001')],
    ['a fractional UserID', withField(positionReport, ['body', 'UserID'], 219000001.5)],
    ['Latitude as text', withField(positionReport, ['body', 'Latitude'], '55.67612')],
    ['no Longitude', withField(standardClassB, ['body', 'Longitude'], undefined)],
    ['Sog null', withField(standardClassB, ['body', 'Sog'], null)],
    ['no TrueHeading', withField(positionReport, ['body', 'TrueHeading'], undefined)],
    ['Cog as text', withField(extendedClassB, ['body', 'Cog'], '308')],
    ['a Name that is not text', withField(extendedClassB, ['body', 'Name'], 42)],
    ['a fractional Type', withField(extendedClassB, ['body', 'Type'], 37.5)],
    ['no Destination', withField(shipStaticData, ['body', 'Destination'], undefined)],
    ['no CallSign', withField(shipStaticData, ['body', 'CallSign'], undefined)],
    ['an Eta month as text', withField(shipStaticData, ['body', 'Eta', 'Month'], '6')],
    ['no Eta', withField(shipStaticData, ['body', 'Eta'], undefined)],
    ['PartNumber as a number', withField(staticDataReport, ['body', 'PartNumber'], 1)],
    ['no ReportA', withField(staticDataReport, ['body', 'ReportA'], undefined)],
    ['ReportB.Valid as text', withField(staticDataReport, ['body', 'ReportB', 'Valid'], 'true')],
    [
      'ReportB.ShipType as text',
      withField(staticDataReport, ['body', 'ReportB', 'ShipType'], '36'),
    ],
    [
      'a Dimension with A as text',
      withField(staticDataReport, ['body', 'ReportB', 'Dimension', 'A'], '12'),
    ],
  ])('refuses a message with %s', (_name, message) => {
    expect(fromAisstream(message)).toBeNull();
  });

  it.each([[null], [undefined], ['x'], [42], [true], [[]], [[positionReport]]])(
    'refuses %j, which is not a message object',
    (data) => {
      expect(fromAisstream(data)).toBeNull();
    },
  );
});
