import { describe, expect, it } from 'vitest';
import type { LatLng } from './geo';
import {
  insideWarning,
  isPointInPolygon,
  RESTRICTED_AREA_NOTICE,
  RESTRICTED_AREA_TYPE_LABELS,
  RESTRICTED_AREA_TYPES,
  RESTRICTED_AREAS,
  restrictedAreasAt,
} from './restricted-areas';

const p = (lat: number, lng: number): LatLng => ({ lat, lng });

const SQUARE = [p(0, 0), p(0, 10), p(10, 10), p(10, 0)];
// A U open to the north: the notch is lat 4..10, lng 4..6.
const U_SHAPE = [p(0, 0), p(0, 10), p(10, 10), p(10, 6), p(4, 6), p(4, 4), p(10, 4), p(10, 0)];
const TRIANGLE = [p(0, 0), p(0, 10), p(10, 5)];

describe('isPointInPolygon', () => {
  it('finds points inside a square and not outside it on any side', () => {
    expect(isPointInPolygon(p(5, 5), SQUARE)).toBe(true);
    expect(isPointInPolygon(p(0.1, 9.9), SQUARE)).toBe(true);
    for (const outside of [p(-1, 5), p(11, 5), p(5, -1), p(5, 11), p(-1, -1), p(11, 11)]) {
      expect(isPointInPolygon(outside, SQUARE)).toBe(false);
    }
  });

  it('does not depend on the winding direction', () => {
    const reversed = [...SQUARE].reverse();
    expect(isPointInPolygon(p(5, 5), reversed)).toBe(true);
    expect(isPointInPolygon(p(5, 12), reversed)).toBe(false);
  });

  it('treats the notch of a concave U-shaped polygon as outside', () => {
    expect(isPointInPolygon(p(7, 5), U_SHAPE)).toBe(false);
    expect(isPointInPolygon(p(2, 5), U_SHAPE)).toBe(true); // the base of the U
    expect(isPointInPolygon(p(7, 2), U_SHAPE)).toBe(true); // left arm
    expect(isPointInPolygon(p(7, 8), U_SHAPE)).toBe(true); // right arm
    expect(isPointInPolygon(p(12, 5), U_SHAPE)).toBe(false);
  });

  it('handles a triangle, including rays passing exactly through a vertex', () => {
    expect(isPointInPolygon(p(3, 5), TRIANGLE)).toBe(true);
    expect(isPointInPolygon(p(8, 2), TRIANGLE)).toBe(false);
    expect(isPointInPolygon(p(8, 8), TRIANGLE)).toBe(false);
    // The ray east along lat 10 touches only the apex (10,5): the point beside it is outside.
    expect(isPointInPolygon(p(10, 0), TRIANGLE)).toBe(false);
    // The ray along lat 0 runs along the horizontal base edge, which is ignored.
    expect(isPointInPolygon(p(0, -5), TRIANGLE)).toBe(false);
  });

  it('contains nothing when given fewer than three vertices', () => {
    expect(isPointInPolygon(p(0, 0), [])).toBe(false);
    expect(isPointInPolygon(p(0.5, 0.5), [p(0, 0), p(1, 1)])).toBe(false);
  });
});

/** Proper or touching intersection of segments ab and cd. */
function segmentsIntersect(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const cross = (o: LatLng, x: LatLng, y: LatLng) =>
    (x.lng - o.lng) * (y.lat - o.lat) - (x.lat - o.lat) * (y.lng - o.lng);
  const onSegment = (o: LatLng, x: LatLng, y: LatLng) =>
    Math.min(o.lng, x.lng) <= y.lng &&
    y.lng <= Math.max(o.lng, x.lng) &&
    Math.min(o.lat, x.lat) <= y.lat &&
    y.lat <= Math.max(o.lat, x.lat);
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

function isSimplePolygon(polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(polygon[i]!, polygon[(i + 1) % n]!, polygon[j]!, polygon[(j + 1) % n]!))
        return false;
    }
  }
  return true;
}

