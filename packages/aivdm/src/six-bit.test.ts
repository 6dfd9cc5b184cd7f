import { describe, expect, it } from 'vitest';
import {
  readSigned,
  readText,
  readUnsigned,
  unarmor,
  unarmorPayload,
  type AisBits,
} from './six-bit';
import { BitWriter } from './encoder';

/** Bits as a '0'/'1' string, the slow obvious way, to check the packed reads against. */
function bitString(bits: AisBits, length = bits.bitLength): string {
  let text = '';
  for (let i = 0; i < length; i++) text += (bits.bytes[i >> 3]! >> (7 - (i & 7))) & 1;
  return text;
}

function armorBits(bits: string): { payload: string; fillBits: number } {
  const writer = new BitWriter();
  for (const bit of bits) writer.int(Number(bit), 1);
  return writer.armor();
}

/** Deterministic pseudo-random numbers (mulberry32), so failures can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('unarmoring', () => {
  it.each([
    ['0', '000000'],
    ['W', '100111'],
    ['`', '101000'],
    ['w', '111111'],
    ['1w0', '000001111111000000'],
  ])('%s is %s', (payload, bits) => {
    expect(bitString(unarmorPayload(payload, 0)!)).toBe(bits);
  });

  it('rejects characters outside the armoring alphabet', () => {
    for (const payload of ['X', '_', 'x', '~', ' ', 'é', '15RTgt0PAso;90TKcjM8h6g2X8CQ'])
      expect(unarmorPayload(payload, 0)).toBeNull();
  });

  it('shortens the message by the fill bits but keeps them in the buffer, as GPSD does', () => {
    const bits = unarmorPayload('1w', 4)!;
    expect(bits.bitLength).toBe(8);
    expect(bitString(bits, 12)).toBe('000001111111');
    expect(readUnsigned(bits.bytes, 12, 8)).toBe(0); // past the payload: zeros
  });

  it('joins fragments without fill bits by simple concatenation', () => {
    const whole = unarmorPayload('15RTgt0PAso;90TKcjM8h6g208CQ', 0)!;
    const parts = unarmor([
      { payload: '15RTgt0PAso;9', fillBits: 0 },
      { payload: '0TKcjM8h6g208CQ', fillBits: 0 },
    ])!;
    expect(bitString(parts)).toBe(bitString(whole));
    expect(parts.bitLength).toBe(168);
  });

  it('cuts the fill bits out of a fragment that is not the last', () => {
    const next = random(7);
    for (let round = 0; round < 300; round++) {
      let expected = '';
      const fragments = [];
      const count = 1 + Math.floor(next() * 3);
      for (let f = 0; f < count; f++) {
        let bits = '';
        const length = 1 + Math.floor(next() * 40);
        for (let i = 0; i < length; i++) bits += next() < 0.5 ? '0' : '1';
        expected += bits;
        fragments.push(armorBits(bits));
      }
      const joined = unarmor(fragments)!;
      expect(joined.bitLength).toBe(expected.length);
      expect(bitString(joined)).toBe(expected);
    }
  });
});

describe('integer fields', () => {
  it('reads every width at every bit offset like the slow way', () => {
    const next = random(1);
    const payload = Array.from(
      { length: 12 },
      () =>
        '0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVW`abcdefghijklmnopqrstuvw'[Math.floor(next() * 64)],
    ).join('');
    const bits = unarmorPayload(payload, 0)!;
    const text = bitString(bits);
    for (let width = 1; width <= 32; width++)
      for (let start = 0; start + width <= text.length; start++) {
        const unsigned = parseInt(text.slice(start, start + width), 2);
        expect(readUnsigned(bits.bytes, start, width)).toBe(unsigned);
        const signed = unsigned >= 2 ** (width - 1) ? unsigned - 2 ** width : unsigned;
        expect(readSigned(bits.bytes, start, width)).toBe(signed);
      }
  });

  it('reads negative two-complement values', () => {
    const writer = new BitWriter().int(-1, 8).int(-74037230, 28).int(-128, 8).int(-65536, 17);
    const { bytes } = unarmorPayload(writer.armor().payload, 0)!;
    expect(readSigned(bytes, 0, 8)).toBe(-1);
    expect(readSigned(bytes, 8, 28)).toBe(-74037230);
    expect(readSigned(bytes, 36, 8)).toBe(-128);
    expect(readSigned(bytes, 44, 17)).toBe(-65536);
    expect(readUnsigned(bytes, 0, 8)).toBe(255);
  });

  it('reads zeros past the end of the message', () => {
    const { bytes } = unarmorPayload('w', 0)!;
    expect(readUnsigned(bytes, 6, 30)).toBe(0);
    expect(readUnsigned(bytes, 200, 8)).toBe(0);
  });
});

describe('six-bit text', () => {
  const text = (value: string, chars: number, width = chars) => {
    const { payload } = new BitWriter().text(value, width).armor();
    return readText(unarmorPayload(payload, 0)!.bytes, 0, chars);
  };

  it.each([
    ['EVER DIADEM', 20, 'EVER DIADEM'], // '@' padding
    ['ABC   ', 6, 'ABC'], // trailing spaces
    ['AB  @@', 6, 'AB'], // spaces, then padding
    ['  A B', 5, '  A B'], // leading and inner spaces stay
    ['AB@CD', 5, 'AB'], // GPSD stops at the first '@'
    ['      ', 6, ''],
    ['@@@@', 4, ''],
    ['CAPT.J.RIMES', 20, 'CAPT.J.RIMES'],
    ['"\\?!', 4, '"\\?!'],
  ])('%j read as %i characters is %j', (value, chars, expected) => {
    expect(text(value, chars)).toBe(expected);
  });

  it('reads no more than the field holds', () => {
    expect(text('ABCDEFGH', 7, 8)).toBe('ABCDEFG');
  });

  it('ends at the end of the message', () => {
    expect(readText(unarmorPayload('12', 0)!.bytes, 0, 20)).toBe('AB');
  });
});
