import { describe, expect, it } from 'vitest';
import {
  COMPASS_POINTS,
  compassPoint,
  formatClockTime,
  formatCourse,
  formatDateTime,
  formatDistanceAndBearing,
  formatKilometres,
  formatKnots,
  formatLatitude,
  formatLongitude,
  formatNauticalMiles,
  formatPosition,
  initialBearing,
} from './nautical-format';

describe('positions in degrees and decimal minutes', () => {
  it.each([
    [55.7, 12.6, "55°42,000' N 12°36,000' Ø"],
    [55.6761, 12.5683, "55°40,566' N 12°34,098' Ø"],
    [-33.9, -70.12345, "33°54,000' S 70°07,407' V"],
    [55.0875, 8.0016, "55°05,250' N 8°00,096' Ø"],
    [0, 0, "0°00,000' N 0°00,000' Ø"],
    // Rounds to zero: no "S" or "V" in front of nothing.
    [-0.000001, -0.000001, "0°00,000' N 0°00,000' Ø"],
    [90, 180, "90°00,000' N 180°00,000' Ø"],
    [-90, -180, "90°00,000' S 180°00,000' V"],
  ])('%f, %f → %s', (lat, lng, text) => {
    expect(formatPosition({ lat, lng })).toBe(text);
  });

  it.each([
    // 59,9995' rounds up and carries into the degree; 59,9994' does not.
    [55 + 59.9995 / 60, "56°00,000' N"],
    [55 + 59.9994 / 60, "55°59,999' N"],
    [-(55 + 59.9995 / 60), "56°00,000' S"],
    [55 + 9.9995 / 60, "55°10,000' N"],
    [89 + 59.9999 / 60, "90°00,000' N"],
  ])('latitude %f → %s', (lat, text) => {
    expect(formatLatitude(lat)).toBe(text);
  });

  it.each([
    [12 + 59.9996 / 60, "13°00,000' Ø"],
    [-(179 + 59.9999 / 60), "180°00,000' V"],
    [-0.5, "0°30,000' V"],
  ])('longitude %f → %s', (lng, text) => {
    expect(formatLongitude(lng)).toBe(text);
  });

  it.each([90.0001, -91, Number.NaN, Number.POSITIVE_INFINITY])('refuses latitude %f', (lat) => {
    expect(() => formatLatitude(lat)).toThrow(RangeError);
    expect(() => formatPosition({ lat, lng: 12 })).toThrow(RangeError);
  });

  it.each([180.0001, -181, Number.NaN])('refuses longitude %f', (lng) => {
    expect(() => formatLongitude(lng)).toThrow(RangeError);
    expect(() => formatPosition({ lat: 55, lng })).toThrow(RangeError);
  });
});

describe('distances', () => {
  it.each([
    [0, 'under 0,1 sm'],
    [0.049, 'under 0,1 sm'],
    [0.05, '0,1 sm'],
    [0.9, '0,9 sm'],
    [3, '3,0 sm'],
    [3.24, '3,2 sm'],
    [3.25, '3,3 sm'],
    [9.94, '9,9 sm'],
    // Rounds to 10, so it is shown as a whole number.
    [9.96, '10 sm'],
    [10.4, '10 sm'],
    [10.5, '11 sm'],
    [84.742, '85 sm'],
    [1234.4, '1.234 sm'],
  ])('%f nautical miles → %s', (nm, text) => {
    expect(formatNauticalMiles(nm)).toBe(text);
  });

  it.each([
    [4.06, '4,1 km'],
    [7.8, '7,8 km'],
    [156.943, '157 km'],
  ])('%f km → %s', (km, text) => {
    expect(formatKilometres(km)).toBe(text);
  });

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses distance %f', (value) => {
    expect(() => formatNauticalMiles(value)).toThrow(RangeError);
    expect(() => formatKilometres(value)).toThrow(RangeError);
  });
});

describe('speed and course', () => {
  it.each([
    [12.34, '12,3 kn'],
    [0, '0,0 kn'],
    [5.05, '5,1 kn'],
    [102.2, '102,2 kn'],
  ])('%f knots → %s', (knots, text) => {
    expect(formatKnots(knots)).toBe(text);
  });

  it.each([-0.1, Number.NaN])('refuses speed %f', (knots) => {
    expect(() => formatKnots(knots)).toThrow(RangeError);
  });

  it.each([
    [245.4, '245°'],
    [5, '005°'],
    [45.5, '046°'],
    [359.6, '000°'],
    [0, '000°'],
    [-10, '350°'],
    [720.2, '000°'],
  ])('course %f → %s', (degrees, text) => {
    expect(formatCourse(degrees)).toBe(text);
  });

  it('refuses a course that is not a number', () => {
    expect(() => formatCourse(Number.NaN)).toThrow(RangeError);
  });
});

