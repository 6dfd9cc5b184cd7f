// A position as a boater types it: the format nautical-format.ts writes ("55°42,000' N
// 12°36,000' Ø"), its variants with seconds or whole degrees, Danish or English hemisphere
// letters, and plain decimal degrees ("55,7 12,6", "55.7, 12.6").
import type { LatLng } from './geo';

export const POSITION_INPUT_MESSAGES = {
  empty: "Skriv en position, fx 55°42,000' N 12°36,000' Ø.",
  unreadable: "Positionen kan ikke læses. Skriv fx 55°42,000' N 12°36,000' Ø eller 55,7 12,6.",
  sixty: 'Minutter og sekunder skal være under 60.',
  latitude: 'Breddegraden skal ligge mellem 90° S og 90° N.',
  longitude: 'Længdegraden skal ligge mellem 180° V og 180° Ø.',
} as const;

export type PositionInput = { ok: true; position: LatLng } | { ok: false; error: string };

type Unit = '°' | "'" | '"';
type Token =
  | { kind: 'number'; value: number; whole: boolean }
  | { kind: 'unit'; unit: Unit }
  | { kind: 'letter'; axis: 'lat' | 'lng'; sign: 1 | -1 }
  | { kind: 'separator' }
  | { kind: 'minus' };

/** Hemisphere letters: Danish Ø/V and English E/W, and O for a keyboard without Ø. */
const LETTERS: Record<string, { axis: 'lat' | 'lng'; sign: 1 | -1 }> = {
  N: { axis: 'lat', sign: 1 },
  S: { axis: 'lat', sign: -1 },
  Ø: { axis: 'lng', sign: 1 },
  O: { axis: 'lng', sign: 1 },
  E: { axis: 'lng', sign: 1 },
  V: { axis: 'lng', sign: -1 },
  W: { axis: 'lng', sign: -1 },
};

