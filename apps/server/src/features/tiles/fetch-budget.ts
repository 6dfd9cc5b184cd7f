/** Why a new upstream fetch was refused: this address had its share, or everyone together did. */
export type BudgetRefusal = 'address' | 'total';

export interface FetchBudgetLimits {
  /** New upstream fetches one client address may cause per window. */
  perAddress: number;
  /** New upstream fetches of the whole server per window. */
  total: number;
  windowMs: number;
}

/**
 * Counts the tiles clients make us fetch upstream, in fixed windows: a cache hit costs nothing,
 * a tile nobody had asked for costs its asker one. Both counts start again each window, so the
 * memory held is one number per address seen in the current window.
 */
export class FetchBudget {
  private windowStart = Number.NEGATIVE_INFINITY;
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly limits: FetchBudgetLimits,
    private readonly now: () => number,
  ) {}

  /** Takes one fetch for `address`, or answers why not (taking nothing then). */
  take(address: string): BudgetRefusal | undefined {
    const now = this.now();
    if (now - this.windowStart >= this.limits.windowMs) {
      this.windowStart = now;
      this.total = 0;
      this.byAddress.clear();
    }
    const used = this.byAddress.get(address) ?? 0;
    if (used >= this.limits.perAddress) return 'address';
    if (this.total >= this.limits.total) return 'total';
    this.byAddress.set(address, used + 1);
    this.total += 1;
    return undefined;
  }
}
