// One AIVDM/AIVDO sentence (IEC 61162-1 / NMEA 0183), optionally behind an NMEA 4 tag block:
//   \s:r003669945,c:1241544035*79\!AIVDM,1,1,,B,15N4cJ`005Jrek0H@9n`DW5608EP,0*13
// Receivers append their own fields after the checksum (signal level, timestamps) and feeds end
// lines with CR/LF or blanks, so anything after `*hh` is ignored.
import { isArmorCode } from './six-bit';

/** Why a line was not accepted as a sentence. */
export type SentenceRejection = 'malformed' | 'checksum';

export interface AisSentence {
  /** 'VDM' for traffic heard on the radio, 'VDO' for the receiver's own ship. */
  readonly formatter: 'VDM' | 'VDO';
  readonly fragmentCount: number;
  /** 1-based. */
  readonly fragmentNumber: number;
  /** Ties the fragments of one multi-part message together; '' on single-part sentences. */
  readonly sequenceId: string;
  /** Radio channel as sent: 'A' or 'B', some receivers say '1' or '2', some leave it empty. */
  readonly channel: string;
  readonly payload: string;
  readonly fillBits: number;
  /** NMEA 4 tag block fields (`s` source, `c` UNIX time, ...), when the line had one. */
  readonly tags: Readonly<Record<string, string>> | undefined;
}

const BANG = 33; // '!'
const BACKSLASH = 92;
const COMMA = 44;
const STAR = 42;
// Comma positions of the sentence being parsed; parsing is synchronous, so one array serves all.
const COMMAS = new Int32Array(6);
const ZERO = 48;

/** Value of one hex digit, -1 otherwise. */
function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  const lower = code | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** The two hex digits at `at` as a number, -1 when they are not two hex digits. */
function hexByte(text: string, at: number): number {
  if (at + 2 > text.length) return -1;
  const high = hexDigit(text.charCodeAt(at));
  const low = hexDigit(text.charCodeAt(at + 1));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

/** A single decimal digit field in [from, to), -1 otherwise. */
function digitField(line: string, from: number, to: number): number {
  if (to !== from + 1) return -1;
  const digit = line.charCodeAt(from) - ZERO;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

/**
 * Parses the tag block between the backslashes (`s:src,c:123*hh`); null when its checksum, if
 * present, does not match or a field is not `key:value`.
 */
export function parseTagBlock(block: string): Record<string, string> | null {
  let end = block.length;
  const star = block.lastIndexOf('*');
  if (star >= 0) {
    let sum = 0;
    for (let i = 0; i < star; i++) sum ^= block.charCodeAt(i);
    if (star + 3 !== block.length || hexByte(block, star + 1) !== sum) return null;
    end = star;
  }
  const tags: Record<string, string> = {};
  for (const field of block.slice(0, end).split(',')) {
    const colon = field.indexOf(':');
    if (colon < 1) return null;
    tags[field.slice(0, colon)] = field.slice(colon + 1);
  }
  return tags;
}

/** Parses one line; never throws. */
export function parseSentence(line: string): AisSentence | SentenceRejection {
  let start = 0;
  while (start < line.length && line.charCodeAt(start) <= 32) start++;
  let tags: Record<string, string> | undefined;
  if (line.charCodeAt(start) === BACKSLASH) {
    const close = line.indexOf('\\', start + 1);
    if (close < 0) return 'malformed';
    const parsed = parseTagBlock(line.slice(start + 1, close));
    if (!parsed) return 'checksum';
    tags = parsed;
    start = close + 1;
  }
  if (line.charCodeAt(start) !== BANG) return 'malformed';

  // One pass up to the '*': checksum, the six commas of
  // !ttVDM,count,number,sequence,channel,payload,fill and the payload's characters.
  let sum = 0;
  let commas = 0;
  let armored = true;
  let star = start + 1;
  for (; star < line.length; star++) {
    const code = line.charCodeAt(star);
    if (code === STAR) break;
    sum ^= code;
    if (code === COMMA) {
      if (commas === 6) return 'malformed';
      COMMAS[commas++] = star;
    } else if (commas === 5 && !isArmorCode(code)) armored = false;
  }
  if (star === line.length || commas !== 6) return 'malformed';
  const c1 = COMMAS[0]!;
  const c2 = COMMAS[1]!;
  const c3 = COMMAS[2]!;
  const c4 = COMMAS[3]!;
  const c5 = COMMAS[4]!;
  const c6 = COMMAS[5]!;
  // Talker ids vary (AI, AB, BS, ...); only the formatter matters.
  if (c1 !== start + 6 || line.charCodeAt(start + 3) !== 86 || line.charCodeAt(start + 4) !== 68)
    return 'malformed';
  const last = line.charCodeAt(start + 5);
  if (last !== 77 && last !== 79) return 'malformed';
  if (hexByte(line, star + 1) !== sum) return 'checksum';

  const fragmentCount = digitField(line, c1 + 1, c2);
  const fragmentNumber = digitField(line, c2 + 1, c3);
  const fillBits = digitField(line, c6 + 1, star);
  if (fragmentCount < 1 || fragmentNumber < 1 || fragmentNumber > fragmentCount) return 'malformed';
  if (fillBits < 0 || fillBits > 5 || c6 === c5 + 1) return 'malformed';
  if (!armored) return 'malformed';
  return {
    formatter: last === 77 ? 'VDM' : 'VDO',
    fragmentCount,
    fragmentNumber,
    sequenceId: line.slice(c3 + 1, c4),
    channel: line.slice(c4 + 1, c5),
    payload: line.slice(c5 + 1, c6),
    fillBits,
    tags,
  };
}
