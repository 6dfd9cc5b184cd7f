import { describe, expect, it } from 'vitest';
import { formatDanishNumber, parseDanishNumber } from './danish-number';

describe('a typed number, with a Danish or an English decimal mark', () => {
  it.each([
    ['6,5', 6.5],
    ['6.5', 6.5],
    [' 6,5 ', 6.5],
    ['\u00a06,5\t', 6.5],
    ['22,5', 22.5],
    ['9,99', 9.99],
    ['0,01', 0.01],
    [',5', 0.5],
    ['.5', 0.5],
    ['12', 12],
    ['007', 7],
    ['0', 0],
    ['-3,5', -3.5],
    ['−3,5', -3.5],
    // One mark is always the decimal mark, never grouping (see the module).
    ['1.200', 1.2],
    ['1,200', 1.2],
  ])('%j is %d', (text, value) => {
    expect(parseDanishNumber(text)).toBe(value);
  });

  it.each([
    [''],
    ['   '],
    ['-'],
    [','],
    ['.'],
    ['abc'],
    ['6,5 m'],
    ['6,5,5'],
    ['6.5.5'],
    // Grouped thousands are ambiguous between Danish and English: refused, not guessed.
    ['1.234,5'],
    ['1,234.5'],
    ['1 200'],
    ['5,'],
    ['+5'],
    ['1e3'],
    ['0x10'],
    ['Infinity'],
    // Digits beyond what a number holds.
    ['9'.repeat(400)],
    ['٣'],
  ])('%j is no number', (text) => {
    expect(parseDanishNumber(text)).toBeNull();
  });
});

describe('a stored number shown for editing', () => {
  it.each([
    [6.5, '6,5'],
    [9.99, '9,99'],
    [1200, '1200'],
    [100000, '100000'],
    [0.01, '0,01'],
    [12, '12'],
  ])('%d is %j', (value, text) => {
    expect(formatDanishNumber(value)).toBe(text);
  });

  it.each([6.5, 9.99, 1200, 0.01, 22.5, 499.99, 123456.78])('%d reads back as itself', (value) => {
    expect(parseDanishNumber(formatDanishNumber(value))).toBe(value);
  });
});
