import { describe, expect, it } from 'vitest';
import { decodeMessage } from './decoder';
import type { BitWriter } from './encoder';
import { unarmorPayload } from './six-bit';
import { decoded, header, TEST_MMSI, toBits } from './testing/test-encoder';

interface ClassA {
  status: number;
  turn: number;
  speed: number;
  lon: number;
  lat: number;
  course: number;
  radio: number;
}
function classA(fields: Partial<ClassA> = {}, type = 1): BitWriter {
  const f = { status: 0, turn: 0, speed: 0, lon: 0, lat: 0, course: 0, radio: 0, ...fields };
  return header(type)
    .int(f.status, 4)
    .int(f.turn, 8)
    .int(f.speed, 10)
    .bool(true)
    .int(f.lon, 28)
    .int(f.lat, 27)
    .int(f.course, 12)
    .int(511, 9)
    .int(60, 6)
    .int(0, 2)
    .int(0, 3)
    .bool(false)
    .int(f.radio, 19);
}

describe('types 1, 2, 3: Class A position', () => {
  it('scales positions (west and south negative), speed and course', () => {
    const message = decoded(
      toBits(classA({ lon: -74037230, lat: -29029800, speed: 123, course: 2240, status: 5 }, 3)),
    );
    expect(message).toMatchObject({
      type: 3,
      mmsi: TEST_MMSI,
      lon: -123.395383,
      lat: -48.383,
      speed: 12.3,
      course: 224,
      status: 5,
      status_text: 'Moored',
      heading: 511,
      second: 60,
      accuracy: true,
      raim: false,
    });
  });

  it('reports positions not available as 181 / 91', () => {
    expect(decoded(toBits(classA({ lon: 108600000, lat: 54600000 })))).toMatchObject({
      lon: 181,
      lat: 91,
    });
  });

  it.each([
    [1023, 'nan'],
    [1022, 'fast'],
    [1021, 102.1],
    [0, 0],
  ])('speed %i is %j', (speed, expected) => {
    expect(decoded(toBits(classA({ speed }))).speed).toBe(expected);
  });

  it.each([
    [-128, 'nan'],
    [-127, 'fastleft'],
    [127, 'fastright'],
    [0, 0],
    [10, 4],
    [-10, 4], // GPSD prints the square: the direction is lost
    [126, 709],
    [-126, 709],
  ])('rate of turn %i is %j, as GPSD prints it', (turn, expected) => {
    expect(decoded(toBits(classA({ turn }))).turn).toBe(expected);
  });

  it('takes a 163-bit message, with the radio status it has', () => {
    const full = classA({ radio: 34463 });
    expect(decoded(toBits(full)).radio).toBe(34463);
    const { payload } = full.armor();
    const short = unarmorPayload(payload, 5)!; // same characters, five fill bits
    expect(short.bitLength).toBe(163);
    expect(decoded(short).radio).toBe(1076);
    expect(decodeMessage(unarmorPayload(payload.slice(0, 27), 0)!)).toBe('bad-length'); // 162
  });
});

describe('type 5: static and voyage data', () => {
  const staticData = (names: { callsign: string; shipname: string; destination: string }) =>
    header(5)
      .int(0, 2)
      .int(9134270, 30)
      .text(names.callsign, 7)
      .text(names.shipname, 20)
      .int(37, 8)
      .int(225, 9)
      .int(70, 9)
      .int(1, 6)
      .int(31, 6)
      .int(1, 4)
      .int(5, 4)
      .int(15, 5)
      .int(14, 5)
      .int(0, 6)
      .int(122, 8)
      .text(names.destination, 20)
      .int(1, 1)
      .int(0, 1);

  it('decodes names, dimensions, ETA and draught', () => {
    const writer = staticData({ callsign: 'OZ2', shipname: 'HAVFRUEN  ', destination: 'SKAGEN' });
    expect(decoded(toBits(writer))).toEqual({
      type: 5,
      repeat: 0,
      mmsi: TEST_MMSI,
      imo: 9134270,
      ais_version: 0,
      callsign: 'OZ2',
      shipname: 'HAVFRUEN',
      shiptype: 37,
      shiptype_text: 'Pleasure Craft',
      to_bow: 225,
      to_stern: 70,
      to_port: 1,
      to_starboard: 31,
      epfd: 1,
      epfd_text: 'GPS',
      eta: '05-15T14:00Z',
      draught: 12.2,
      destination: 'SKAGEN',
      dte: 1,
    });
  });

  it('takes the 420-bit messages many transmitters send, without the DTE flag', () => {
    const writer = staticData({
      callsign: 'OZ2',
      shipname: 'X',
      destination: 'ABCDEFGHIJKLMNOPQRST',
    });
    const bits = toBits(writer);
    const short = { bytes: bits.bytes, bitLength: 420 };
    expect(decoded(short)).toMatchObject({ dte: 0, destination: 'ABCDEFGHIJKLMNOPQRST' });
    expect(decodeMessage({ bytes: bits.bytes, bitLength: 419 })).toBe('bad-length');
  });
});
