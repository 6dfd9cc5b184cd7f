import { describe, expect, it } from 'vitest';
import { inProcessBudget, OPEN_METEO_FREE_TIER } from './upstream-budget';

/** Takes `count` calls at the clock's time; answers how many were granted. */
async function takeMany(budget: { take(): Promise<boolean> }, count: number): Promise<number> {
  let granted = 0;
  for (let i = 0; i < count; i++) if (await budget.take()) granted += 1;
  return granted;
}

describe('inProcessBudget with the free tier', () => {
  it('grants 600 in a minute and not one more', async () => {
    let now = 0;
    const budget = inProcessBudget(OPEN_METEO_FREE_TIER, () => now);
    expect(await takeMany(budget, 700)).toBe(600);
    now = 59_999;
    expect(await budget.take()).toBe(false);
    now = 60_000;
    expect(await takeMany(budget, 700)).toBe(600);
  });

  it('counts the minute as a sliding window, so no minute across a boundary holds more', async () => {
    let now = 0;
    const budget = inProcessBudget(OPEN_METEO_FREE_TIER, () => now);
    now = 59_000;
    expect(await takeMany(budget, 600)).toBe(600);
    now = 61_000; // a new calendar minute, but the last 60 s already hold 600
    expect(await budget.take()).toBe(false);
    now = 119_001;
    expect(await takeMany(budget, 600)).toBe(600);
  });

  it('holds 5,000 an hour and 10,000 a day however the calls spread over the minutes', async () => {
    let now = 0;
    const budget = inProcessBudget(OPEN_METEO_FREE_TIER, () => now);
    let granted = 0;
    for (let minute = 0; minute < 60; minute++) {
      now = minute * 60_000;
      granted += await takeMany(budget, 600);
    }
    expect(granted).toBe(5_000);
    let day = granted;
    for (let minute = 60; minute < 24 * 60; minute++) {
      now = minute * 60_000;
      day += await takeMany(budget, 600);
    }
    expect(day).toBe(10_000);
    now = 24 * 3_600_000;
    expect(await budget.take()).toBe(true);
  });

  it('keeps counting when the clock is set back', async () => {
    let now = 100_000;
    const budget = inProcessBudget([{ windowMs: 60_000, max: 2 }], () => now);
    expect(await takeMany(budget, 2)).toBe(2);
    now = 0;
    expect(await budget.take()).toBe(false);
  });
});
