import { describe, expect, it } from 'vitest';
import { AisLineDecoder } from './line-decoder';
import { BitWriter, sentence, sentences } from './encoder';

const POSITION = '!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A';

const partA = (mmsi: number, name: string) =>
  sentences(new BitWriter().int(24, 6).int(0, 2).int(mmsi, 30).int(0, 2).text(name, 20))[0]!;
const partB = (mmsi: number, callsign = 'OZ1234') =>
  sentences(
    new BitWriter()
      .int(24, 6)
      .int(0, 2)
      .int(mmsi, 30)
      .int(1, 2)
      .int(36, 8)
      .text('', 7)
      .text(callsign, 7)
      .int(8, 9)
      .int(4, 9)
      .int(1, 6)
      .int(2, 6)
      .int(0, 6),
    1,
    { channel: 'B' },
  )[0]!;

describe('AisLineDecoder', () => {
  it('decodes a line into the message and where it came from', () => {
    const decoder = new AisLineDecoder();
    const result = decoder.decode(`\\s:havn,c:1700000000\\${POSITION}\r\n`, 0);
    expect(result).toMatchObject({
      channel: 'A',
      formatter: 'VDM',
      tags: { s: 'havn', c: '1700000000' },
      message: { type: 1, mmsi: 371798000, lat: 48.381633, lon: -123.395383 },
    });
    expect(decoder.stats).toMatchObject({ sentences: 1, decoded: 1 });
  });

  it('gives a multi-part message on its last part', () => {
    const decoder = new AisLineDecoder();
    expect(
      decoder.decode(
        '!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
        0,
      ),
    ).toBeNull();
    const result = decoder.decode('!AIVDM,2,2,1,A,88888888880,2*25', 0);
    expect(result?.message).toMatchObject({
      type: 5,
      shipname: 'EVER DIADEM',
      destination: 'NEW YORK',
    });
  });

  describe('type 24', () => {
    it('passes part A on and joins it to the part B of the same ship', () => {
      const decoder = new AisLineDecoder();
      expect(decoder.decode(partA(257000001, 'SNADDER'), 0)?.message).toEqual({
        type: 24,
        repeat: 0,
        mmsi: 257000001,
        part: 'A',
        shipname: 'SNADDER',
      });
      expect(decoder.decode(partB(257000001), 0)?.message).toEqual({
        type: 24,
        repeat: 0,
        mmsi: 257000001,
        shipname: 'SNADDER',
        shiptype: 36,
        shiptype_text: 'Sailing',
        vendorid: '',
        model: 0,
        serial: 0,
        callsign: 'OZ1234',
        to_bow: 8,
        to_stern: 4,
        to_port: 1,
        to_starboard: 2,
      });
      // The name was used up: a repeated part B stays a part B, as in GPSD.
      expect(decoder.decode(partB(257000001), 0)?.message).toMatchObject({ part: 'B' });
      expect(decoder.stats.decoded).toBe(3);
    });

    it('leaves a part B alone when the part A was of another ship or was forgotten', () => {
      const decoder = new AisLineDecoder({ type24Capacity: 1 });
      decoder.decode(partA(257000001, 'SNADDER'), 0);
      expect(decoder.decode(partB(257000002), 0)?.message).toMatchObject({
        part: 'B',
        mmsi: 257000002,
      });
      decoder.decode(partA(257000003, 'MÅGEN'.replace('Å', 'A')), 0);
      expect(decoder.decode(partB(257000001), 0)?.message).toMatchObject({ part: 'B' });
      expect(decoder.decode(partB(257000003), 0)?.message).toMatchObject({ shipname: 'MAGEN' });
    });
  });

  it('counts every skipped line, fragment and message by reason', () => {
    const decoder = new AisLineDecoder({ maxPending: 1, timeoutMs: 1000 });
    const lines: [string, number][] = [
      ['', 0], // blank: not counted at all
      ['   \r\n', 0],
      ['garbage', 0], // malformed
      [POSITION.replace('*4A', '*4B'), 0], // checksum
      ['!AIVDM,1,1,,A,403OviQuMGCqWrRO9>E6fE700@GO,0*4D', 0], // type 4: unsupported-type
      [sentence('1000'), 0], // bad-length
      [sentences(new BitWriter().int(24, 6).int(0, 32).int(3, 2).padTo(168))[0]!, 0], // bad-field
      ['!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C', 0],
      ['!AIVDM,2,1,2,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1F', 0], // evicts seq 1
      ['!AIVDM,2,2,1,A,88888888880,2*25', 5000], // seq 2 timed out; this one waits alone
      [POSITION, 5000],
    ];
    for (const [line, now] of lines) decoder.decode(line, now);
    decoder.expire(10_000); // and the lonely part 2 times out too
    expect(decoder.stats).toEqual({
      sentences: 9,
      decoded: 1,
      skipped: {
        malformed: 1,
        checksum: 1,
        'unsupported-type': 1,
        'bad-length': 1,
        'bad-field': 1,
        'fragment-orphaned': 2,
        'fragment-evicted': 1,
      },
    });
  });

  it('never throws, whatever the line', () => {
    const decoder = new AisLineDecoder();
    const sample = [
      POSITION,
      '\\s:x*00\\!AIVDM,2,1,1,A,55?MbV02;H;s<HtKR20EHE:0@T4@Dn2222222216L961O5Gf0NSQEp6ClRp8,0*1C',
      '!AIVDM,1,1,,B,KC5E2b@U19PFdLbMuc5=ROv62<7m,0*16',
    ];
    let seed = 42;
    const next = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      const chars = [...sample[next(sample.length)]!];
      // Corrupt a few characters, and cut the line somewhere now and then.
      for (let k = next(4); k > 0; k--) chars[next(chars.length)] = String.fromCharCode(next(256));
      const line = chars.slice(0, next(3) === 0 ? next(chars.length) : chars.length).join('');
      expect(() => decoder.decode(line, i)).not.toThrow();
    }
    const { sentences: count, decoded, skipped } = decoder.stats;
    expect(count).toBeGreaterThan(19_000);
    expect(decoded + Object.values(skipped).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
