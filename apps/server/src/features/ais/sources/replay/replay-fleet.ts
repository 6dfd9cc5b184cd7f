// The simulated fleet: merchant ships on the through routes, ferries on their lines, fishing boats
// on their grounds and leisure boats off their harbours, each with an identity (MMSI, name, call
// sign, type, size) drawn from one seed. The same seed and count always give the same fleet.
import { sixBitText, type Dimensions } from '@havhjaelp/aivdm';
import type { RouteMotion, WanderMotion } from './replay-motion';
import { callsignOf, CLASS_B_VENDORS, mmsiOf } from './replay-names';
import { FERRY_LINES } from './replay-local-waters';
import {
  ferryShip,
  fishingBoat,
  leisureBoat,
  merchantShip,
  type Hull,
  type ShipSpec,
} from './replay-ship-kinds';
import { mixSeed, Random } from './random';

export interface ReplayTarget {
  readonly kind: ShipSpec['kind'];
  readonly mmsi: number;
  /** Name and call sign as sent: six-bit text, Danish letters spelt out. */
  readonly shipname: string;
  readonly callsign: string;
  readonly shiptype: number;
  /** 0 for ships without an IMO number. */
  readonly imo: number;
  readonly dimensions: Dimensions;
  /** Metres. */
  readonly draught: number;
  /** Message type of its position reports: 1, 2, 3 for Class A, 18, 19 for Class B. */
  readonly positionType: 1 | 2 | 3 | 18 | 19;
  /** Navigation status (Class A only). */
  readonly status: number;
  /** Heading minus course, degrees; null for a unit without a heading sensor (sends 511). */
  readonly headingOffset: number | null;
  readonly motion: RouteMotion | WanderMotion;
  /** Destination when bound for the first, the last end of its route (both the same off a route). */
  readonly destinations: readonly [string, string];
  /** Hours from the end of the route on to the destination; null: the ship gives no ETA. */
  readonly etaBeyondHours: number | null;
  /** Class B type 24 part B: maker, model and serial number of the unit. */
  readonly vendorId: string;
  readonly model: number;
  readonly serial: number;
  /** The ship's own draws (report noise, timing), apart from the fleet's and its motion's. */
  readonly random: Random;
}

export const DEFAULT_TARGETS = 300;

/** Shares of the fleet; merchant ships take the rest. Ferries are capped by the lines' ships. */
const SHARES = { ferry: 0.06, fishing: 0.08, leisure: 0.2 };

export function buildFleet(seed: number, count: number, startMs: number): ReplayTarget[] {
  const random = new Random(seed);
  // Every line's first ferry before any line's second, so a small fleet still has all lines.
  const ferrySlots = FERRY_LINES.flatMap((line) => line.names.map((_, k) => ({ line, k }))).sort(
    (a, b) => a.k - b.k,
  );
  const ferries = Math.min(ferrySlots.length, Math.round(count * SHARES.ferry));
  const fishing = Math.round(count * SHARES.fishing);
  const leisure = Math.round(count * SHARES.leisure);
  const merchants = Math.max(0, count - ferries - fishing - leisure);

  const specs: ShipSpec[] = [];
  for (let i = 0; i < merchants; i++) specs.push(merchantShip(random, startMs));
  const sailing = ferrySlots.slice(0, ferries);
  for (const { line, k } of sailing) {
    const perLine = sailing.filter((slot) => slot.line === line).length;
    specs.push(ferryShip(random, startMs, line, k, perLine));
  }
  for (let i = 0; i < fishing; i++) specs.push(fishingBoat(random, startMs));
  for (let i = 0; i < leisure; i++) specs.push(leisureBoat(random, startMs));

  const mmsis = new Set<number>();
  const names = new Map<string, number>();
  let classA = 0;
  let classB = 0;
  return specs.map((spec, index): ReplayTarget => {
    const { flag, name, hull, motion, ...fields } = spec;
    const isClassA = spec.kind !== 'leisure';
    // Class A ships' older MMSIs often end in 000, as national registers handed them out.
    let mmsi = mmsiOf(random, flag, isClassA ? 0.4 : 0);
    while (mmsis.has(mmsi)) mmsi = mmsiOf(random, flag, 0);
    mmsis.add(mmsi);
    return {
      ...fields,
      mmsi,
      shipname: uniqueName(names, sixBitText(name, 20)),
      callsign: callsignOf(random, flag),
      dimensions: dimensionsOf(hull),
      positionType: isClassA ? classAType(classA++) : classB++ % 6 === 5 ? 19 : 18,
      motion: motion(new Random(mixSeed(seed, 2 * index + 1))),
      vendorId: random.pick(CLASS_B_VENDORS),
      model: random.int(1, 15),
      serial: random.int(1, 0xfffff),
      random: new Random(mixSeed(seed, 2 * index + 2)),
    };
  });
}

/** Most Class A units send type 1; type 3 (ITDMA) and type 2 (assigned) less often. */
function classAType(n: number): 1 | 2 | 3 {
  if (n % 20 === 7) return 2;
  return n % 5 === 3 ? 3 : 1;
}

const SUFFIXES = [' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];

/** Boats of one name get II, III ... as owners name them, while that fits in 20 characters. */
function uniqueName(seen: Map<string, number>, name: string): string {
  const count = seen.get(name) ?? 0;
  seen.set(name, count + 1);
  const suffix = count === 0 ? '' : (SUFFIXES[count - 1] ?? ` ${count + 1}`);
  return (name + suffix).length <= 20 ? name + suffix : name;
}

function dimensionsOf({ length, beam, bowShare }: Hull): Dimensions {
  const whole = Math.round(length);
  const width = Math.max(2, Math.round(beam));
  const toBow = Math.round(whole * bowShare);
  const toPort = Math.floor(width / 2);
  return { to_bow: toBow, to_stern: whole - toBow, to_port: toPort, to_starboard: width - toPort };
}
