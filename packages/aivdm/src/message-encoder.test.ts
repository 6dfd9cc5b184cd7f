import { describe, expect, it } from 'vitest';
import { decodeMessage } from './decoder';
import { MAX_PAYLOAD_CHARS, sixBitText } from './encoder';
import { AisLineDecoder } from './line-decoder';
import { AivdmFramer, messageBits, type AisMessageFields } from './message-encoder';
import { parseSentence } from './nmea';
import { toBits } from './testing/test-encoder';

const MMSI = 219_012_345;
const DIMENSIONS = { to_bow: 120, to_stern: 30, to_port: 11, to_starboard: 12 };

/** Through the decoder that reads real traffic. */
function roundTrip(fields: AisMessageFields): Record<string, unknown> {
  const message = decodeMessage(toBits(messageBits(fields)));
  if (typeof message === 'string') throw new Error(`rejected: ${message}`);
  return message as unknown as Record<string, unknown>;
}

describe('messageBits', () => {
  it.each([1, 2, 3] as const)('round-trips a Class A position, type %i', (type) => {
    expect(
      roundTrip({
        type,
        mmsi: MMSI,
        status: 7,
        turn: 0,
        speed: 12.3,
        accuracy: true,
        lat: 55.676098,
        lon: 12.568337,
        course: 211.4,
        heading: 209,
        second: 42,
      }),
    ).toMatchObject({
      type,
      mmsi: MMSI,
      status: 7,
      turn: 0,
      speed: 12.3,
      accuracy: true,
      lat: expect.closeTo(55.676098, 5),
      lon: expect.closeTo(12.568337, 5),
      course: 211.4,
      heading: 209,
      second: 42,
    });
  });

  it('sends "not available" for what is left out of a Class A position', () => {
    expect(roundTrip({ type: 1, mmsi: MMSI, lat: 56, lon: 11 })).toMatchObject({
      status: 15,
      turn: 'nan',
      speed: 'nan',
      course: 360,
      heading: 511,
      second: 60,
    });
  });

  it('keeps west and south positions, and courses that round to 360', () => {
    expect(
      roundTrip({ type: 1, mmsi: MMSI, lat: -33.8568, lon: -151.2153, course: 359.97 }),
    ).toMatchObject({
      lat: expect.closeTo(-33.8568, 5),
      lon: expect.closeTo(-151.2153, 5),
      course: 0,
    });
  });

  it('round-trips static and voyage data (type 5), Danish letters spelt out', () => {
    expect(
      roundTrip({
        type: 5,
        mmsi: MMSI,
        imo: 9_321_483,
        aisVersion: 2,
        callsign: 'OXAB2',
        shipname: 'Sølvmågen',
        shiptype: 70,
        dimensions: DIMENSIONS,
        eta: { month: 6, day: 14, hour: 8, minute: 30 },
        draught: 7.4,
        destination: 'DKAAR',
      }),
    ).toMatchObject({
      type: 5,
      mmsi: MMSI,
      imo: 9_321_483,
      ais_version: 2,
      callsign: 'OXAB2',
      shipname: 'SOELVMAAGEN',
      shiptype: 70,
      ...DIMENSIONS,
      epfd: 1,
      eta: '06-14T08:30Z',
      draught: 7.4,
      destination: 'DKAAR',
      dte: 0,
    });
  });

  it('sends an unknown ETA as GPSD prints it', () => {
    const fields = { type: 5, mmsi: MMSI, callsign: 'OX', shipname: 'X', shiptype: 70 } as const;
    expect(roundTrip(fields)).toMatchObject({ eta: '00-00T24:60Z', destination: '' });
  });

  it('round-trips a Class B position (type 18)', () => {
    expect(
      roundTrip({
        type: 18,
        mmsi: MMSI,
        speed: 5.2,
        lat: 55.88,
        lon: 12.6,
        course: 45.5,
        second: 7,
      }),
    ).toMatchObject({
      type: 18,
      speed: 5.2,
      lat: 55.88,
      lon: 12.6,
      course: 45.5,
      heading: 511,
      second: 7,
      cs: true,
      msg22: true,
    });
  });

  it('round-trips an extended Class B position (type 19)', () => {
    expect(
      roundTrip({
        type: 19,
        mmsi: MMSI,
        speed: 4,
        lat: 56.1,
        lon: 10.3,
        course: 10,
        heading: 12,
        shipname: 'Havørnen',
        shiptype: 36,
        dimensions: { to_bow: 8, to_stern: 3, to_port: 2, to_starboard: 2 },
      }),
    ).toMatchObject({
      type: 19,
      speed: 4,
      heading: 12,
      shipname: 'HAVOERNEN',
      shiptype: 36,
      to_bow: 8,
      to_stern: 3,
    });
  });

  it('round-trips type 24 parts A and B', () => {
    expect(roundTrip({ type: 24, part: 'A', mmsi: MMSI, shipname: 'Maja' })).toEqual({
      type: 24,
      repeat: 0,
      mmsi: MMSI,
      part: 'A',
      shipname: 'MAJA',
    });
    const partB = roundTrip({
      type: 24,
      part: 'B',
      mmsi: MMSI,
      shiptype: 37,
      vendorId: 'SRT',
      model: 3,
      serial: 123_456,
      callsign: 'OU1234',
      dimensions: DIMENSIONS,
    });
    expect(partB).toMatchObject({ part: 'B', shiptype: 37, model: 3, serial: 123_456 });
    expect(partB).toMatchObject({ callsign: 'OU1234', ...DIMENSIONS });
    expect(partB['vendorid']).toMatch(/^SRT/);
  });
});

