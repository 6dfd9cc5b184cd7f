// The simulator's core, free of timers: given the time, it moves every ship on and returns the
// sentences their transponders sent since the previous step, in the order they were sent.
// Deterministic: the same seed and the same times give the same lines. Each ship's reports fall
// due on its own schedule and the ship is moved to the exact time of each, so the lines do not
// depend on how finely time is stepped either.
import { AivdmFramer, type AisMessageFields } from '@havhjaelp/aivdm';
import { buildFleet, DEFAULT_TARGETS, type ReplayTarget } from './replay-fleet';
import {
  positionIntervalMs,
  positionReport,
  STATIC_INTERVAL_MS,
  staticReports,
} from './replay-reports';

export interface ReplayTrafficOptions {
  readonly seed: number;
  /** Ships in the fleet; 300 when left out. */
  readonly targets?: number;
  /** Simulation time of the start, in epoch milliseconds. */
  readonly startMs: number;
  /**
   * Reports older than this at a step are skipped, not sent late: after the process stalled (or
   * the machine slept) a flood of stale positions would help no one.
   */
  readonly maxCatchUpMs?: number;
}

/** One message and the sentences that carried it. */
export interface ReplayReport {
  readonly timeMs: number;
  readonly target: ReplayTarget;
  readonly fields: AisMessageFields;
  readonly lines: readonly string[];
}

/** At start every ship sends its static data once, spread over these first milliseconds. */
export const STARTUP_SPREAD_MS = 10_000;
const DEFAULT_MAX_CATCH_UP_MS = 60_000;

interface Schedule {
  nextPosition: number;
  nextStatic: number;
}

interface Pending {
  readonly timeMs: number;
  readonly index: number;
  readonly target: ReplayTarget;
  readonly fields: AisMessageFields;
}

export class ReplayTraffic {
  readonly targets: readonly ReplayTarget[];
  private readonly schedules: Schedule[];
  private readonly framer = new AivdmFramer();
  private readonly maxCatchUpMs: number;
  private lastMs: number;

  constructor({ seed, targets = DEFAULT_TARGETS, startMs, maxCatchUpMs }: ReplayTrafficOptions) {
    this.targets = buildFleet(seed, targets, startMs);
    this.maxCatchUpMs = maxCatchUpMs ?? DEFAULT_MAX_CATCH_UP_MS;
    this.lastMs = startMs;
    this.schedules = this.targets.map((target) => ({
      nextStatic: startMs + Math.floor(target.random.next() * STARTUP_SPREAD_MS),
      nextPosition:
        startMs +
        Math.floor(target.random.next() * positionIntervalMs(target, target.motion.state().speed)),
    }));
  }

  /** The sentences sent since the last step, up to and including `nowMs`. */
  step(nowMs: number): string[] {
    return this.advance(nowMs).flatMap((report) => report.lines);
  }

  /** Like `step`, with what each message meant to say. */
  advance(nowMs: number): ReplayReport[] {
    if (nowMs <= this.lastMs) return [];
    if (nowMs - this.lastMs > this.maxCatchUpMs) this.skipTo(nowMs - this.maxCatchUpMs);
    this.lastMs = nowMs;
    const pending: Pending[] = [];
    this.targets.forEach((target, index) => {
      const schedule = this.schedules[index]!;
      for (;;) {
        const timeMs = Math.min(schedule.nextPosition, schedule.nextStatic);
        if (timeMs > nowMs) break;
        target.motion.advanceTo(timeMs);
        if (schedule.nextStatic === timeMs) {
          for (const fields of staticReports(target, timeMs)) {
            pending.push({ timeMs, index, target, fields });
          }
          schedule.nextStatic += STATIC_INTERVAL_MS;
        } else {
          const fields = positionReport(target, timeMs);
          pending.push({ timeMs, index, target, fields });
          schedule.nextPosition += positionIntervalMs(target, target.motion.state().speed);
        }
      }
    });
    // Channels and sequence ids go in the order of sending, across all ships (the sort is stable).
    pending.sort((a, b) => a.timeMs - b.timeMs || a.index - b.index);
    return pending.map(({ timeMs, target, fields }) => ({
      timeMs,
      target,
      fields,
      lines: this.framer.lines(fields),
    }));
  }

  /** Moves every schedule past `cutoff`, keeping each ship's rhythm. */
  private skipTo(cutoff: number): void {
    this.targets.forEach((target, index) => {
      const schedule = this.schedules[index]!;
      const every = positionIntervalMs(target, target.motion.state().speed);
      schedule.nextPosition = nextAtOrAfter(schedule.nextPosition, every, cutoff);
      schedule.nextStatic = nextAtOrAfter(schedule.nextStatic, STATIC_INTERVAL_MS, cutoff);
    });
  }
}

function nextAtOrAfter(time: number, every: number, cutoff: number): number {
  return time >= cutoff ? time : time + Math.ceil((cutoff - time) / every) * every;
}
