import { describe, expect, it } from 'vitest';
import { dayLabel, from, localClock, reading, towards } from './weather-format';

describe('weather formatting', () => {
  it.each([
    [1.44, 'm', 1, '1,4 m'],
    [7, 's', 0, '7 s'],
    [0, 'm/s', 1, '0,0 m/s'],
    [null, 'm', 1, '–'],
  ])('reading(%s, %s) is %s', (value, unit, digits, text) => {
    expect(reading(value, unit, digits)).toBe(text);
  });

  it('names waves by where they come from and a current by where it goes', () => {
    expect(from(225)).toBe('fra SV');
    expect(towards(28)).toBe('mod NØ');
    expect(from(null)).toBe('');
  });

  it('reads local times and dates as Open-Meteo writes them in Danish time', () => {
    expect(localClock('2026-06-21T04:30')).toBe('04.30');
    expect(localClock(null)).toBe('–');
    expect(dayLabel('2026-06-22')).toMatch(/^man\. 22\.6/);
  });
});
