import { describe, expect, it } from 'vitest';
import { subscriptionPace } from './subscription-pace';

describe('subscriptionPace', () => {
  it.each([
    ['three at once', [0, 0, 0], [true, true, true]],
    ['a fourth within the window', [0, 10, 20, 999], [true, true, true, false]],
    ['a fourth once the first has left the window', [0, 10, 20, 1000], [true, true, true, true]],
    [
      'refusals do not count',
      [0, 1, 2, 3, 4, 1000, 1000],
      [true, true, true, false, false, true, false],
    ],
    ['a steady pace', [0, 400, 800, 1200, 1600, 2000], [true, true, true, true, true, true]],
  ])('%s', (_case, times, expected) => {
    let at = 0;
    const allow = subscriptionPace(3, 1000, () => at);
    expect(
      times.map((time) => {
        at = time;
        return allow();
      }),
    ).toEqual(expected);
  });
});
