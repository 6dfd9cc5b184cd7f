import { describe, expect, it, vi } from 'vitest';
import { WeatherCache } from './weather-cache';

const HOUR = 3_600_000;

function cache(clock: { now: number }, maxEntries = 10) {
  const refreshErrors: unknown[] = [];
  const c = new WeatherCache<string>({
    maxEntries,
    maxStaleMs: 6 * HOUR,
    now: () => clock.now,
    onRefreshError: (_key, error) => refreshErrors.push(error),
  });
  return { c, refreshErrors };
}

describe('WeatherCache', () => {
  it('is fresh within the forecast hour and stale from the next one', async () => {
    const clock = { now: 10 * HOUR + 5 * 60_000 };
    const { c } = cache(clock);
    const load = vi.fn(async () => `at ${clock.now}`);
    const first = await c.get('k', load);
    clock.now = 10 * HOUR + 59 * 60_000;
    expect((await c.get('k', load)).value).toBe(first.value);
    expect(load).toHaveBeenCalledTimes(1);
    clock.now = 11 * HOUR;
    expect((await c.get('k', load)).value).toBe(first.value);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect((await c.get('k', load)).value).toBe(`at ${11 * HOUR}`));
  });

  it('shares one load between identical concurrent misses, and loads again after a failure', async () => {
    const { c } = cache({ now: 0 });
    let fail = true;
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (fail) throw new Error('upstream down');
      return 'ok';
    });
    const misses = await Promise.allSettled(Array.from({ length: 5 }, () => c.get('k', load)));
    expect(misses.every((m) => m.status === 'rejected')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await c.get('k', load)).value).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a stale copy when its refresh fails, and no longer serves one past the stale limit', async () => {
    const clock = { now: 0 };
    const { c, refreshErrors } = cache(clock);
    await c.get('k', async () => 'old');
    clock.now = 2 * HOUR;
    const failing = async (): Promise<string> => {
      throw new Error('down');
    };
    expect((await c.get('k', failing)).value).toBe('old');
    await vi.waitFor(() => expect(refreshErrors).toHaveLength(1));
    clock.now = 7 * HOUR;
    await expect(c.get('k', failing)).rejects.toThrow('down');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { c } = cache({ now: 0 }, 2);
    await c.get('a', async () => 'a');
    await c.get('b', async () => 'b');
    await c.get('a', async () => 'a again');
    await c.get('c', async () => 'c');
    expect(c.size).toBe(2);
    expect((await c.get('a', async () => 'reloaded')).value).toBe('a');
    expect((await c.get('b', async () => 'reloaded')).value).toBe('reloaded');
  });
});
