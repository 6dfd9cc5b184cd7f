// What a simulated ship's transponder says and how often, as ITU-R M.1371 has real units do it:
// Class A positions every 10 s (6 s above 14 knots), Class B every 30 s, static data every 6 min.
// Readings carry a little sensor noise, as real ones do.
import type { AisMessageFields, Eta } from '@havhjaelp/aivdm';
import type { ReplayTarget } from './replay-fleet';
import { RouteMotion } from './replay-motion';

export const CLASS_A_INTERVAL_MS = 10_000;
export const CLASS_A_FAST_INTERVAL_MS = 6_000;
export const CLASS_B_INTERVAL_MS = 30_000;
export const STATIC_INTERVAL_MS = 6 * 60_000;

const MS_PER_HOUR = 3_600_000;

export function isClassA(target: ReplayTarget): boolean {
  return target.positionType < 18;
}

/** Time until the next position report of a ship now going `speed` knots. */
export function positionIntervalMs(target: ReplayTarget, speed: number): number {
  if (!isClassA(target)) return CLASS_B_INTERVAL_MS;
  return speed > 14 ? CLASS_A_FAST_INTERVAL_MS : CLASS_A_INTERVAL_MS;
}

/** The position report of `target` at `timeMs`; its motion must have been advanced there. */
export function positionReport(target: ReplayTarget, timeMs: number): AisMessageFields {
  const { lat, lon, speed, course } = target.motion.state();
  const moving = speed > 0;
  const { random } = target;
  const reported = {
    mmsi: target.mmsi,
    lat,
    lon,
    speed: moving ? tenths(Math.max(0.1, speed + random.between(-0.2, 0.2))) : 0,
    course: courseTenths(moving ? course + random.between(-1.5, 1.5) : course),
    heading:
      target.headingOffset === null
        ? undefined
        : Math.round(degrees(course + target.headingOffset)) % 360,
    // Ships' GPS fixes are accurate to better than 10 m; leisure units' are not flagged so.
    accuracy: target.kind !== 'leisure',
    second: Math.floor(timeMs / 1000) % 60,
  };
  switch (target.positionType) {
    case 18:
      return { type: 18, ...reported };
    case 19:
      return {
        type: 19,
        ...reported,
        shipname: target.shipname,
        shiptype: target.shiptype,
        dimensions: target.dimensions,
      };
    default:
      return {
        type: target.positionType,
        ...reported,
        status: target.status,
        turn: 0,
      };
  }
}

/** Type 5 for Class A; type 24 parts A and B, sent back to back, for Class B. */
export function staticReports(target: ReplayTarget, timeMs: number): AisMessageFields[] {
  const { mmsi, shipname, callsign, shiptype, dimensions } = target;
  if (!isClassA(target)) {
    const { vendorId, model, serial } = target;
    return [
      { type: 24, part: 'A', mmsi, shipname },
      { type: 24, part: 'B', mmsi, shiptype, vendorId, model, serial, callsign, dimensions },
    ];
  }
  const { motion } = target;
  const bound = motion instanceof RouteMotion ? motion.bound : 0;
  return [
    {
      type: 5,
      mmsi,
      imo: target.imo,
      aisVersion: 2,
      callsign,
      shipname,
      shiptype,
      dimensions,
      eta: eta(target, timeMs),
      draught: target.draught,
      destination: target.destinations[bound],
    },
  ];
}

/** Arrival at the end of the route, then on to the destination; none off a route. */
function eta(target: ReplayTarget, timeMs: number): Eta | undefined {
  const { motion, etaBeyondHours } = target;
  if (etaBeyondHours === null || !(motion instanceof RouteMotion)) return undefined;
  const hours = motion.remainingNm / motion.cruiseSpeed + etaBeyondHours;
  const at = new Date(Math.round((timeMs + hours * MS_PER_HOUR) / 60_000) * 60_000);
  return {
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
  };
}

function degrees(value: number): number {
  return ((value % 360) + 360) % 360;
}

function tenths(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Tenths of a degree, in 0–359.9 also for courses that round up to 360. */
function courseTenths(value: number): number {
  const rounded = Math.round(degrees(value) * 10) / 10;
  return rounded >= 360 ? 0 : rounded;
}
