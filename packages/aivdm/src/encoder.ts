// AIVDM encoding, the inverse of the decoder: fields to bits, bits to armored payload, payload to
// sentences with checksums. The replay simulator sends what it builds here; tests use it to state
// edge cases (negative positions, short messages, odd fill bits) instead of pasting payloads.

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

/** Payload characters per sentence that keep an AIVDM sentence within NMEA's 82 characters. */
export const MAX_PAYLOAD_CHARS = 60;

/**
 * The sentences of one message as transponders split them: 60 payload characters each, the rest
 * in the last one, which alone carries the fill bits. `sequenceId` only goes on multi-part ones.
 */
export function splitSentences(writer: BitWriter, fields: SentenceFields = {}): string[] {
  const { payload, fillBits } = writer.armor();
  const count = Math.max(1, Math.ceil(payload.length / MAX_PAYLOAD_CHARS));
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    lines.push(
      sentence(payload.slice(i * MAX_PAYLOAD_CHARS, (i + 1) * MAX_PAYLOAD_CHARS), {
        ...fields,
        sequenceId: count > 1 ? fields.sequenceId : '',
        count,
        number: i + 1,
        fillBits: i === count - 1 ? fillBits : 0,
      }),
    );
  }
  return lines;
}

const TRANSLITERATION: Readonly<Record<string, string>> = {
  Æ: 'AE',
  Ø: 'OE',
  Å: 'AA',
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  ß: 'SS',
  É: 'E',
};

/**
 * `value` as six-bit text: upper case, Danish (and Swedish, German) letters spelt out the way
 * Danish ships spell them on AIS (Æ → AE, Ø → OE, Å → AA), anything else the alphabet lacks as a
 * space, cut to `chars` characters.
 */
export function sixBitText(value: string, chars: number): string {
  let text = '';
  for (const char of value.toUpperCase()) {
    const spelt = TRANSLITERATION[char] ?? char;
    for (const c of spelt) text += SIX_BIT_ASCII.indexOf(c) > 0 ? c : ' ';
  }
  return text.slice(0, chars).trimEnd();
}
