import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { nearCall, positionSeenFrom, publicPosition } from './help-precision';

describe('publicPosition', () => {
  it.each([
    [55.676_123, 12.568_345, 55.68, 12.57],
    [55.674_9, 12.564_9, 55.67, 12.56],
    [55, 12, 55, 12],
    [-33.456_78, -70.664_21, -33.46, -70.66],
    [-12.344_9, -0.123_4, -12.34, -0.12],
    [90, -180, 90, -180],
    [-89.999_9, 179.999_9, -90, 180],
  ])('(%f, %f) → (%f, %f)', (lat, lng, publicLat, publicLng) => {
    expect(publicPosition({ lat, lng })).toEqual({ lat: publicLat, lng: publicLng });
  });

  it('keeps at most two decimals', () => {
    for (const value of [55.123_456, 12.987_654, -7.000_49, 0.105]) {
      const { lat } = publicPosition({ lat: value, lng: 0 });
      expect(String(lat)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      expect(Math.abs(lat - value)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});

const CALL = { lat: 55.676_123, lng: 12.568_345 };
/** Due north of the call by `km` (one degree of latitude is 111.195 km on the 6371 km sphere). */
const north = (km: number) => ({ lat: CALL.lat + km / 111.195, lng: CALL.lng });

describe('nearCall: within the emergency alert radius of 50 km', () => {
  it.each([
    ['the same place', 0, true],
    ['10 km away', 10, true],
    ['49.9 km away', 49.9, true],
    ['50.1 km away', 50.1, false],
    ['200 km away', 200, false],
  ])('%s → %s', (_, km, near) => {
    expect(distanceKm(north(km), CALL)).toBeCloseTo(km, 1);
    expect(nearCall(north(km), CALL)).toBe(near);
  });
});

describe('positionSeenFrom', () => {
  it.each([
    ['near', north(5), CALL],
    ['far', north(80), publicPosition(CALL)],
    ['unknown', null, publicPosition(CALL)],
  ])('%s → %o', (_, from, seen) => {
    expect(positionSeenFrom(CALL, from)).toEqual(seen);
  });
});