describe('bearing', () => {
  const ORIGIN = { lat: 0, lng: 0 };

  it.each([
    [{ lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 1 }, 90],
    [{ lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: -1 }, 270],
    [ORIGIN, 0],
  ])('from 0, 0 to %o is %f°', (to, bearing) => {
    expect(initialBearing(ORIGIN, to)).toBeCloseTo(bearing, 9);
  });

  it('is the initial great-circle bearing, not the rhumb line', () => {
    // Ed Williams' Aviation Formulary: LAX to JFK, initial true course 1.150 rad (65,89°).
    const LAX = { lat: 33 + 57 / 60, lng: -(118 + 24 / 60) };
    const JFK = { lat: 40 + 38 / 60, lng: -(73 + 47 / 60) };
    expect(initialBearing(LAX, JFK)).toBeCloseTo(65.89, 1);
    // Due east along 55° N the great circle sets off at atan2(cos 55°, sin 55° cos 55°) = 50,68°.
    expect(initialBearing({ lat: 55, lng: 0 }, { lat: 55, lng: 90 })).toBeCloseTo(50.68, 2);
    // Across the date line it still heads east.
    expect(initialBearing({ lat: 0, lng: 179 }, { lat: 0, lng: -179 })).toBeCloseTo(90, 9);
  });

  it('refuses a position out of range', () => {
    expect(() => initialBearing({ lat: 91, lng: 0 }, ORIGIN)).toThrow(RangeError);
    expect(() => initialBearing(ORIGIN, { lat: 0, lng: 181 })).toThrow(RangeError);
  });

  it.each([
    [0, 'N'],
    [11.24, 'N'],
    [11.25, 'NNØ'],
    [45, 'NØ'],
    [67.5, 'ØNØ'],
    [90, 'Ø'],
    [135, 'SØ'],
    [180, 'S'],
    [202.5, 'SSV'],
    [225, 'SV'],
    [247.5, 'VSV'],
    [270, 'V'],
    [292.5, 'VNV'],
    [315, 'NV'],
    [337.5, 'NNV'],
    [348.74, 'NNV'],
    [348.75, 'N'],
    [359.9, 'N'],
    [360, 'N'],
    [-45, 'NV'],
  ])('%f° → %s', (bearing, point) => {
    expect(compassPoint(bearing)).toBe(point);
  });

  it('names all 16 points clockwise, 22,5° apart', () => {
    expect(COMPASS_POINTS).toHaveLength(16);
    COMPASS_POINTS.forEach((point, i) => expect(compassPoint(i * 22.5)).toBe(point));
  });

  it.each([
    // Three minutes of latitude due south: 3,0 sm.
    [{ lat: 55.35, lng: 11.5 }, { lat: 55.3, lng: 11.5 }, '3,0 sm mod S'],
    [{ lat: 55.3, lng: 11.5 }, { lat: 55.35, lng: 11.5 }, '3,0 sm mod N'],
    [{ lat: 55.6761, lng: 12.5683 }, { lat: 56.1629, lng: 10.2039 }, '85 sm mod VNV'],
    [{ lat: 55, lng: 12 }, { lat: 55.02, lng: 12.035 }, '1,7 sm mod NØ'],
    // Too close for a direction to mean anything.
    [{ lat: 55, lng: 12 }, { lat: 55.0005, lng: 12.0005 }, 'under 0,1 sm'],
    [{ lat: 55, lng: 12 }, { lat: 55, lng: 12 }, 'under 0,1 sm'],
  ])('from %o to %o: %s', (from, to, text) => {
    expect(formatDistanceAndBearing(from, to)).toBe(text);
  });
});

describe('times in Danish time', () => {
  it.each([
    ['2026-11-21T12:05:00Z', '13.05'], // winter time, UTC+1
    ['2026-06-21T12:05:00Z', '14.05'], // summer time, UTC+2
    ['2026-06-21T22:30:00Z', '00.30'],
  ])('%s → %s', (iso, text) => {
    expect(formatClockTime(iso)).toBe(text);
    expect(formatClockTime(Date.parse(iso))).toBe(text);
  });

  it.each([
    ['2026-11-21T12:05:00Z', '21. nov. 2026 kl. 13.05'],
    // Already the next day in Denmark.
    ['2026-06-21T22:30:00Z', '22. jun. 2026 kl. 00.30'],
    ['2026-12-31T23:59:00Z', '1. jan. 2027 kl. 00.59'],
  ])('%s → %s', (iso, text) => {
    expect(formatDateTime(new Date(iso))).toBe(text);
  });

  it('refuses what is not a time', () => {
    expect(() => formatClockTime('not a date')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
  });
});
