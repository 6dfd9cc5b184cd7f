import { describe, expect, it } from 'vitest';
import { decodeMessage } from './decoder';
import { decoded, header, TEST_MMSI, toBits } from './testing/test-encoder';

describe('types 18 and 19: Class B position', () => {
  it('decodes a type 18 report', () => {
    const writer = header(18)
      .int(0, 8)
      .int(51, 10)
      .bool(true)
      .int(-43340309, 28)
      .int(23688555, 27)
      .int(349, 12)
      .int(511, 9)
      .int(17, 6)
      .int(0, 2)
      .bool(true)
      .bool(false)
      .bool(true)
      .bool(true)
      .bool(false)
      .bool(false)
      .bool(true)
      .int(917510, 20);
    expect(decoded(toBits(writer))).toEqual({
      type: 18,
      repeat: 0,
      mmsi: TEST_MMSI,
      reserved: 0,
      speed: 5.1,
      accuracy: true,
      lon: -72.233848,
      lat: 39.480925,
      course: 34.9,
      heading: 511,
      second: 17,
      regional: 0,
      cs: true,
      display: false,
      dsc: true,
      band: true,
      msg22: false,
      raim: true,
      radio: 917510,
    });
    expect(decodeMessage(toBits(header(18), 167))).toBe('bad-length');
  });

  it('decodes the static part of a type 19 report', () => {
    const writer = header(19)
      .padTo(143)
      .text('CAPT.J.RIMES', 20)
      .int(70, 8)
      .int(5, 9)
      .int(21, 9)
      .int(4, 6)
      .int(4, 6)
      .int(1, 4)
      .bool(false)
      .int(1, 1)
      .bool(true);
    expect(decoded(toBits(writer, 312))).toMatchObject({
      type: 19,
      shipname: 'CAPT.J.RIMES',
      shiptype: 70,
      shiptype_text: 'Cargo - all ships of this type',
      to_bow: 5,
      to_stern: 21,
      to_port: 4,
      to_starboard: 4,
      epfd_text: 'GPS',
      dte: 1,
      assigned: true,
    });
    expect(decodeMessage(toBits(writer, 311))).toBe('bad-length');
  });
});

describe('type 24: static data in two parts', () => {
  const partA = (name: string) => header(24).int(0, 2).text(name, 20);
  const partB = (mmsi = TEST_MMSI) =>
    header(24, mmsi)
      .int(1, 2)
      .int(37, 8)
      .text('1C00045', 7)
      .text('YM5504', 7)
      .int(0, 9)
      .int(24, 9)
      .int(0, 6)
      .int(6, 6)
      .int(0, 6);

  it('decodes part A, 160 or 168 bits', () => {
    expect(decoded(toBits(partA('GOZDEM-1')))).toEqual({
      type: 24,
      repeat: 0,
      mmsi: TEST_MMSI,
      part: 'A',
      shipname: 'GOZDEM-1',
    });
    expect(decoded(toBits(partA('GOZDEM-1'), 168)).shipname).toBe('GOZDEM-1');
    expect(decodeMessage(toBits(partA('X'), 169))).toBe('bad-length');
  });

  it('decodes part B, reading vendor id, model and serial both ways as GPSD does', () => {
    expect(decoded(toBits(partB()))).toEqual({
      type: 24,
      repeat: 0,
      mmsi: TEST_MMSI,
      part: 'B',
      shiptype: 37,
      shiptype_text: 'Pleasure Craft',
      vendorid: '1C00045',
      model: 12,
      serial: 199989,
      callsign: 'YM5504',
      to_bow: 0,
      to_stern: 24,
      to_port: 0,
      to_starboard: 6,
    });
    expect(decodeMessage(toBits(partB(), 167))).toBe('bad-length');
  });

  it('gives the mother ship for an auxiliary craft (MMSI 98xxxxxxx)', () => {
    const message = decoded(toBits(partB(982190001)));
    expect(message.mothership_mmsi).toBe(24 * 2 ** 12 + 6); // what the dimensions' bits hold
    expect(message).not.toHaveProperty('to_bow');
  });

  it('rejects parts C and D', () => {
    expect(decodeMessage(toBits(header(24).int(2, 2), 168))).toBe('bad-field');
  });
});
