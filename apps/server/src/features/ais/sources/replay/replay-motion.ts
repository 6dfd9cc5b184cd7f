// How simulated ships move: along a route of waypoints, back and forth (merchant ships and
// ferries), or wandering between random points of a small sea area (leisure and fishing boats).
import {
  bearing,
  between,
  distanceNm,
  moveBy,
  starboardPath,
  type LatLon,
  type SeaArea,
} from './replay-geo';
import type { Random } from './random';

/** Where a ship is and how it moves: knots and degrees true over ground. */
export interface Kinematics extends LatLon {
  readonly speed: number;
  readonly course: number;
}

export interface Motion {
  /** Moves the ship on to `timeMs`; earlier times leave it where it is. */
  advanceTo(timeMs: number): void;
  state(): Kinematics;
}

const MS_PER_HOUR = 3_600_000;

export interface RouteOptions {
  readonly path: readonly LatLon[];
  readonly speed: number;
  /** Time spent at each end before going back (ferries at their berths); 0 turns at once. */
  readonly dwellMs: number;
  /** Where in the round trip (out, dwell, back, dwell) the ship is at `startMs`, 0–1. */
  readonly phase: number;
  /** Distance to starboard of the track, so ships meeting on one route keep apart. */
  readonly offsetNm: number;
  readonly startMs: number;
}

/**
 * Back and forth along a route at constant speed, stopping `dwellMs` at each end. Outward and
 * homeward the ship keeps `offsetNm` to starboard, so it sails a loop: out along one side of the
 * route, a short turn across it at the far end, back along the other side.
 */
export class RouteMotion implements Motion {
  private readonly loop: LatLon[];
  /** Distance from the start of the loop to each of its points. */
  private readonly along: number[] = [0];
  /** Where the loop turns for home: the far end of the route. */
  private readonly farEnd: number;
  private readonly length: number;
  private distance = 0;
  private dwellLeftMs = 0;
  private time: number;

  constructor(private readonly options: RouteOptions) {
    const { path, speed, dwellMs, phase, offsetNm } = options;
    if (path.length < 2 || !(speed > 0)) throw new Error('a route needs two points and a speed');
    const outward = starboardPath(path, offsetNm);
    // Closed by a turn back onto the outward side at the home end.
    this.loop = [...outward, ...starboardPath([...path].reverse(), offsetNm), outward[0]!];
    for (let i = 1; i < this.loop.length; i++) {
      this.along.push(this.along[i - 1]! + distanceNm(this.loop[i - 1]!, this.loop[i]!));
    }
    this.farEnd = this.along[outward.length - 1]!;
    this.length = this.along[this.along.length - 1]!;
    if (!(this.farEnd > 0)) throw new Error('a route needs two distinct points');
    this.time = options.startMs;
    // Place the ship in its round trip: out, dwell, home, dwell.
    const msPerNm = MS_PER_HOUR / speed;
    const outMs = this.farEnd * msPerNm;
    const homeMs = (this.length - this.farEnd) * msPerNm;
    const t = (((phase % 1) + 1) % 1) * (outMs + homeMs + 2 * dwellMs);
    if (t < outMs) {
      this.distance = t / msPerNm;
    } else if (t < outMs + dwellMs) {
      this.distance = this.farEnd;
      this.dwellLeftMs = outMs + dwellMs - t;
    } else if (t < outMs + dwellMs + homeMs) {
      this.distance = this.farEnd + (t - outMs - dwellMs) / msPerNm;
    } else {
      this.dwellLeftMs = outMs + homeMs + 2 * dwellMs - t;
    }
  }

  /** 1 when bound for the last waypoint of the route, 0 for the first (at a berth: the next). */
  get bound(): 0 | 1 {
    return this.distance < this.farEnd ? 1 : 0;
  }

  get cruiseSpeed(): number {
    return this.options.speed;
  }

  /** Nautical miles left to the end the ship is bound for. */
  get remainingNm(): number {
    return (this.bound === 1 ? this.farEnd : this.length) - this.distance;
  }

  advanceTo(timeMs: number): void {
    let dt = timeMs - this.time;
    if (dt <= 0) return;
    this.time = timeMs;
    const { speed, dwellMs } = this.options;
    while (dt > 0) {
      if (this.dwellLeftMs > 0) {
        const wait = Math.min(dt, this.dwellLeftMs);
        this.dwellLeftMs -= wait;
        dt -= wait;
        continue;
      }
      const reach = (speed * dt) / MS_PER_HOUR;
      const toEnd = this.remainingNm;
      if (reach < toEnd) {
        this.distance += reach;
        return;
      }
      dt -= (toEnd / speed) * MS_PER_HOUR;
      this.distance = this.bound === 1 ? this.farEnd : 0;
      this.dwellLeftMs = dwellMs;
    }
  }

  state(): Kinematics {
    // The leg the ship is on; at a point, the leg it leaves by (skipping the empty turn of a
    // route without offset), so a ship at a berth already heads out.
    const behind = (leg: number) =>
      this.along[leg + 1]! <= this.distance || this.legLength(leg) === 0;
    let leg = 0;
    while (leg < this.loop.length - 2 && behind(leg)) leg++;
    const a = this.loop[leg]!;
    const b = this.loop[leg + 1]!;
    const legLength = this.legLength(leg);
    const { lat, lon } = between(
      a,
      b,
      legLength > 0 ? (this.distance - this.along[leg]!) / legLength : 0,
    );
    const moored = this.dwellLeftMs > 0;
    return { lat, lon, course: bearing(a, b), speed: moored ? 0 : this.options.speed };
  }

  private legLength(leg: number): number {
    return this.along[leg + 1]! - this.along[leg]!;
  }
}

/** From one random point of a circular sea area to the next, at a speed that varies by leg. */
export class WanderMotion implements Motion {
  private position: LatLon;
  private goal: LatLon;
  private legSpeed: number;
  private time: number;

  constructor(
    private readonly area: SeaArea,
    private readonly speed: number,
    private readonly random: Random,
    startMs: number,
  ) {
    this.position = this.somewhere();
    this.goal = this.somewhere();
    this.legSpeed = this.nextSpeed();
    this.time = startMs;
  }

  advanceTo(timeMs: number): void {
    let dt = timeMs - this.time;
    if (dt <= 0) return;
    this.time = timeMs;
    while (dt > 0) {
      const toGoal = distanceNm(this.position, this.goal);
      const reach = (this.legSpeed * dt) / MS_PER_HOUR;
      if (reach < toGoal) {
        this.position = between(this.position, this.goal, reach / toGoal);
        return;
      }
      dt -= (toGoal / this.legSpeed) * MS_PER_HOUR;
      this.position = this.goal;
      this.goal = this.somewhere();
      this.legSpeed = this.nextSpeed();
    }
  }

  state(): Kinematics {
    const { lat, lon } = this.position;
    return { lat, lon, speed: this.legSpeed, course: bearing(this.position, this.goal) };
  }

  /** A uniformly random point of the area. */
  private somewhere(): LatLon {
    const r = this.area.radiusNm * Math.sqrt(this.random.next());
    return moveBy(this.area.centre, this.random.between(0, 360), r);
  }

  private nextSpeed(): number {
    return this.speed * this.random.between(0.85, 1.15);
  }
}
