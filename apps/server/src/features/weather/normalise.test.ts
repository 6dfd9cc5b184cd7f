import { describe, expect, it } from 'vitest';
import { inOurUnit, UpstreamContentError } from './normalise';

describe('inOurUnit', () => {
  it.each<[number | null, string, 'height' | 'speed' | 'temperature', number | null]>([
    [3.6, 'km/h', 'speed', 1],
    [10, 'm/s', 'speed', 10],
    [10, 'kn', 'speed', 5.14],
    [10, 'mph', 'speed', 4.47],
    [54, 'km/h', 'speed', 15],
    [1.5, 'm', 'height', 1.5],
    [10, 'ft', 'height', 3.05],
    [12.3, '°C', 'temperature', 12.3],
    [50, '°F', 'temperature', 10],
    [null, 'km/h', 'speed', null],
  ])('%s %s is %s in our unit', (value, unit, quantity, expected) => {
    expect(inOurUnit(value, unit, quantity)).toBe(expected);
  });

  it.each([
    ['', 'speed'],
    ['Beaufort', 'speed'],
    ['K', 'temperature'],
    ['m/s', 'height'],
  ] as const)("refuses the unit '%s' for a %s", (unit, quantity) => {
    expect(() => inOurUnit(1, unit, quantity)).toThrow(UpstreamContentError);
  });
});
