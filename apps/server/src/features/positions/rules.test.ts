import { distanceKm, type LatLng } from '@havhjaelp/common/geo';
import { AREA_CELL_KM } from '@havhjaelp/common/positions';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  DEFAULT_SHARING,
  keptSince,
  sharedWith,
  shownSince,
  type SharedFix,
} from './rules';

/** Anywhere on the globe, the poles and the antimeridian included. */
const anyFix = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});
const SEED = 24;
/** A longitude past the antimeridian brought back into -180..180. */
const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
const KM_PER_DEGREE = (2 * Math.PI * 6371) / 360;

describe('the grid of areas', () => {
  it.each<[string, LatLng, LatLng]>([
    [
      'two fixes in Øresund a few hundred metres apart',
      { lat: 55.701, lng: 12.601 },
      { lat: 55.703, lng: 12.604 },
    ],
    ['on the equator', { lat: 0.001, lng: 10.001 }, { lat: 0.002, lng: 10.002 }],
    ['far north', { lat: 78.2201, lng: 15.6401 }, { lat: 78.2202, lng: 15.6402 }],
    ['at the north pole, any longitude', { lat: 90, lng: 0 }, { lat: 90, lng: 120 }],
    ['at the south pole, any longitude', { lat: -90, lng: -170 }, { lat: -90, lng: 45 }],
    ['on the antimeridian, from either side', { lat: 10, lng: 180 }, { lat: 10, lng: -180 }],
  ])('gives one area to %s', (_case, a, b) => {
    expect(areaOf(a)).toEqual(areaOf(b));
  });

  it.each<[string, LatLng]>([
    ['Copenhagen', { lat: 55.676, lng: 12.568 }],
    ['Skagen', { lat: 57.72, lng: 10.59 }],
    ['the equator', { lat: 0, lng: 0 }],
  ])('has cells of about %s’s size: about 5 km high, at most 5 km wide', (_place, fix) => {
    const area = areaOf(fix);
    // A cell is a 5 × 5 km square at most, so its half-diagonal is at most 5/√2 ≈ 3.54 km.
    expect(area.radiusKm).toBeGreaterThan(3);
    expect(area.radiusKm).toBeLessThanOrEqual((AREA_CELL_KM / Math.SQRT2) * 1.001);
    // About 5 km high: 2.45 km north or south of the centre is still the cell, 2.55 km is not.
    const north = (km: number) => ({ lat: area.lat + km / KM_PER_DEGREE, lng: area.lng });
    expect(areaOf(north(2.45))).toEqual(area);
    expect(areaOf(north(-2.45))).toEqual(area);
    expect(areaOf(north(2.55))).not.toEqual(area);
    expect(areaOf(north(-2.55))).not.toEqual(area);
  });

  it('puts fixes a hair either side of a cell edge in neighbouring cells, each in its own', () => {
    const area = areaOf({ lat: 55.676, lng: 12.568 });
    // Walk east from the centre until the area changes: that is the cell's eastern edge.
    let lng = area.lng;
    while (areaOf({ lat: area.lat, lng }).lng === area.lng) lng += 1e-5;
    const east = areaOf({ lat: area.lat, lng });
    const justWest = areaOf({ lat: area.lat, lng: lng - 1e-5 });
    expect(justWest).toEqual(area);
    expect(east.lat).toBe(area.lat);
    expect(east.lng).toBeGreaterThan(area.lng);
    // Neighbours: the step between centres is one cell, about 5 km.
    expect(distanceKm(area, east)).toBeGreaterThan(4);
    expect(distanceKm(area, east)).toBeLessThanOrEqual(AREA_CELL_KM * 1.001);
    expect(distanceKm(area, { lat: area.lat, lng })).toBeLessThanOrEqual(area.radiusKm);
    expect(distanceKm(east, { lat: area.lat, lng })).toBeLessThanOrEqual(east.radiusKm);
  });

  it('answers a cell’s own centre for every fix in it, so its fixes cannot be told apart', () => {
    fc.assert(
      fc.property(anyFix, (fix) => {
        const area = areaOf(fix);
        // The answer depends on the cell alone: asking again with the answer gives it back.
        expect(areaOf({ lat: area.lat, lng: area.lng })).toEqual(area);
      }),
      { seed: SEED, numRuns: 20_000 },
    );
  });

  it('covers every fix with its area, and never tells more than the cell', () => {
    fc.assert(
      fc.property(anyFix, (fix) => {
        const area = areaOf(fix);
        expect(distanceKm(area, fix)).toBeLessThanOrEqual(area.radiusKm + 1e-9);
        // A circle as wide as a cell at least, nearer the poles a whole ring of the band.
        expect(area.radiusKm).toBeGreaterThan(AREA_CELL_KM / 2);
      }),
      { seed: SEED, numRuns: 20_000 },
    );
  });

  it('keeps the grid fixed: fixes anywhere in a cell share its bounds, not a grid laid round each', () => {
    fc.assert(
      fc.property(anyFix, fc.double({ min: 0, max: 1, noNaN: true }), (fix, share) => {
        const area = areaOf(fix);
        // A point between the fix and its area's centre (the short way, across the antimeridian
        // if that is it) lies in the same cell.
        const east = ((area.lng - fix.lng + 540) % 360) - 180;
        const between = {
          lat: fix.lat + (area.lat - fix.lat) * share,
          lng: wrap(fix.lng + east * share),
        };
        expect(areaOf(between)).toEqual(area);
      }),
      { seed: SEED, numRuns: 20_000 },
    );
  });
});

