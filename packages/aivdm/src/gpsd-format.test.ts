import { describe, expect, it } from 'vitest';
import { positionDegrees, printfRound, twoDigits } from './gpsd-format';

describe('positionDegrees', () => {
  it('equals "%.6f" of raw / 600000 read back, over the whole range', () => {
    for (let raw = -108_600_000; raw <= 108_600_000; raw += 7_919)
      expect(positionDegrees(raw)).toBe(Number((raw / 600_000).toFixed(6)));
  });

  it.each([
    [-74037230, -123.395383],
    [29029800, 48.383],
    [108600000, 181],
    [54600000, 91],
    [1, 0.000002],
    [-1, -0.000002],
    [0, 0],
  ])('%i is %d degrees', (raw, degrees) => {
    expect(positionDegrees(raw)).toBe(degrees);
  });
});

describe('printfRound', () => {
  // What glibc's printf prints for these (checked with a C program): exact ties go to even.
  it.each([
    [0.25, 1, 0.2],
    [0.75, 1, 0.8],
    [-0.25, 1, -0.2],
    [1.25, 1, 1.2],
    [2.5, 0, 2],
    [0.5, 0, 0],
    [-2.5, 0, -2],
    [0.125, 2, 0.12],
    [0.375, 2, 0.38],
    [0.05, 1, 0.1], // not exact in binary: a hair above the tie
    [-0.001, 1, -0],
    [4.4642, 0, 4],
  ])('%d with %i decimals is %d', (value, decimals, expected) => {
    expect(printfRound(value, decimals)).toBe(expected);
  });
});

describe('twoDigits', () => {
  it('pads like "%02u"', () => {
    expect([0, 5, 10, 60].map(twoDigits)).toEqual(['00', '05', '10', '60']);
  });
});
