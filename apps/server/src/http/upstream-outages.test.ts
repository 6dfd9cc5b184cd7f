import { describe, expect, it } from 'vitest';
import { afterFetch, type OutageWord } from './upstream-outages';

describe('afterFetch', () => {
  it.each<[string, number, boolean, number, OutageWord]>([
    ['a fetch works as before', 0, true, 0, null],
    ['the first failure after it worked starts an outage', 0, false, 1, 'down'],
    ['a second failure is only counted', 1, false, 2, null],
    ['the thousandth too', 999, false, 1000, null],
    ['the first fetch that works after failures ends the outage', 1000, true, 0, 'recovered'],
  ])('%s', (_name, before, worked, after, word) => {
    expect(afterFetch(before, worked)).toEqual({ failuresInRow: after, word });
  });
});
