import type { AisStreamMessage } from '@havhjaelp/common/ais';
import { describe, expect, it } from 'vitest';
import { ShipStore, frameKind, type ShipFrame } from './ship-store';
import { textFrame } from './stream/websocket-frame';

const MMSI = 219000001;
const OTHER = 219000002;
const T0 = Date.parse('2026-06-01T12:00:00Z');
const EXPIRY = 10 * 60_000;

/** An aisstream message of `type` with the fields the store reads (MetaData is not read). */
const message = (type: string, mmsi: number, body: Record<string, unknown>) =>
  ({
    MessageType: type,
    MetaData: { MMSI: mmsi },
    Message: { [type]: { UserID: mmsi, ...body } },
  }) as unknown as AisStreamMessage;

const position = (mmsi = MMSI, lat = 55.5, lon = 11.25, type = 'PositionReport') =>
  message(type, mmsi, { Latitude: lat, Longitude: lon, Sog: 7, Cog: 90, TrueHeading: 91 });
const shipStatic = (mmsi = MMSI, name = 'FREJA', destination = 'DKAAR') =>
  message('ShipStaticData', mmsi, {
    Name: name,
    CallSign: 'OZAB2',
    Type: 70,
    Destination: destination,
    Eta: { Month: 6, Day: 2, Hour: 8, Minute: 30 },
  });
const report24 = (mmsi: number, a: string | null, b: string | null) =>
  message('StaticDataReport', mmsi, {
    PartNumber: b !== null,
    ReportA: { Valid: a !== null, Name: a ?? '' },
    ReportB: { Valid: b !== null, ShipType: 36, CallSign: b ?? '' },
  });

const frame = (m: AisStreamMessage, mmsi: number, receivedAt: number): ShipFrame => ({
  type: m.MessageType,
  kind: frameKind(m),
  mmsi,
  lat: 55.5,
  lon: 11.25,
  wire: textFrame(JSON.stringify(m)),
  receivedAt,
});
const frames = (store: ShipStore) =>
  new Map([...store.all()].map(({ ship, frames }) => [ship.mmsi, [...frames]]));

describe('ShipStore.apply, get and size', () => {
  it('places a ship on its first valid position and moves it on the next', () => {
    const store = new ShipStore(EXPIRY);
    const first = store.apply(position(), T0);
    expect(first).toEqual({
      ship: expect.objectContaining({ mmsi: MMSI, lat: 55.5 }),
      released: [],
    });
    expect(store.get(MMSI)).toEqual(first?.ship);
    expect(store.size).toBe(1);

    expect(store.apply(position(MMSI, 56, 12), T0 + 1000)?.ship).toMatchObject({
      lat: 56,
      lon: 12,
    });
    expect(store.get(MMSI)).toMatchObject({ lat: 56, lon: 12, lastUpdate: T0 + 1000 });
    expect(store.apply(position(OTHER, 55, 10, 'StandardClassBPositionReport'), T0)).toBeDefined();
    expect(store.size).toBe(2);
    expect(store.get(219000003)).toBeUndefined();
  });

  it('drops an invalid position: no ship, and nothing held for later', () => {
    const store = new ShipStore(EXPIRY);
    expect(store.apply(position(MMSI, 91, 181), T0)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.apply(position(), T0)?.released).toEqual([]);
  });

  it('keeps a known ship where it was when a later position is invalid', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(position(), T0);
    expect(store.apply(position(MMSI, 0, 0), T0 + 1000)?.ship).toMatchObject({
      lat: 55.5,
      lastUpdate: T0,
    });
  });

  it('folds static data of a known ship in at once', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(position(), T0);
    const result = store.apply(shipStatic(), T0 + 500);
    expect(result).toEqual({ ship: expect.objectContaining({ name: 'FREJA' }), released: [] });
    expect(store.get(MMSI)).toMatchObject({
      name: 'FREJA',
      destination: 'DKAAR',
      lastUpdate: T0 + 500,
    });
  });
});

describe('ShipStore: static data before the first position', () => {
  it('is held without placing a ship, then released and folded in with the position', () => {
    const store = new ShipStore(EXPIRY);
    const held = shipStatic();
    expect(store.apply(held, T0)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.get(MMSI)).toBeUndefined();

    const result = store.apply(position(), T0 + 2000);
    expect(result?.released).toEqual([held]);
    expect(result?.ship).toMatchObject({
      lat: 55.5,
      name: 'FREJA',
      callsign: 'OZAB2',
      shipType: 70,
    });
    expect(store.get(MMSI)).toEqual(result?.ship);
    expect(store.apply(position(), T0 + 3000)?.released).toEqual([]);
  });

  it('is held per ship: another ship’s position releases none of it', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(shipStatic(MMSI), T0);
    expect(store.apply(position(OTHER), T0)?.released).toEqual([]);
    expect(store.apply(position(MMSI), T0)?.released).toHaveLength(1);
  });

  it.each([
    ['two ShipStaticData', [shipStatic(MMSI, 'OLD'), shipStatic(MMSI, 'NEW')], [1]],
    ['two parts A', [report24(MMSI, 'OLD', null), report24(MMSI, 'NEW', null)], [1]],
    ['two parts B', [report24(MMSI, null, 'OLD'), report24(MMSI, null, 'NEW')], [1]],
    ['a part B, then both parts', [report24(MMSI, null, 'OLD'), report24(MMSI, 'NEW', 'NEW')], [1]],
    ['a part A, then a part B', [report24(MMSI, 'A', null), report24(MMSI, null, 'B')], [0, 1]],
    ['ShipStaticData, then a part A', [shipStatic(MMSI), report24(MMSI, 'A', null)], [0, 1]],
  ])('after %s, holds the latest of each kind', (_name, statics, kept) => {
    const store = new ShipStore(EXPIRY);
    for (const [i, m] of statics.entries()) expect(store.apply(m, T0 + i)).toBeUndefined();
    expect(store.apply(position(), T0 + 10)?.released).toEqual(kept.map((i) => statics[i]));
  });

  it('holds for at most 5,000 ships, dropping the oldest', () => {
    const store = new ShipStore(EXPIRY);
    const mmsi = (i: number) => 211000000 + i;
    for (let i = 0; i <= 5000; i++) store.apply(shipStatic(mmsi(i)), T0 + i);
    expect(store.apply(position(mmsi(0)), T0 + 6000)?.released).toEqual([]);
    expect(store.apply(position(mmsi(1)), T0 + 6000)?.released).toHaveLength(1);
    expect(store.apply(position(mmsi(5000)), T0 + 6000)?.released).toHaveLength(1);
  });
});

