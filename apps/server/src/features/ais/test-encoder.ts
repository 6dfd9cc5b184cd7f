// Test helper: builds AIVDM sentences from field values, the inverse of the decoder, so tests can
// state edge cases (negative positions, short messages, odd fill bits) instead of pasting payloads.
import { decodeMessage } from './decoder';
import type { AisMessage } from './messages';
import { unarmorPayload, type AisBits } from './six-bit';

const SIX_BIT_ASCII = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

export class BitWriter {
  private bits: number[] = [];

  get length(): number {
    return this.bits.length;
  }

  /** Appends `value` (two's complement when negative) as `width` bits, most significant first. */
  int(value: number, width: number): this {
    const unsigned = value < 0 ? value + 2 ** width : value;
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(unsigned / 2 ** i) % 2);
    return this;
  }

  bool(value: boolean): this {
    return this.int(value ? 1 : 0, 1);
  }

  /** Six-bit text, padded with '@' to `chars` characters. */
  text(value: string, chars: number): this {
    for (let i = 0; i < chars; i++) {
      const index = i < value.length ? SIX_BIT_ASCII.indexOf(value[i]!) : 0;
      if (index < 0) throw new Error(`not six-bit text: ${value}`);
      this.int(index, 6);
    }
    return this;
  }

  /** Pads with zero bits up to `length`. */
  padTo(length: number): this {
    while (this.bits.length < length) this.bits.push(0);
    return this;
  }

  /** Armored payload and the fill bits it needs; `fill` sets the fill bits' own values. */
  armor(fill = 0): { payload: string; fillBits: number } {
    const fillBits = (6 - (this.bits.length % 6)) % 6;
    const bits = [...this.bits];
    for (let i = 0; i < fillBits; i++) bits.push((fill >> (fillBits - 1 - i)) & 1);
    let payload = '';
    for (let i = 0; i < bits.length; i += 6) {
      const value = bits.slice(i, i + 6).reduce((sum, bit) => sum * 2 + bit, 0);
      payload += String.fromCharCode(value < 40 ? value + 48 : value + 56);
    }
    return { payload, fillBits };
  }
}

export function nmeaChecksum(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i);
  return sum.toString(16).toUpperCase().padStart(2, '0');
}

export interface SentenceFields {
  count?: number;
  number?: number;
  sequenceId?: string;
  channel?: string;
  fillBits?: number;
  talker?: string;
}

/** One sentence around `payload`, with a correct checksum. */
export function sentence(payload: string, fields: SentenceFields = {}): string {
  const { count = 1, number = 1, sequenceId = '', channel = 'A', fillBits = 0 } = fields;
  const body = `${fields.talker ?? 'AIVDM'},${count},${number},${sequenceId},${channel},${payload},${fillBits}`;
  return `!${body}*${nmeaChecksum(body)}`;
}

/** The sentences of one message, split into `parts` fragments. */
export function sentences(writer: BitWriter, parts = 1, fields: SentenceFields = {}): string[] {
  const { payload, fillBits } = writer.armor();
  const size = Math.ceil(payload.length / parts);
  const lines: string[] = [];
  for (let i = 0; i < parts; i++) {
    const piece = payload.slice(i * size, (i + 1) * size);
    const last = i === parts - 1;
    lines.push(
      sentence(piece, {
        sequenceId: parts > 1 ? '1' : '',
        ...fields,
        count: parts,
        number: i + 1,
        fillBits: last ? fillBits : 0,
      }),
    );
  }
  return lines;
}

/** An MMSI for test ships (219: Denmark). */
export const TEST_MMSI = 219000001;

/** Message type, repeat indicator 0 and MMSI: the 38 bits every message starts with. */
export const header = (type: number, mmsi = TEST_MMSI) =>
  new BitWriter().int(type, 6).int(0, 2).int(mmsi, 30);

/** The message's bits, padded with zeros or cut to `length`. */
export function toBits(writer: BitWriter, length = writer.length): AisBits {
  const { payload, fillBits } = writer.padTo(length).armor();
  const bits = unarmorPayload(payload, fillBits)!;
  return length < bits.bitLength ? { bytes: bits.bytes, bitLength: length } : bits;
}

/** Decodes, failing the test on a rejection; fields by name for easy assertions. */
export function decoded(bits: AisBits): AisMessage & Record<string, unknown> {
  const message = decodeMessage(bits);
  if (typeof message === 'string') throw new Error(`rejected: ${message}`);
  return message as AisMessage & Record<string, unknown>;
}
