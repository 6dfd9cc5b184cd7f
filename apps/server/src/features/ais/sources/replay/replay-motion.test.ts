import { describe, expect, it } from 'vitest';
import { bearing, distanceNm, moveBy, starboardPath } from './replay-geo';
import { RouteMotion, WanderMotion } from './replay-motion';
import { Random } from './random';

const MINUTE = 60_000;
/** Six nautical miles due north, then six north-east. */
const PATH = [
  { lat: 55, lon: 11 },
  { lat: 55.1, lon: 11 },
  { lat: 55.1 + 0.1 / Math.SQRT2, lon: 11 + 0.1 / Math.SQRT2 / Math.cos((55.135 * Math.PI) / 180) },
];

describe('flat-earth geometry', () => {
  it('measures and moves in nautical miles and degrees true', () => {
    expect(distanceNm({ lat: 55, lon: 11 }, { lat: 56, lon: 11 })).toBeCloseTo(60, 6);
    expect(bearing({ lat: 55, lon: 11 }, { lat: 55, lon: 12 })).toBeCloseTo(90, 6);
    const there = moveBy({ lat: 55, lon: 11 }, 225, 3);
    expect(distanceNm({ lat: 55, lon: 11 }, there)).toBeCloseTo(3, 2);
    expect(bearing(there, { lat: 55, lon: 11 })).toBeCloseTo(45, 0);
  });

  it('shifts a path to starboard, keeping its legs parallel', () => {
    const shifted = starboardPath(PATH, 0.5);
    expect(shifted[0]!.lon).toBeGreaterThan(11); // northbound: starboard is east
    for (let i = 0; i < 2; i++) {
      expect(bearing(shifted[i]!, shifted[i + 1]!)).toBeCloseTo(bearing(PATH[i]!, PATH[i + 1]!), 1);
    }
    expect(distanceNm(PATH[0]!, shifted[0]!)).toBeCloseTo(0.5, 6);
    expect(starboardPath(PATH, 0)).toEqual(PATH);
  });
});

describe('RouteMotion', () => {
  const ferry = () =>
    new RouteMotion({
      path: PATH.slice(0, 2),
      speed: 12,
      dwellMs: 10 * MINUTE,
      phase: 0,
      offsetNm: 0,
      startMs: 0,
    });

  it('runs out at its speed, waits at the far end, and comes back', () => {
    const motion = ferry();
    expect(motion.state()).toMatchObject({ lat: 55, speed: 12, course: 0 });
    expect(motion.bound).toBe(1);
    motion.advanceTo(15 * MINUTE); // 3 of 6 miles
    expect(motion.state().lat).toBeCloseTo(55.05, 9);
    expect(motion.remainingNm).toBeCloseTo(3, 9);
    motion.advanceTo(35 * MINUTE); // arrived at 30, berthed until 40
    expect(motion.state()).toMatchObject({ speed: 0, course: 180 });
    expect(motion.state().lat).toBeCloseTo(55.1, 9);
    expect(motion.bound).toBe(0);
    motion.advanceTo(55 * MINUTE);
    expect(motion.state()).toMatchObject({ speed: 12, course: 180 });
    expect(motion.state().lat).toBeCloseTo(55.05, 9);
    motion.advanceTo(85 * MINUTE); // home at 70, out again at 80
    expect(motion.state().lat).toBeCloseTo(55 + 1 / 60, 9);
    expect(motion.bound).toBe(1);
  });

  it('starts where its phase in the round trip puts it', () => {
    const homeward = new RouteMotion({
      path: PATH.slice(0, 2),
      speed: 12,
      dwellMs: 10 * MINUTE,
      phase: 0.5 + 5 / 80,
      offsetNm: 0,
      startMs: 0,
    });
    expect(homeward.state().lat).toBeCloseTo(55.1 - 0.1 / 6, 9);
    expect(homeward.state().course).toBe(180);
  });

  it('keeps to starboard both ways and moves without jumps, round the ends too', () => {
    const motion = new RouteMotion({
      path: PATH,
      speed: 15,
      dwellMs: 0,
      phase: 0.3,
      offsetNm: 0.4,
      startMs: 0,
    });
    let before = motion.state();
    const lons = new Set<boolean>();
    for (let t = 10_000; t <= 6 * 3_600_000; t += 10_000) {
      motion.advanceTo(t);
      const now = motion.state();
      // Flat-earth distances agree with the legs' lengths to well within 0.1 %.
      expect(distanceNm(before, now)).toBeLessThanOrEqual(((15 * 10) / 3600) * 1.001);
      expect(distanceNm(before, now)).toBeGreaterThan(0);
      if (now.lat < 55.09 && now.lat > 55.01)
        lons.add(now.course < 90 || now.course > 270 ? now.lon > 11 : now.lon < 11);
      before = now;
    }
    expect([...lons]).toEqual([true]);
  });
});

describe('WanderMotion', () => {
  it('stays in its area, at about its speed, always moving', () => {
    const area = { centre: { lat: 55.76, lon: 12.655 }, radiusNm: 1.3 };
    const motion = new WanderMotion(area, 5, new Random(3), 0);
    const courses = new Set<number>();
    for (let t = 0; t <= 10 * 3_600_000; t += 30_000) {
      motion.advanceTo(t);
      const state = motion.state();
      expect(distanceNm(area.centre, state)).toBeLessThanOrEqual(area.radiusNm + 1e-9);
      expect(state.speed).toBeGreaterThanOrEqual(5 * 0.85);
      expect(state.speed).toBeLessThanOrEqual(5 * 1.15);
      courses.add(Math.round(state.course / 45));
    }
    expect(courses.size).toBeGreaterThanOrEqual(8); // it goes every which way
  });
});
