import { describe, expect, it } from 'vitest';
import { distanceKm, distanceNm } from './geo';

const COPENHAGEN = { lat: 55.6761, lng: 12.5683 };
const AARHUS = { lat: 56.1629, lng: 10.2039 };

describe('distance', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(COPENHAGEN, COPENHAGEN)).toBe(0);
  });

  it('matches the haversine distance Copenhagen–Aarhus on a 6371 km sphere', () => {
    // Computed independently (Python, same formula and radius): 156.943 km, 84.742 nautical miles.
    expect(distanceKm(COPENHAGEN, AARHUS)).toBeCloseTo(156.943, 2);
    expect(distanceNm(COPENHAGEN, AARHUS)).toBeCloseTo(84.742, 2);
    expect(distanceKm(AARHUS, COPENHAGEN)).toBeCloseTo(distanceKm(COPENHAGEN, AARHUS), 9);
  });

  it('gives 60 nautical miles per degree of latitude, near enough, and half the globe at the antipode', () => {
    expect(distanceNm({ lat: 55, lng: 12 }, { lat: 56, lng: 12 })).toBeCloseTo(60.04, 1);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });
});
