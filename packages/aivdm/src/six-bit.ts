// AIVDM payload armoring (ITU-R M.1371 / IEC 61162-1): every payload character carries six bits.
// The bits are packed into bytes once per message so that field reads are a few byte operations
// instead of string slicing.

/** The bits of one AIS message, most significant bit first. */
export interface AisBits {
  /**
   * Packed bits. Past `bitLength` it still holds the sender's fill bits and then zeros, as GPSD's
   * buffer does: some fields of short messages are read from there.
   */
  readonly bytes: Uint8Array;
  readonly bitLength: number;
}

/** One sentence's share of a message: its armored payload and the fill bits it ends with. */
export interface ArmoredFragment {
  readonly payload: string;
  readonly fillBits: number;
}

/** Six-bit value of each armoring character code; -1 for characters that are not armoring. */
const ARMOR = new Int8Array(128).fill(-1);
for (let code = 48; code < 88; code++) ARMOR[code] = code - 48;
for (let code = 96; code < 120; code++) ARMOR[code] = code - 56;

/** The six-bit text alphabet; value 0 ('@') ends a string. */
const SIX_BIT_ASCII = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_ !"#$%&\'()*+,-./0123456789:;<=>?';

/** Whether a character code is an armoring character. */
export function isArmorCode(code: number): boolean {
  return code < 128 && ARMOR[code]! >= 0;
}

/** Spare zero bytes, so that the five-byte window of a read near the end stays in the array. */
const SLACK = 4;

/** Six-bit value of a character, negative when it is not armoring. */
function armorValue(code: number): number {
  return code < 128 ? ARMOR[code]! : -1;
}

/**
 * Packs one payload (all of a message) into bits; the fill bits only shorten `bitLength`.
 * Returns null when the payload holds a non-armoring character.
 */
export function unarmorPayload(payload: string, fillBits: number): AisBits | null {
  const chars = payload.length;
  const bytes = new Uint8Array(((chars * 6 + 7) >> 3) + SLACK);
  let written = 0;
  let i = 0;
  // Four characters are exactly three bytes.
  for (; i + 4 <= chars; i += 4) {
    const a = armorValue(payload.charCodeAt(i));
    const b = armorValue(payload.charCodeAt(i + 1));
    const c = armorValue(payload.charCodeAt(i + 2));
    const d = armorValue(payload.charCodeAt(i + 3));
    if ((a | b | c | d) < 0) return null;
    const word = (a << 18) | (b << 12) | (c << 6) | d;
    bytes[written++] = word >> 16;
    bytes[written++] = word >> 8;
    bytes[written++] = word;
  }
  let word = 0;
  let bits = 0;
  for (; i < chars; i++) {
    const value = armorValue(payload.charCodeAt(i));
    if (value < 0) return null;
    word = (word << 6) | value;
    bits += 6;
  }
  // One to three characters left: up to 18 bits, flushed left-aligned.
  if (bits > 0) {
    word <<= 24 - bits;
    bytes[written] = word >> 16;
    bytes[written + 1] = word >> 8;
    bytes[written + 2] = word;
  }
  const bitLength = chars * 6 - fillBits;
  return { bytes, bitLength: bitLength > 0 ? bitLength : 0 };
}

/**
 * Packs the fragments of one message into bits. Fill bits of the last fragment only shorten
 * `bitLength`; those of an earlier fragment (rare, but legal) are cut out so the next fragment
 * follows on directly. Returns null when a payload holds a non-armoring character.
 */
export function unarmor(fragments: readonly ArmoredFragment[]): AisBits | null {
  const last = fragments.length - 1;
  let joinable = true;
  for (let f = 0; f < last; f++) if (fragments[f]!.fillBits !== 0) joinable = false;
  if (joinable) {
    const payload = last === 0 ? fragments[0]!.payload : fragments.map((f) => f.payload).join('');
    return unarmorPayload(payload, fragments[last]!.fillBits);
  }
  let chars = 0;
  for (const fragment of fragments) chars += fragment.payload.length;
  const bytes = new Uint8Array(((chars * 6 + 7) >> 3) + SLACK);
  let written = 0;
  let pending = 0; // bits not yet flushed, right-aligned
  let pendingBits = 0;
  let bitLength = 0;
  for (let f = 0; f < fragments.length; f++) {
    const { payload, fillBits } = fragments[f]!;
    for (let i = 0; i < payload.length; i++) {
      const value = armorValue(payload.charCodeAt(i));
      if (value < 0) return null;
      pending = (pending << 6) | value;
      pendingBits += 6;
      if (pendingBits >= 8) {
        pendingBits -= 8;
        bytes[written++] = pending >> pendingBits;
        pending &= (1 << pendingBits) - 1;
      }
    }
    const fragmentBits = payload.length * 6 - fillBits;
    bitLength += fragmentBits > 0 ? fragmentBits : 0;
    if (f < fragments.length - 1 && fillBits > 0) {
      if (fillBits <= pendingBits) {
        pending >>= fillBits;
        pendingBits -= fillBits;
      } else if (written > 0) {
        // The fill reaches back into the last flushed byte: take that byte back.
        const back = fillBits - pendingBits;
        written--;
        pending = bytes[written]! >> back;
        pendingBits = 8 - back;
        bytes[written] = 0;
      }
    }
  }
  if (pendingBits > 0) bytes[written] = pending << (8 - pendingBits);
  return { bytes, bitLength };
}

/** Unsigned big-endian field of `width` (1–32) bits starting at bit `start`. */
export function readUnsigned(bytes: Uint8Array, start: number, width: number): number {
  const index = start >> 3;
  const shift = start & 7;
  // A 32-bit window from the byte holding `start`; reads past the end give 0, as in GPSD.
  const window =
    ((bytes[index]! << 24) |
      (bytes[index + 1]! << 16) |
      (bytes[index + 2]! << 8) |
      bytes[index + 3]!) >>>
    0;
  if (shift + width <= 32) return ((window << shift) >>> 0) >>> (32 - width);
  // Wide fields that start late in a byte reach into a fifth byte.
  const extra = shift + width - 32;
  return (window & (0xffffffff >>> shift)) * (1 << extra) + (bytes[index + 4]! >> (8 - extra));
}

/** Two's-complement field of `width` (1–32) bits starting at bit `start`. */
export function readSigned(bytes: Uint8Array, start: number, width: number): number {
  return (readUnsigned(bytes, start, width) << (32 - width)) >> (32 - width);
}

/**
 * Six-bit text of at most `maxChars` characters, as GPSD reads it: it stops at the first '@'
 * (value 0, also what lies past the message end) and drops trailing spaces.
 */
export function readText(bytes: Uint8Array, start: number, maxChars: number): string {
  let text = '';
  let end = 0; // length without trailing spaces
  for (let i = 0; i < maxChars; i++) {
    const value = readUnsigned(bytes, start + i * 6, 6);
    if (value === 0) break;
    text += SIX_BIT_ASCII[value];
    if (value !== 32) end = i + 1;
  }
  return end === text.length ? text : text.slice(0, end);
}
