import { LIMITS } from '@havhjaelp/common/limits';

// How long a network source waits before it tries again. Upstreams that are down (aisstream
// restarting, a receiver's Wi-Fi gone) must not be hammered every 5 s for hours, and a rejected
// API key must not turn into a tight reconnect loop, so the wait doubles up to a ceiling. Jitter
// keeps several instances (or a source and its own earlier attempts) from retrying in lockstep.
// Pure: time and randomness come from the caller, so tests can pin both.

export interface BackoffOptions {
  /** First wait, and the floor of every wait. Default LIMITS.aisReconnectMs (5 s). */
  minMs?: number;
  /** Ceiling of every wait. Default 5 min. */
  maxMs?: number;
  /**
   * 'full': uniform between minMs and the doubled ceiling (AWS "full jitter", floored at minMs so
   * a refusing server is never retried at once). 'decorrelated': uniform between minMs and three
   * times the previous wait (AWS "decorrelated jitter"). Default 'full'.
   */
  jitter?: 'full' | 'decorrelated';
  /** A connection that stayed up this long counts as a success: the next wait starts over. */
  resetAfterMs?: number;
  /** In [0, 1); Math.random unless a test pins it. */
  random?: () => number;
}

export const DEFAULT_BACKOFF = {
  minMs: LIMITS.aisReconnectMs,
  maxMs: 5 * 60_000,
  jitter: 'full',
  resetAfterMs: 60_000,
} as const;

/** Past this many doublings the ceiling is maxMs anyway; stops 2 ** n from growing unbounded. */
const MAX_DOUBLINGS = 30;

export class Backoff {
  readonly minMs: number;
  readonly maxMs: number;
  private readonly jitter: 'full' | 'decorrelated';
  private readonly resetAfterMs: number;
  private readonly random: () => number;
  /** Waits handed out since the last success. */
  private failures = 0;
  private previousMs: number;
  private upSince: number | undefined;

  constructor(options: BackoffOptions = {}) {
    this.minMs = Math.max(0, options.minMs ?? DEFAULT_BACKOFF.minMs);
    this.maxMs = Math.max(this.minMs, options.maxMs ?? DEFAULT_BACKOFF.maxMs);
    this.jitter = options.jitter ?? DEFAULT_BACKOFF.jitter;
    this.resetAfterMs = options.resetAfterMs ?? DEFAULT_BACKOFF.resetAfterMs;
    this.random = options.random ?? Math.random;
    this.previousMs = this.minMs;
  }

  /** The highest wait the next call to `next()` can return (before any reset it applies). */
  ceilingMs(): number {
    if (this.jitter === 'decorrelated') return Math.min(this.maxMs, this.previousMs * 3);
    return Math.min(this.maxMs, this.minMs * 2 ** Math.min(this.failures, MAX_DOUBLINGS));
  }

  /** How long to wait before the next attempt; each call counts one more failure. */
  next(now: number = Date.now()): number {
    if (this.upSince !== undefined && now - this.upSince >= this.resetAfterMs) this.reset();
    this.upSince = undefined;
    const ceiling = this.ceilingMs();
    // Math.random can return 0 but never 1; clamp what a test injects to the same range.
    const r = Math.min(Math.max(this.random(), 0), 1);
    const waitMs = Math.round(this.minMs + r * (ceiling - this.minMs));
    this.failures += 1;
    this.previousMs = Math.max(this.minMs, waitMs);
    return waitMs;
  }

  /** A connection is up; if it stays up resetAfterMs, the failure that ends it starts over. */
  connected(now: number = Date.now()): void {
    this.upSince = now;
  }

  /** Known good (e.g. the first valid message arrived): the next wait is minMs again. */
  reset(): void {
    this.failures = 0;
    this.previousMs = this.minMs;
    this.upSince = undefined;
  }
}