describe('what a viewer sees of shared fixes', () => {
  const fix = (userId: string): SharedFix => ({
    user_id: userId,
    username: userId,
    boat_name: `${userId}s båd`,
    lat: 55.70123,
    lng: 12.60456,
    accuracy: 8,
    updated_at: '2026-06-01T12:00:00.000Z',
  });
  const fixes = ['me', 'friend', 'stranger', 'blocked', 'blockedFriend'].map(fix);
  const precise = (userId: string) => ({
    userId,
    username: userId,
    boatName: `${userId}s båd`,
    position: { lat: 55.70123, lng: 12.60456 },
    accuracy: 8,
    updatedAt: '2026-06-01T12:00:00.000Z',
  });
  const area = (userId: string) => ({
    userId,
    username: userId,
    boatName: `${userId}s båd`,
    area: areaOf({ lat: 55.70123, lng: 12.60456 }),
    updatedAt: '2026-06-01T12:00:00.000Z',
  });

  it.each<
    [string, { friends: string[]; blocked: string[] }, { friends: string[]; others: string[] }]
  >([
    [
      'a friend precisely, strangers as areas, nothing of the blocked or of oneself',
      { friends: ['friend', 'blockedFriend'], blocked: ['blocked', 'blockedFriend'] },
      { friends: ['friend'], others: ['stranger'] },
    ],
    [
      'everyone else as areas when the viewer has no friends',
      { friends: [], blocked: [] },
      { friends: [], others: ['friend', 'stranger', 'blocked', 'blockedFriend'] },
    ],
    [
      'nothing when the viewer is blocked with everyone',
      { friends: ['friend'], blocked: ['friend', 'stranger', 'blocked', 'blockedFriend'] },
      { friends: [], others: [] },
    ],
  ])('shows %s', (_case, relations, expected) => {
    const seen = sharedWith('me', fixes, {
      friends: new Set(relations.friends),
      blocked: new Set(relations.blocked),
    });
    expect(seen).toEqual({
      friends: expected.friends.map(precise),
      others: expected.others.map(area),
    });
  });

  it('carries neither the fix nor its accuracy in an area', () => {
    const [other] = sharedWith('me', [fix('stranger')], {
      friends: new Set(),
      blocked: new Set(),
    }).others;
    expect(JSON.stringify(other)).not.toMatch(/70123|60456|accuracy/);
  });
});

describe('the switch and the times', () => {
  it('starts with sharing off, at the guide’s 30 s', () => {
    expect(DEFAULT_SHARING).toEqual({ enabled: false, intervalSeconds: 30 });
  });

  it.each([
    [shownSince, '2026-06-01T11:30:00.000Z'],
    [keptSince, '2026-03-03T12:00:00.000Z'],
  ])('%o cuts at the set age', (cutoff, expected) => {
    expect(cutoff(new Date('2026-06-01T12:00:00.000Z'))).toBe(expected);
  });
});
