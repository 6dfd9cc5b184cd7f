// What sets each kind of simulated ship apart: where and how fast it goes, its size, type codes,
// status and what it gives as destination. Figures are typical of Danish waters: cargo ships
// 10–16 knots, tankers 10–14, ferries 12–20 on their timetables, fishing boats trawling at 2–5,
// leisure boats at 3–7 (sailing boats type 36, motor boats 37). Wanderers' base speeds leave
// room for the ±15 % their legs vary by.
import { sixBitText } from '@havhjaelp/aivdm';
import { RouteMotion, WanderMotion } from './replay-motion';
import {
  DENMARK,
  FISHING_FLAGS,
  fishingName,
  imoOf,
  LEISURE_FLAGS,
  leisureName,
  MERCHANT_FLAGS,
  merchantName,
  pickWeighted,
  type Flag,
} from './replay-names';
import { FISHING_GROUNDS, LEISURE_WATERS, type FerryLine } from './replay-local-waters';
import { SHIPPING_ROUTES } from './replay-routes';
import type { Random } from './random';

/** Length and beam in metres; `bowShare` of the length lies ahead of the GPS antenna. */
export interface Hull {
  readonly length: number;
  readonly beam: number;
  readonly bowShare: number;
}

export interface ShipSpec {
  readonly kind: 'merchant' | 'ferry' | 'fishing' | 'leisure';
  readonly flag: Flag;
  readonly name: string;
  readonly hull: Hull;
  readonly shiptype: number;
  readonly imo: number;
  readonly draught: number;
  readonly status: number;
  readonly headingOffset: number | null;
  readonly destinations: readonly [string, string];
  readonly etaBeyondHours: number | null;
  /** Builds the motion; wanderers draw their legs from `motionRandom`. */
  readonly motion: (motionRandom: Random) => RouteMotion | WanderMotion;
}

export function merchantShip(random: Random, startMs: number): ShipSpec {
  const tanker = random.chance(0.3);
  const route = pickWeighted(random, SHIPPING_ROUTES);
  const speed = round1(tanker ? random.between(10, 14) : random.between(10, 16));
  const length = tanker ? random.int(100, 250) : random.int(80, 230);
  const motion = new RouteMotion({
    path: route.path,
    speed,
    dwellMs: 0,
    phase: random.next(),
    offsetNm: random.between(0.15, 0.45),
    startMs,
  });
  return {
    kind: 'merchant',
    flag: pickWeighted(random, MERCHANT_FLAGS),
    name: merchantName(random, tanker),
    hull: { length, beam: length / random.between(5.5, 7), bowShare: random.between(0.75, 0.9) },
    shiptype: random.pick(tanker ? [80, 80, 80, 81, 82, 83, 84] : [70, 70, 70, 71, 72, 74, 79]),
    imo: imoOf(random),
    draught: round1(tanker ? random.between(6, 12) : random.between(5, 10)),
    status: 0, // under way using engine
    headingOffset: round1(random.between(-3, 3)),
    destinations: [random.pick(route.destinations[0]), random.pick(route.destinations[1])],
    etaBeyondHours: random.between(1, 40),
    motion: () => motion,
  };
}

/** Ferry `k` of the `perLine` sailing `line`, spread over the line's timetable. */
export function ferryShip(
  random: Random,
  startMs: number,
  line: FerryLine,
  k: number,
  perLine: number,
): ShipSpec {
  const mid = random.pick(line.mids);
  const motion = new RouteMotion({
    path: line.path,
    speed: round1(random.between(line.speed[0], line.speed[1])),
    dwellMs: line.dwellMinutes * 60_000,
    phase: k / perLine + random.between(0, 0.05),
    offsetNm: 0,
    startMs,
  });
  return {
    kind: 'ferry',
    flag: MERCHANT_FLAGS.find((flag) => flag.mids.includes(mid)) ?? DENMARK,
    name: line.names[k] ?? line.names[0]!,
    hull: { length: random.int(95, 160), beam: random.between(18, 28), bowShare: 0.5 },
    shiptype: random.pick([60, 69]),
    imo: imoOf(random),
    draught: round1(random.between(4.5, 6)),
    status: 0,
    headingOffset: round1(random.between(-1, 1)),
    destinations: [sixBitText(line.terminals[0], 20), sixBitText(line.terminals[1], 20)],
    etaBeyondHours: 0,
    motion: () => motion,
  };
}

export function fishingBoat(random: Random, startMs: number): ShipSpec {
  const ground = random.pick(FISHING_GROUNDS);
  const length = random.int(12, 40);
  const speed = random.between(2.4, 4.3);
  const harbour = sixBitText(ground.harbour, 20);
  return {
    kind: 'fishing',
    flag: pickWeighted(random, FISHING_FLAGS),
    name: fishingName(random, ground.letters),
    hull: { length, beam: length / 3.5, bowShare: 0.7 },
    shiptype: 30,
    // Only larger fishing vessels have IMO numbers.
    imo: length > 24 ? imoOf(random) : 0,
    draught: round1(random.between(2.5, 5)),
    status: 7, // engaged in fishing
    headingOffset: round1(random.between(-5, 5)),
    destinations: [harbour, harbour],
    etaBeyondHours: null,
    motion: (motionRandom) => new WanderMotion(ground, speed, motionRandom, startMs),
  };
}

export function leisureBoat(random: Random, startMs: number): ShipSpec {
  const waters = random.pick(LEISURE_WATERS);
  const sailing = random.chance(0.6);
  const length = random.int(8, 15);
  const speed = sailing ? random.between(3.6, 5.5) : random.between(4, 6);
  return {
    kind: 'leisure',
    flag: pickWeighted(random, LEISURE_FLAGS),
    name: leisureName(random),
    hull: { length, beam: length / 3.2, bowShare: 0.6 },
    shiptype: sailing ? 36 : 37,
    imo: 0,
    draught: 0,
    status: 15, // not defined: Class B sends none
    // Most small Class B units have no heading sensor.
    headingOffset: random.chance(0.4) ? round1(random.between(-6, 6)) : null,
    destinations: ['', ''],
    etaBeyondHours: null,
    motion: (motionRandom) => new WanderMotion(waters, speed, motionRandom, startMs),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
