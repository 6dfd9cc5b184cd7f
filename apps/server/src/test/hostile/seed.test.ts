import { describe, expect, it } from 'vitest';
import { hostileSeed } from './seed';

describe('hostileSeed', () => {
  const fresh = () => 42;
  it.each([
    [undefined, 42],
    ['', 42],
    ['  ', 42],
    ['123', 123],
    ['-2147483648', -2147483648],
    [' 7 ', 7],
  ])('HOSTILE_SEED=%o → %i', (given, seed) => {
    expect(hostileSeed(given, fresh)).toBe(seed);
  });

  it.each(['1.5', 'abc', '2147483648', '1e12', 'NaN'])('refuses HOSTILE_SEED=%s', (given) => {
    expect(() => hostileSeed(given, fresh)).toThrow(/HOSTILE_SEED must be a 32-bit integer/);
  });

  it('makes a new 32-bit seed without one', () => {
    const seed = hostileSeed(undefined);
    expect(seed | 0).toBe(seed);
  });
});