describe('ShipStore.expire', () => {
  it('forgets ships not updated within the expiry and says how many', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(position(MMSI), T0);
    store.apply(position(OTHER), T0 + 1000);
    expect(store.expire(T0 + EXPIRY)).toBe(0);
    expect(store.expire(T0 + EXPIRY + 1)).toBe(1);
    expect(store.get(MMSI)).toBeUndefined();
    expect(store.get(OTHER)).toBeDefined();
    expect(store.size).toBe(1);
    expect(store.expire(T0 + EXPIRY + 1001)).toBe(1);
    expect(store.size).toBe(0);
  });

  it('counts static data as an update', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(position(), T0);
    store.apply(shipStatic(), T0 + 5000);
    expect(store.expire(T0 + EXPIRY + 1)).toBe(0);
    expect(store.get(MMSI)).toBeDefined();
  });

  it('forgets held static data as old as that, and keeps newer', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(shipStatic(MMSI), T0);
    store.apply(shipStatic(OTHER), T0 + 1000);
    expect(store.expire(T0 + EXPIRY + 1)).toBe(0);
    expect(store.apply(position(MMSI), T0 + EXPIRY + 2)?.released).toEqual([]);
    expect(store.apply(position(OTHER), T0 + EXPIRY + 2)?.released).toHaveLength(1);
  });
});

describe('ShipStore.remember and all', () => {
  it('keeps the latest frame of each kind per ship, the position first', () => {
    const store = new ShipStore(EXPIRY);
    store.apply(position(MMSI), T0);
    store.apply(position(OTHER), T0);
    const latest = [
      frame(position(MMSI), MMSI, T0 + 1),
      frame(shipStatic(MMSI, 'NEW'), MMSI, T0 + 1),
      frame(report24(MMSI, 'NEW', null), MMSI, T0 + 1),
      frame(report24(MMSI, 'NEW', 'NEW'), MMSI, T0 + 1),
    ];
    const older = [
      frame(position(MMSI), MMSI, T0),
      frame(shipStatic(MMSI, 'OLD'), MMSI, T0),
      frame(report24(MMSI, 'OLD', null), MMSI, T0),
      frame(report24(MMSI, null, 'OLD'), MMSI, T0),
    ];
    for (const f of [...older, ...latest]) store.remember(f);
    const positionOfOther = frame(position(OTHER), OTHER, T0);
    store.remember(positionOfOther);

    expect(frames(store)).toEqual(
      new Map([
        [MMSI, latest],
        [OTHER, [positionOfOther]],
      ]),
    );
    expect([...store.all()].map(({ ship }) => ship)).toEqual([store.get(MMSI), store.get(OTHER)]);
  });

  it('keeps no frames of a ship it does not know, nor of one expired', () => {
    const store = new ShipStore(EXPIRY);
    store.remember(frame(shipStatic(MMSI), MMSI, T0));
    expect([...store.all()]).toEqual([]);

    store.apply(position(MMSI), T0);
    store.remember(frame(position(MMSI), MMSI, T0));
    store.expire(T0 + EXPIRY + 1);
    expect([...store.all()]).toEqual([]);
    store.apply(position(MMSI), T0 + EXPIRY + 2);
    expect(frames(store)).toEqual(new Map([[MMSI, []]]));
  });
});

describe('frameKind', () => {
  it.each([
    ['PositionReport', position(MMSI, 55.5, 11.25, 'PositionReport'), 'position'],
    [
      'StandardClassBPositionReport',
      position(MMSI, 55.5, 11.25, 'StandardClassBPositionReport'),
      'position',
    ],
    [
      'ExtendedClassBPositionReport',
      position(MMSI, 55.5, 11.25, 'ExtendedClassBPositionReport'),
      'position',
    ],
    ['ShipStaticData', shipStatic(), 'static'],
    ['StaticDataReport part A', report24(MMSI, 'A', null), 'static-a'],
    ['StaticDataReport part B', report24(MMSI, null, 'B'), 'static-b'],
    ['StaticDataReport with both parts', report24(MMSI, 'A', 'B'), 'static-b'],
  ])('%s: %s', (_name, m, kind) => {
    expect(frameKind(m)).toBe(kind);
  });
});
