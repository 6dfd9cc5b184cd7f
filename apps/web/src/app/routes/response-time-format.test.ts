import { describe, expect, it } from 'vitest';
import { formatResponseTime } from './response-time-format';

describe('formatResponseTime', () => {
  it.each([
    [null, '–'],
    [undefined, '–'],
    [0, '< 1 min'],
    [0.4, '< 1 min'],
    [1, '1 min'],
    [7.5, '8 min'],
    [59.4, '59 min'],
    [59.6, '1 t'],
    [60, '1 t'],
    [95, '1 t 35 min'],
    [180, '3 t'],
  ])('%s minutes reads %s', (minutes, shown) => {
    expect(formatResponseTime(minutes)).toBe(shown);
  });
});
