// Made-up identities for simulated ships: flags with their MMSI prefixes (MIDs) and call sign
// series, and names in the style of each kind of ship. Any likeness to a real ship is chance;
// the MMSIs are random, so none points at a real transponder.
import type { Random } from './random';

export interface Flag {
  /** Maritime identification digits: the first three digits of the MMSI. */
  readonly mids: readonly number[];
  readonly callsignPrefixes: readonly string[];
  /** After the prefix: 'L' a letter, 'D' a digit. */
  readonly callsign: string;
  readonly weight: number;
}

const flag = (mids: number[], prefixes: string, callsign: string, weight: number): Flag => ({
  mids,
  callsignPrefixes: prefixes.split(' '),
  callsign,
  weight,
});

export const DENMARK = flag([219, 220], 'OU OV OW OX OY OZ', 'LLD', 0);

/** Flags of the merchant ships passing Danish waters, weighted roughly as seen on AIS. */
export const MERCHANT_FLAGS: readonly Flag[] = [
  { ...DENMARK, weight: 20 },
  flag([265, 266], 'SB SC SD SE SF SG SH SI SJ SK SL SM', 'LL', 7),
  flag([211, 218], 'DA DB DC DD DF DG DH', 'LLD', 9),
  flag([257, 258, 259], 'LA LB LC LD LE LF LG LH LI LJ LK LL LM LN', 'LLD', 6),
  flag([244, 245, 246], 'PB PC PD PE PF PG PH', 'LL', 6),
  flag([230], 'OH OI OJ', 'LL', 3),
  flag([273], 'UB UC UD UF UG', 'LLD', 4),
  flag([261], 'SP SQ SR', 'LLD', 3),
  flag([275], 'YL', 'LLD', 1),
  flag([276], 'ES', 'LLD', 1),
  flag([277], 'LY', 'LLD', 1),
  flag([215, 229, 248, 249, 256], '9H', 'LDDDD', 8),
  flag([636], 'A8 D5', 'LLD', 7),
  flag([538], 'V7', 'LDDDD', 6),
  flag([304, 305], 'V2', 'LLD', 4),
  flag([209, 210, 212], '5B', 'LLLD', 4),
  flag([308, 309, 311], 'C6', 'LLD', 3),
  flag([351, 352, 353, 354, 355, 356, 357, 370, 371, 372, 373], '3E 3F H3 H8 H9 HO HP', 'LLD', 5),
  flag([232, 233, 234, 235], '2 M', 'LLLD', 3),
  flag([255], 'CQ', 'LLD', 3),
];

/** Leisure boats: mostly Danish, with the neighbours' summer visitors; small-craft call signs. */
export const LEISURE_FLAGS: readonly Flag[] = [
  flag([219, 220], 'OU OV OW OX OY OZ', 'DDDD', 75),
  flag([265, 266], 'SA SB SC SD SE SF SG SH SI SJ SK SL SM', 'LDDD', 13),
  flag([211, 218], 'DB DC DD DE DF DG DH DJ', 'DDDD', 9),
  flag([257, 258, 259], 'LA LB LC LD LE LF LG LH', 'DDDD', 3),
];

export const FISHING_FLAGS: readonly Flag[] = [
  { ...DENMARK, weight: 90 },
  flag([265, 266], 'SB SC SD SE SF SG SH SI SJ SK SL SM', 'LL', 10),
];

