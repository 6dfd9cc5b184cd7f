import { describe, expect, it } from 'vitest';
import type { AisStreamMessage } from './ais';
import {
  applyAisMessage,
  isValidPosition,
  shipBearing,
  shipColour,
  shipTypeText,
  type AisShip,
} from './ais-ship';

const MMSI = 219000001;
const T0 = Date.parse('2026-06-01T12:00:00Z');

/** An aisstream message of `type` whose body has `body` (MetaData is not read here). */
const message = (type: string, body: Record<string, unknown>) =>
  ({
    MessageType: type,
    MetaData: {},
    Message: { [type]: { UserID: MMSI, ...body } },
  }) as unknown as AisStreamMessage;

const kinematics = { Latitude: 55.5, Longitude: 11.25, Sog: 7.4, Cog: 92.5, TrueHeading: 90 };
const position = (fields: Record<string, unknown> = {}) =>
  message('PositionReport', { ...kinematics, ...fields });
const eta = (Month: number, Day: number, Hour: number, Minute: number) => ({
  Month,
  Day,
  Hour,
  Minute,
});
const shipStatic = (fields: Record<string, unknown> = {}) =>
  message('ShipStaticData', {
    Name: 'FREJA@@@@@@@@@@',
    CallSign: 'OZAB2@@',
    Type: 70,
    Destination: 'DKAAR  @@@',
    Eta: eta(6, 2, 8, 5),
    ...fields,
  });
const staticReport = (a: boolean, b: boolean) =>
  message('StaticDataReport', {
    PartNumber: b,
    ReportA: { Valid: a, Name: a ? 'MÅGEN@@@' : '' },
    ReportB: { Valid: b, ShipType: b ? 36 : 0, CallSign: b ? 'OU1234' : '' },
  });

/** A ship placed by one position report. */
const placed = (): AisShip => applyAisMessage(undefined, position(), T0)!;

describe('isValidPosition', () => {
  it.each([
    ['a Danish position', MMSI, 55.5, 11.25, true],
    ['the limits ±90 / ±180', MMSI, -90, 180, true],
    ['the other limits', MMSI, 90, -180, true],
    ['the largest 9-digit MMSI', 999_999_999, 55.5, 11.25, true],
    ['MMSI zero', 0, 55.5, 11.25, false],
    ['a negative MMSI', -MMSI, 55.5, 11.25, false],
    ['a 10-digit MMSI', 1_000_000_000, 55.5, 11.25, false],
    ['a fractional MMSI', 219000001.5, 55.5, 11.25, false],
    ['a NaN MMSI', Number.NaN, 55.5, 11.25, false],
    ['latitude zero', MMSI, 0, 11.25, false],
    ['longitude zero', MMSI, 55.5, 0, false],
    ['latitude 91 (not available)', MMSI, 91, 11.25, false],
    ['latitude -90.5', MMSI, -90.5, 11.25, false],
    ['longitude 181 (not available)', MMSI, 55.5, 181, false],
    ['longitude -180.5', MMSI, 55.5, -180.5, false],
    ['a NaN latitude', MMSI, Number.NaN, 11.25, false],
    ['a NaN longitude', MMSI, 55.5, Number.NaN, false],
    ['an infinite latitude', MMSI, Number.POSITIVE_INFINITY, 11.25, false],
    ['an infinite longitude', MMSI, 55.5, Number.NEGATIVE_INFINITY, false],
  ])('%s: %s', (_name, mmsi, lat, lon, expected) => {
    expect(isValidPosition(mmsi, lat, lon)).toBe(expected);
  });
});

describe('applyAisMessage: positions', () => {
  it.each(['PositionReport', 'StandardClassBPositionReport'])('%s places a new ship', (type) => {
    expect(applyAisMessage(undefined, message(type, kinematics), T0)).toEqual({
      mmsi: MMSI,
      lat: 55.5,
      lon: 11.25,
      heading: 90,
      course: 92.5,
      speed: 7.4,
      name: null,
      callsign: null,
      shipType: null,
      destination: null,
      eta: null,
      lastUpdate: T0,
    });
  });

  it('ExtendedClassBPositionReport also gives the name and ship type', () => {
    const ship = applyAisMessage(
      undefined,
      message('ExtendedClassBPositionReport', { ...kinematics, Name: 'SØLVMÅGEN@@@  ', Type: 37 }),
      T0,
    );
    expect(ship).toMatchObject({ lat: 55.5, lon: 11.25, name: 'SØLVMÅGEN', shipType: 37 });
  });

  it('ExtendedClassBPositionReport with no name and type 0 keeps those already known', () => {
    const known = { ...placed(), name: 'MÅGEN', shipType: 36 };
    const blank = message('ExtendedClassBPositionReport', { ...kinematics, Name: '@@@@', Type: 0 });
    expect(applyAisMessage(known, blank, T0 + 1)).toMatchObject({ name: 'MÅGEN', shipType: 36 });
  });

  it.each([
    ['heading 511', { TrueHeading: 511 }, { heading: null, course: 92.5, speed: 7.4 }],
    ['course 360', { Cog: 360 }, { heading: 90, course: null, speed: 7.4 }],
    ['speed 102.3', { Sog: 102.3 }, { heading: 90, course: 92.5, speed: null }],
    ['speed 0', { Sog: 0 }, { heading: 90, course: 92.5, speed: 0 }],
    ['heading 0, course 0', { TrueHeading: 0, Cog: 0 }, { heading: 0, course: 0, speed: 7.4 }],
  ])('reads %s', (_name, fields, expected) => {
    expect(applyAisMessage(undefined, position(fields), T0)).toMatchObject(expected);
  });

  it('moves a known ship and keeps its static data', () => {
    const known = { ...placed(), name: 'FREJA', callsign: 'OZAB2', destination: 'DKAAR' };
    const moved = applyAisMessage(known, position({ Latitude: 56, Longitude: 12 }), T0 + 5000);
    expect(moved).toEqual({ ...known, lat: 56, lon: 12, lastUpdate: T0 + 5000 });
  });

  it.each([
    ['latitude 91', { Latitude: 91 }],
    ['longitude 181', { Longitude: 181 }],
    ['latitude 0', { Latitude: 0 }],
    ['MMSI 0', { UserID: 0 }],
  ])('drops a position with %s: the ship stays as it was, or is not placed', (_name, fields) => {
    const known = placed();
    expect(applyAisMessage(known, position(fields), T0 + 1000)).toBe(known);
    expect(applyAisMessage(undefined, position(fields), T0 + 1000)).toBeUndefined();
  });
});