// A number takes one decimal mark, ',' or '.': "55,7, 12,6" is two numbers, "55,12" one.
const TOKEN = /\s*(?:(\d+(?:[.,]\d+)?)|([°'"])|([NSØOEVW])|([,;])|([-−]))/y;

/** Quote marks and degree signs as phones and keyboards type them, brought to one each. */
function normalise(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[′’‘´`]/g, "'")
    .replace(/[″”“]|''/g, '"')
    .replace(/º/g, '°');
}

function tokenise(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const match = TOKEN.exec(text);
    if (!match) return null;
    const [, number, unit, letter, separator] = match;
    if (number !== undefined) {
      tokens.push({
        kind: 'number',
        value: Number(number.replace(',', '.')),
        whole: !/[.,]/.test(number),
      });
    } else if (unit !== undefined) tokens.push({ kind: 'unit', unit: unit as Unit });
    else if (letter !== undefined) tokens.push({ kind: 'letter', ...LETTERS[letter]! });
    else if (separator !== undefined) tokens.push({ kind: 'separator' });
    else tokens.push({ kind: 'minus' });
    if (TOKEN.lastIndex === 0) return null;
  }
  return tokens;
}

const UNITS: Unit[] = ['°', "'", '"'];

/**
 * Degrees, minutes and seconds as numbers with optional unit marks, each mark in its place; only
 * the last number may have decimals. 'sixty' when minutes or seconds reach 60.
 */
function angle(tokens: Token[]): number | 'sixty' | null {
  const parts: number[] = [];
  let lastWhole = true;
  for (const token of tokens) {
    if (token.kind === 'number') {
      if (!lastWhole || parts.length === 3) return null;
      parts.push(token.value);
      lastWhole = token.whole;
    } else if (token.kind === 'unit') {
      if (parts.length === 0 || UNITS[parts.length - 1] !== token.unit) return null;
    } else return null;
  }
  if (parts.length === 0) return null;
  const [degrees = 0, minutes = 0, seconds = 0] = parts;
  if (minutes >= 60 || seconds >= 60) return 'sixty';
  return degrees + minutes / 60 + seconds / 3600;
}

interface Coordinate {
  axis: 'lat' | 'lng' | null;
  value: number;
}

/** One coordinate's tokens: an optional letter at either end or a minus in front, and an angle. */
function coordinate(tokens: Token[]): Coordinate | 'sixty' | null {
  const body = [...tokens];
  while (body[0]?.kind === 'separator') body.shift();
  while (body.at(-1)?.kind === 'separator') body.pop();
  const first = body[0];
  const last = body.at(-1);
  const mark = first?.kind === 'letter' || first?.kind === 'minus' ? body.shift() : undefined;
  const suffix = !mark && last?.kind === 'letter' ? body.pop() : undefined;
  const sign = mark ?? suffix;
  const value = angle(body);
  if (value === null || value === 'sixty') return value;
  if (sign?.kind === 'letter') return { axis: sign.axis, value: sign.sign * value };
  return { axis: null, value: sign?.kind === 'minus' ? -value : value };
}

/** Splits the tokens into the two coordinates at their letters ("55° N 12° Ø", "N 55° Ø 12°"). */
function splitAtLetters(tokens: Token[], letters: number[]): [Token[], Token[]] | null {
  if (letters.length !== 2) return null;
  const [a, b] = letters as [number, number];
  if (b === tokens.length - 1) return [tokens.slice(0, a + 1), tokens.slice(a + 1)];
  if (a === 0) return [tokens.slice(0, b), tokens.slice(b)];
  return null;
}

/**
 * Without letters: two plain numbers, or two angles with their marks; a separator, a minus or
 * the next degrees start the second coordinate.
 */
function splitPlain(tokens: Token[]): [Token[], Token[]] | null {
  const hasUnits = tokens.some((token) => token.kind === 'unit');
  const numbers = tokens.filter((token) => token.kind === 'number').length;
  if (!hasUnits && numbers !== 2) return null;
  let seenNumber = false;
  for (const [index, token] of tokens.entries()) {
    const next = tokens[index + 1];
    const degrees =
      token.kind === 'number' && (!hasUnits || (next?.kind === 'unit' && next.unit === '°'));
    if (seenNumber && (token.kind === 'separator' || token.kind === 'minus' || degrees)) {
      return [tokens.slice(0, index), tokens.slice(index)];
    }
    if (token.kind === 'number') seenNumber = true;
  }
  return null;
}

/**
 * Reads a typed position. Latitude comes first unless letters say otherwise; without letters a
 * minus means south or west. Out-of-range or unreadable text gets a Danish message.
 */
export function parsePosition(text: string): PositionInput {
  const normalised = normalise(text);
  if (normalised === '') return { ok: false, error: POSITION_INPUT_MESSAGES.empty };
  const unreadable = { ok: false, error: POSITION_INPUT_MESSAGES.unreadable } as const;
  const tokens = tokenise(normalised);
  const letters = (tokens ?? []).flatMap((token, index) =>
    token.kind === 'letter' ? [index] : [],
  );
  const split =
    tokens && (letters.length > 0 ? splitAtLetters(tokens, letters) : splitPlain(tokens));
  if (!split) return unreadable;
  const [a, b] = split.map(coordinate);
  if (a === 'sixty' || b === 'sixty') return { ok: false, error: POSITION_INPUT_MESSAGES.sixty };
  if (!a || !b || (a.axis === b.axis && a.axis !== null)) return unreadable;
  const [lat, lng] = a.axis === 'lng' ? [b.value, a.value] : [a.value, b.value];
  if (Math.abs(lat) > 90) return { ok: false, error: POSITION_INPUT_MESSAGES.latitude };
  if (Math.abs(lng) > 180) return { ok: false, error: POSITION_INPUT_MESSAGES.longitude };
  return { ok: true, position: { lat, lng } };
}