describe('segmentsIntersect (test helper)', () => {
  it('detects a crossing and a bow tie, and accepts a plain square', () => {
    expect(segmentsIntersect(p(0, 0), p(10, 10), p(0, 10), p(10, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(2, 2), p(3, 0))).toBe(false);
    expect(isSimplePolygon([p(0, 0), p(10, 10), p(0, 10), p(10, 0)])).toBe(false);
    expect(isSimplePolygon(SQUARE)).toBe(true);
    expect(isSimplePolygon(U_SHAPE)).toBe(true);
  });
});

/** A point well inside each area, checked by hand against the outline (not just the average). */
const INSIDE: Record<string, LatLng> = {
  'oksbol-blavandshuk': p(55.64, 7.95),
  romo: p(55.12, 8.35),
  'sjaellands-odde': p(56.02, 11.2),
  'jammerbugt-tranum': p(57.23, 9.35),
  'raghammer-odde': p(54.96, 14.88),
};

const ODENSE = p(55.4, 10.39);
const COPENHAGEN = p(55.676, 12.568);
const AARHUS = p(56.1629, 10.2039);

describe('RESTRICTED_AREAS', () => {
  it('holds the five named areas with unique ids and known types', () => {
    expect(RESTRICTED_AREAS).toHaveLength(5);
    expect(RESTRICTED_AREAS.map((a) => a.name).sort()).toEqual(
      [
        'Jammerbugt/Tranum',
        'Oksbøl/Blåvandshuk',
        'Raghammer Odde',
        'Rømø',
        'Sjællands Odde',
      ].sort(),
    );
    expect(new Set(RESTRICTED_AREAS.map((a) => a.id)).size).toBe(RESTRICTED_AREAS.length);
    for (const area of RESTRICTED_AREAS) {
      expect(RESTRICTED_AREA_TYPES).toContain(area.type);
      expect(RESTRICTED_AREA_TYPE_LABELS[area.type]).toBeTruthy();
    }
  });

  it.each(RESTRICTED_AREAS.map((a) => [a.name, a] as const))(
    '%s has a simple polygon of 6–12 plausible vertices in Danish waters',
    (_name, area) => {
      expect(area.polygon.length).toBeGreaterThanOrEqual(6);
      expect(area.polygon.length).toBeLessThanOrEqual(12);
      expect(isSimplePolygon(area.polygon)).toBe(true);
      for (const { lat, lng } of area.polygon) {
        expect(lat).toBeGreaterThan(54.5);
        expect(lat).toBeLessThan(57.8);
        expect(lng).toBeGreaterThan(7.5);
        expect(lng).toBeLessThan(15.3);
        expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
        expect(Math.round(lng * 1e4) / 1e4).toBe(lng);
      }
    },
  );

  it.each(RESTRICTED_AREAS.map((a) => [a.name, a] as const))(
    '%s contains its interior test point and only that area does',
    (_name, area) => {
      const inside = INSIDE[area.id];
      expect(inside).toBeDefined();
      expect(isPointInPolygon(inside!, area.polygon)).toBe(true);
      expect(restrictedAreasAt(inside!).map((a) => a.id)).toEqual([area.id]);
    },
  );

  it('places no area over Odense, Copenhagen or Aarhus', () => {
    for (const city of [ODENSE, COPENHAGEN, AARHUS]) {
      expect(restrictedAreasAt(city)).toEqual([]);
    }
  });

  it('leaves the land points beside the areas outside (outlines lie at sea)', () => {
    const landmarks = [
      p(55.5575, 8.0833), // Blåvandshuk Fyr
      p(55.619, 8.13), // Vejers Strand
      p(55.147, 8.495), // Lakolk, Rømø
      p(55.985, 11.27), // Gniben, Sjællands Odde
      p(55.972, 11.37), // Odden Havn
      p(57.25, 9.58), // Blokhus
      p(55.0236, 14.9338), // Raghammer Odde
      p(55.1, 14.7), // Rønne
    ];
    for (const landmark of landmarks) {
      expect(restrictedAreasAt(landmark)).toEqual([]);
    }
  });

  it('has Danish texts in every area and in the notice', () => {
    const danish = /[æøå]|\b(og|i|på|der|det|er|til)\b/i;
    for (const area of RESTRICTED_AREAS) {
      for (const text of [area.name, area.activeTimes, area.description]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
      expect(area.activeTimes).toMatch(danish);
      expect(area.activeTimes).toContain('Efterretninger for Søfarende');
      expect(area.description).toMatch(danish);
    }
    expect(RESTRICTED_AREA_NOTICE).toMatch(/omtrentligt/);
    expect(RESTRICTED_AREA_NOTICE).toMatch(/Efterretninger for Søfarende/);
    expect(RESTRICTED_AREA_NOTICE).toMatch(/navigationsadvarsler/);
  });
});

describe('insideWarning', () => {
  it('is null when my position is in no area', () => {
    expect(insideWarning([])).toBeNull();
  });

  it('names one area in the singular and several in the plural', () => {
    expect(insideWarning(['Rømø'])).toBe(
      'Du befinder dig i et militært område: Rømø. ' +
        'Hold dig orienteret om skydetider, og forlad området, hvis det er aktivt.',
    );
    const several = insideWarning(['A', 'B', 'C']);
    expect(several).toContain('militære områder: A, B og C.');
    expect(several).toContain('forlad områderne, hvis de er aktive');
  });

  it('gives the warning for a position inside an area', () => {
    const names = restrictedAreasAt(INSIDE['sjaellands-odde']!).map((a) => a.name);
    expect(insideWarning(names)).toContain('Sjællands Odde');
  });
});
