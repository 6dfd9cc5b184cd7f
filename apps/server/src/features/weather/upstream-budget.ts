/**
 * How many calls to Open-Meteo we may still make. Asked once per call, before the call; an
 * implementation shared by several app instances (Redis) counts for all of them.
 */
export interface UpstreamBudget {
  /** Takes one call, or answers false (taking nothing) when some window is spent. */
  take(): Promise<boolean>;
}

export interface BudgetWindow {
  windowMs: number;
  max: number;
}

/** Open-Meteo's free tier: 600 calls a minute, 5,000 an hour, 10,000 a day. */
export const OPEN_METEO_FREE_TIER: readonly BudgetWindow[] = [
  { windowMs: 60_000, max: 600 },
  { windowMs: 3_600_000, max: 5_000 },
  { windowMs: 86_400_000, max: 10_000 },
];

/**
 * The budget of one process, counted in sliding windows: no stretch of time as long as a window
 * ever holds more calls than its max, however the upstream lines its own windows up. It keeps the
 * times of the calls of the longest window (at most its max), oldest first.
 */
export function inProcessBudget(
  windows: readonly BudgetWindow[],
  now: () => number,
): UpstreamBudget {
  const longest = Math.max(...windows.map((w) => w.windowMs));
  const calls: number[] = [];
  /** Calls made within `windowMs` before `at`: binary search for the first inside it. */
  const within = (windowMs: number, at: number) => {
    let low = 0;
    let high = calls.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (calls[mid]! > at - windowMs) high = mid;
      else low = mid + 1;
    }
    return calls.length - low;
  };
  return {
    take: async () => {
      // A clock set back must not unsort the times the search relies on.
      const at = Math.max(now(), calls.at(-1) ?? Number.NEGATIVE_INFINITY);
      const expired = calls.length - within(longest, at);
      if (expired > 0) calls.splice(0, expired);
      if (windows.some((w) => within(w.windowMs, at) >= w.max)) return false;
      calls.push(at);
      return true;
    },
  };
}
