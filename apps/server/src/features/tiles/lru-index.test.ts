import { describe, expect, it } from 'vitest';
import { LruIndex } from './lru-index';

describe('LruIndex', () => {
  function index(...entries: [string, number][]) {
    const lru = new LruIndex();
    entries.forEach(([key, bytes], at) => lru.set(key, bytes, at));
    return lru;
  }

  it.each([
    // target, evicted (least recently used first)
    [60, []],
    [59, ['a']],
    [50, ['a']],
    [49, ['a', 'b']],
    [30, ['a', 'b']],
    [0, ['a', 'b', 'c']],
  ])('to get down to %i bytes of 60, removes %j', (target, evicted) => {
    expect(index(['a', 10], ['b', 20], ['c', 30]).evictionsFor(target)).toEqual(evicted);
  });

  it('moves a used item to the back, and answers when it was used before', () => {
    const lru = index(['a', 10], ['b', 20], ['c', 30]);
    expect(lru.touch('a', 7)).toBe(0);
    expect(lru.touch('missing', 7)).toBeUndefined();
    expect(lru.evictionsFor(30)).toEqual(['b', 'c']);
  });

  it('counts a replaced item once, and forgets a deleted one', () => {
    const lru = index(['a', 10], ['b', 20]);
    lru.set('a', 15, 5);
    expect([lru.totalBytes, lru.size]).toEqual([35, 2]);
    expect(lru.evictionsFor(15)).toEqual(['b']);
    lru.delete('b');
    lru.delete('b');
    expect([lru.totalBytes, lru.size]).toEqual([15, 1]);
  });
});