describe('AivdmFramer', () => {
  const position = { type: 1, mmsi: MMSI, lat: 56, lon: 11 } as const;
  const voyage = { type: 5, mmsi: MMSI, callsign: 'OX', shipname: 'AURORA', shiptype: 60 } as const;

  it('alternates the channels and splits type 5 in two sentences that decode as one', () => {
    const framer = new AivdmFramer();
    const first = framer.lines(position);
    const second = framer.lines(voyage);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    const parsed = [...first, ...second].map((line) => parseSentence(line));
    expect(parsed.map((p) => (typeof p === 'string' ? p : p.channel))).toEqual(['A', 'B', 'B']);
    const firstPart = parsed[1];
    if (typeof firstPart === 'string' || firstPart === undefined) throw new Error('not parsed');
    expect(firstPart.payload).toHaveLength(MAX_PAYLOAD_CHARS);
    for (const line of [...first, ...second]) expect(line.length).toBeLessThanOrEqual(82);

    const decoder = new AisLineDecoder();
    expect(decoder.decode(first[0]!, 0)?.message).toMatchObject({ type: 1 });
    expect(decoder.decode(second[0]!, 0)).toBeNull();
    expect(decoder.decode(second[1]!, 0)?.message).toMatchObject({ type: 5, shipname: 'AURORA' });
  });

  it('gives multi-sentence messages sequence ids 0 to 9 in turn', () => {
    const framer = new AivdmFramer();
    const ids = Array.from({ length: 12 }, () => {
      framer.lines(position);
      return framer.lines(voyage)[0]!.split(',')[3];
    });
    expect(ids).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '1']);
    expect(framer.lines(position)[0]!.split(',')[3]).toBe('');
  });
});

describe('sixBitText', () => {
  it('spells out Danish letters, upper-cases and cuts to length', () => {
    expect(sixBitText('Ærø Å Bølge', 20)).toBe('AEROE AA BOELGE');
    expect(sixBitText('Skibsbyggeriet i Aabenraa', 20)).toBe('SKIBSBYGGERIET I AAB');
    expect(sixBitText('a~b', 20)).toBe('A B');
  });
});