export function pickWeighted<T extends { readonly weight: number }>(
  random: Random,
  items: readonly T[],
): T {
  let left = random.between(
    0,
    items.reduce((sum, item) => sum + item.weight, 0),
  );
  for (const item of items) if ((left -= item.weight) < 0) return item;
  return items[items.length - 1]!;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function callsignOf(random: Random, { callsignPrefixes, callsign }: Flag): string {
  let text = random.pick(callsignPrefixes);
  for (const c of callsign)
    text += c === 'L' ? random.pick([...LETTERS]) : String(random.int(0, 9));
  return text;
}

/** Nine-digit MMSI; ships' older numbers often end in 000, as national registers gave them out. */
export function mmsiOf(random: Random, flag: Flag, roundChance: number): number {
  const mid = random.pick(flag.mids);
  const rest = random.chance(roundChance)
    ? random.int(100, 999) * 1000
    : random.int(100_000, 999_999);
  return mid * 1_000_000 + rest;
}

/** A seven-digit IMO number with its check digit (weights 7 to 2 over the first six digits). */
export function imoOf(random: Random): number {
  const base = random.int(910_000, 989_999);
  let sum = 0;
  for (let i = 0, rest = base; i < 6; i++, rest = Math.floor(rest / 10))
    sum += (rest % 10) * (i + 2);
  return base * 10 + (sum % 10);
}

const words = (text: string): string[] =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

const MERCHANT_FIRST = words(`
  NORDIC, BALTIC, ARCTIC, SCAN, KATTEGAT, SKAGEN, ØRESUND, FREJA, THOR, ODIN, AMBER, POLAR,
  OCEAN, GOLDEN, SILVER, NORTHERN, EASTERN, HANSA, AALBORG, HELGOLAND, VENTSPILS, RIGA,
  GDANSK, KLAIPEDA, BOTHNIA, JUTLAND, FYN, VIKING, AURORA, STELLA, MARE, NORD, SKAGERRAK,
  LIMFJORD, DANA, TYRA, HEIMDAL,
`);
const MERCHANT_SECOND = words(`
  STAR, TRADER, SPIRIT, BREEZE, CARRIER, PRIDE, VOYAGER, PIONEER, BRIDGE, WAVE,
  FORTUNE, HORIZON, GLORY, SUN, FREIGHTER, FUTURE, SKY, LINK, PEARL, RUNNER, ISLAND, HIGHWAY,
  CROWN,
`);
const TANKER_SECOND = words(`
  TANKER, SPIRIT, STAR, PRIDE, FORTUNE, SWAN, GAS, SUN, BLUE,
`);

/** Leisure boat names as seen in Danish marinas. */
const LEISURE_NAMES = words(`
  MAJA, SØLVMÅGEN, FREJA, SKUMSPRØJT, HAVFRUEN, TERNEN, LILLE MY, BØLGEN, ALBATROS, VINDEN,
  SVANEN, MÅGEN, EDDERFUGLEN, NORDLYS, SOLSKIN, LYKKE, ANEMONE, KATRINE, SOFIE, EMMA, IDA,
  LAURA, KARLA, MARIANNE, HAVØRNEN, SKARVEN, TUMLEREN, SÆLEN, DELFINEN, HAVHESTEN, DAGMAR,
  NANNA, SIGNE, ASTRID, FRIDA, MATHILDE, ROSA, ELLEN, VESTENVIND, ØSTENVIND, SØNDENVIND,
  TRÆKFUGLEN, LOMMEN, MUSLINGEN, STJERNEN, FANDANGO, SALTVAND, BLÆSBJERG, KRABBEN, LUNA,
  ODIN, SKIBSHUND, AFTENRØDE, GRÅSPURV, SANDLØBEREN, TANGLOPPEN, BIRGITTE,
`);

/** Fishing vessels' names; on the bow they carry their harbour's letters and a number too. */
const FISHING_NAMES = words(`
  KAREN MARIE, ANNE MARIE, NORDSØ, HAVBRISEN, SKAGERAK, JENNY, KIRSTEN, LISBETH, RIMFAXE,
  BRIMNES, NIELS JUEL, ELSE MARIE, VESTERHAV, HAVSTJERNEN, TRINE,
`);

export function merchantName(random: Random, tanker: boolean): string {
  return `${random.pick(MERCHANT_FIRST)} ${random.pick(tanker ? TANKER_SECOND : MERCHANT_SECOND)}`;
}

export function leisureName(random: Random): string {
  return random.pick(LEISURE_NAMES);
}

export function fishingName(random: Random, harbourLetters: string): string {
  return `${harbourLetters} ${random.int(1, 499)} ${random.pick(FISHING_NAMES)}`;
}

/** Makers' three-letter ids as Class B units send them in type 24 part B. */
export const CLASS_B_VENDORS = ['SRT', 'TRM', 'GRM', 'VSP', 'DYL', 'ACR', 'WMT'];
