import { describe, expect, it } from 'vitest';
import { Backoff } from './backoff';

/** A pinned "random" that walks through `values` and repeats the last. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
}

function waits(backoff: Backoff, count: number): number[] {
  return Array.from({ length: count }, () => backoff.next(0));
}

describe('Backoff', () => {
  it('defaults to 5 s doubling up to 5 min when jitter picks the top', () => {
    const backoff = new Backoff({ random: () => 1 });
    expect(waits(backoff, 9)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
  });

  it('never waits less than minMs, even when jitter picks the bottom', () => {
    expect(waits(new Backoff({ random: () => 0 }), 5)).toEqual([5_000, 5_000, 5_000, 5_000, 5_000]);
  });

  it('full jitter: attempt n waits between minMs and min(maxMs, minMs · 2ⁿ)', () => {
    const backoff = new Backoff({ minMs: 100, maxMs: 2_000 });
    for (let n = 0; n < 40; n += 1) {
      const ceiling = Math.min(2_000, 100 * 2 ** n);
      expect(backoff.ceilingMs()).toBe(ceiling);
      const wait = backoff.next(0);
      expect(wait).toBeGreaterThanOrEqual(100);
      expect(wait).toBeLessThanOrEqual(ceiling);
    }
  });

  it('spreads waits uniformly inside the bounds', () => {
    const backoff = new Backoff({ minMs: 100, maxMs: 10_000, random: sequence(0, 0.5, 0.25) });
    // Ceilings 100, 200, 400: 100 + r · (ceiling − 100).
    expect(waits(backoff, 3)).toEqual([100, 150, 175]);
  });

  it('decorrelated jitter: each wait between minMs and three times the previous', () => {
    const backoff = new Backoff({ minMs: 100, maxMs: 5_000, jitter: 'decorrelated' });
    let previous = 100;
    for (let n = 0; n < 40; n += 1) {
      const wait = backoff.next(0);
      expect(wait).toBeGreaterThanOrEqual(100);
      expect(wait).toBeLessThanOrEqual(Math.min(5_000, previous * 3));
      previous = wait;
    }
    const top = new Backoff({ minMs: 100, maxMs: 5_000, jitter: 'decorrelated', random: () => 1 });
    expect(waits(top, 5)).toEqual([300, 900, 2_700, 5_000, 5_000]);
  });

  it('reset() starts over at minMs', () => {
    const backoff = new Backoff({ minMs: 10, maxMs: 1_000, random: () => 1 });
    expect(waits(backoff, 3)).toEqual([10, 20, 40]);
    backoff.reset();
    expect(waits(backoff, 2)).toEqual([10, 20]);
  });

  it('starts over after a connection that stayed up resetAfterMs, not after a short one', () => {
    const backoff = new Backoff({ minMs: 10, maxMs: 1_000, resetAfterMs: 60_000, random: () => 1 });
    expect(waits(backoff, 3)).toEqual([10, 20, 40]);
    backoff.connected(1_000);
    expect(backoff.next(1_000 + 59_999)).toBe(80);
    backoff.connected(100_000);
    expect(backoff.next(100_000 + 60_000)).toBe(10);
    // Being up counts once: the next failure without a new connection keeps growing.
    expect(backoff.next(500_000)).toBe(20);
  });

  it('keeps maxMs ≥ minMs and survives thousands of failures', () => {
    const backoff = new Backoff({ minMs: 500, maxMs: 100, random: () => 1 });
    expect(backoff.maxMs).toBe(500);
    const many = new Backoff({ minMs: 1, maxMs: 50, random: () => 1 });
    for (let n = 0; n < 5_000; n += 1) many.next(0);
    expect(many.next(0)).toBe(50);
  });
});