describe('applyAisMessage: static data', () => {
  it.each([
    ['ShipStaticData', shipStatic()],
    ['StaticDataReport', staticReport(true, true)],
  ])('%s alone places no ship', (_name, static_) => {
    expect(applyAisMessage(undefined, static_, T0)).toBeUndefined();
  });

  it('ShipStaticData gives name, call sign, type, destination and ETA, trimmed', () => {
    expect(applyAisMessage(placed(), shipStatic(), T0 + 1000)).toEqual({
      ...placed(),
      name: 'FREJA',
      callsign: 'OZAB2',
      shipType: 70,
      destination: 'DKAAR',
      eta: '06-02T08:05Z',
      lastUpdate: T0 + 1000,
    });
  });

  it.each([
    ['month 0', eta(0, 2, 8, 5), null],
    ['day 0', eta(6, 0, 8, 5), null],
    ['not available at all', eta(0, 0, 24, 60), null],
    ['December 31st', eta(12, 31, 23, 59), '12-31T23:59Z'],
  ])('ShipStaticData with ETA %s', (_name, Eta, expected) => {
    expect(applyAisMessage(placed(), shipStatic({ Eta }), T0)?.eta).toBe(expected);
  });

  it('ShipStaticData with blank fields keeps the name, call sign and type already known', () => {
    const known = { ...placed(), name: 'FREJA', callsign: 'OZAB2', shipType: 70 };
    const blank = shipStatic({ Name: '@@@@', CallSign: '   ', Type: 0, Destination: '@@' });
    expect(applyAisMessage(known, blank, T0)).toMatchObject({
      name: 'FREJA',
      callsign: 'OZAB2',
      shipType: 70,
      destination: null,
    });
  });

  it.each([
    ['part A only', true, false, { name: 'MÅGEN', callsign: null, shipType: null }],
    ['part B only', false, true, { name: null, callsign: 'OU1234', shipType: 36 }],
    ['both parts', true, true, { name: 'MÅGEN', callsign: 'OU1234', shipType: 36 }],
    ['neither part', false, false, { name: null, callsign: null, shipType: null }],
  ])('StaticDataReport with %s', (_name, a, b, expected) => {
    const ship = applyAisMessage(placed(), staticReport(a, b), T0 + 2000);
    expect(ship).toEqual({ ...placed(), ...expected, lastUpdate: T0 + 2000 });
  });

  it('StaticDataReport part A does not clear what part B gave, nor B what A gave', () => {
    const afterB = applyAisMessage(placed(), staticReport(false, true), T0);
    const afterBoth = applyAisMessage(afterB, staticReport(true, false), T0);
    expect(afterBoth).toMatchObject({ name: 'MÅGEN', callsign: 'OU1234', shipType: 36 });
  });
});

describe('shipColour', () => {
  it.each([
    [25, 'green'],
    [10.1, 'green'],
    [10, 'amber'],
    [5.1, 'amber'],
    [5, 'grey'],
    [0, 'grey'],
    [null, 'grey'],
  ] as const)('%s knots: %s', (speed, colour) => {
    expect(shipColour(speed)).toBe(colour);
  });
});

describe('shipBearing', () => {
  it.each([
    [{ heading: 90, course: 180 }, 90],
    [{ heading: 0, course: 180 }, 0],
    [{ heading: null, course: 180 }, 180],
    [{ heading: null, course: 0 }, 0],
    [{ heading: null, course: null }, 0],
  ])('%j: %i', (ship, bearing) => {
    expect(shipBearing(ship)).toBe(bearing);
  });
});

describe('shipTypeText', () => {
  it.each([
    [36, 'Sejlbåd'],
    [37, 'Lystfartøj'],
    [30, 'Fiskefartøj'],
    [52, 'Slæbebåd'],
    [60, 'Passagerskib'],
    [69, 'Passagerskib'],
    [70, 'Fragtskib'],
    [79, 'Fragtskib'],
    [80, 'Tankskib'],
    [89, 'Tankskib'],
    [99, 'Andet skib'],
    [0, null],
    [null, null],
  ])('%s: %s', (type, text) => {
    expect(shipTypeText(type)).toBe(text);
  });
});
