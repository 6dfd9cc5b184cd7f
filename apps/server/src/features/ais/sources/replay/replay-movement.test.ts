import type { AisMessageFields } from '@havhjaelp/aivdm';
import { describe, expect, it } from 'vitest';
import { distanceNm, type LatLon } from './replay-geo';
import { FISHING_GROUNDS, LEISURE_WATERS } from './replay-local-waters';
import { ReplayTraffic, type ReplayReport } from './replay-traffic';

const START = Date.UTC(2025, 6, 1, 9, 0, 0);

function simulate(seed: number, seconds: number, targets?: number, stepS = 1): ReplayReport[] {
  const traffic = new ReplayTraffic({ seed, targets, startMs: START });
  const reports: ReplayReport[] = [];
  for (let s = stepS; s <= seconds; s += stepS) reports.push(...traffic.advance(START + s * 1000));
  return reports;
}

type Position = Extract<AisMessageFields, { lat: number }>;
const positions = (reports: ReplayReport[]) =>
  reports.flatMap(({ fields, target, timeMs }) =>
    'lat' in fields ? [{ fields: fields as Position, target, timeMs }] : [],
  );

const run = positions(simulate(11, 600));

describe('replay positions', () => {
  it('stay inside Danish waters: 54.5–58° N, 8–13° E, and east to Bornholm', () => {
    for (const { fields, target } of run) {
      expect(fields.lat).toBeGreaterThanOrEqual(54.5);
      expect(fields.lat).toBeLessThanOrEqual(58);
      expect(fields.lon).toBeGreaterThanOrEqual(8);
      // The one exception: the Baltic route and the ferries to Rønne, east of 13° E.
      if (fields.lon > 13) {
        expect(['merchant', 'ferry']).toContain(target.kind);
        expect(fields.lat).toBeGreaterThan(54.75);
        expect(fields.lat).toBeLessThan(55.45);
        expect(fields.lon).toBeLessThanOrEqual(15.2);
      }
    }
    const east = new Set(run.filter((p) => p.fields.lon > 13).map((p) => p.fields.mmsi));
    expect(east.size).toBeLessThan(0.15 * new Set(run.map((p) => p.fields.mmsi)).size);
  });

  it('advance between two reports of a ship, as far as its speed takes it', () => {
    const last = new Map<number, { at: LatLon; timeMs: number; speed: number }>();
    let pairs = 0;
    for (const { fields, target, timeMs } of run) {
      const before = last.get(fields.mmsi);
      const speed = fields.speed ?? 0;
      last.set(fields.mmsi, { at: fields, timeMs, speed });
      // Ferries at their berths report 0 knots; they are checked in the ferry test.
      if (!before || speed === 0 || before.speed === 0) continue;
      pairs++;
      const moved = distanceNm(before.at, fields);
      const hours = (timeMs - before.timeMs) / 3_600_000;
      expect(moved).toBeGreaterThan(0);
      // Reported speeds carry ±0.2 knots of noise; a wanderer may change speed between the two
      // reports. A corner in between cuts the distance (a right angle at worst, where a ship
      // turns across its route at the end); wanderers may even turn back.
      expect(moved).toBeLessThanOrEqual((Math.max(speed, before.speed) + 0.3) * hours + 1e-5);
      if (target.kind === 'merchant' || target.kind === 'ferry') {
        expect(moved).toBeGreaterThanOrEqual(0.7 * (speed - 0.3) * hours);
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
  });

  it('keep leisure and fishing boats in the waters off their harbours', () => {
    const within = (at: LatLon, areas: typeof LEISURE_WATERS) =>
      areas.some((area) => distanceNm(area.centre, at) <= area.radiusNm + 1e-3);
    for (const { fields, target } of run) {
      if (target.kind === 'leisure') expect(within(fields, LEISURE_WATERS)).toBe(true);
      if (target.kind === 'fishing') expect(within(fields, FISHING_GROUNDS)).toBe(true);
    }
  });
});

describe('replay ferries', () => {
  // A small fleet has one ferry, on the first line: Helsingør - Helsingborg.
  const reports = simulate(5, 3 * 3600, 20, 30).filter((r) => r.target.kind === 'ferry');

  it('shuttle between both harbours, turning round at each end', () => {
    const lons = positions(reports).map((p) => p.fields.lon);
    expect(Math.min(...lons)).toBeCloseTo(12.618, 3);
    expect(Math.max(...lons)).toBeCloseTo(12.687, 3);
    const courses = positions(reports).filter((p) => p.fields.speed !== 0);
    const eastbound = courses.filter((p) => p.fields.course! < 180).length;
    expect(eastbound / courses.length).toBeGreaterThan(0.3);
    expect(eastbound / courses.length).toBeLessThan(0.7);
  });

  it('wait at the berth, and give the harbour they are bound for as destination', () => {
    expect(positions(reports).some((p) => p.fields.speed === 0)).toBe(true);
    const destinations = new Set(
      reports.flatMap(({ fields }) => (fields.type === 5 ? [fields.destination] : [])),
    );
    expect(destinations).toEqual(new Set(['HELSINGOER', 'HELSINGBORG']));
  });
});
