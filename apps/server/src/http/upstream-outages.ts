import type { FastifyBaseLogger } from 'fastify';

/** What is said when an upstream fetch ends: the outage starts, it ends, or nothing. */
export type OutageWord = 'down' | 'recovered' | null;

/**
 * An upstream's failures in a row after one fetch, and what to log about it: the first failure
 * after it worked starts an outage, further failures are only counted, and the first fetch that
 * works again ends it. One outage is two lines in the log however many requests it cost.
 */
export function afterFetch(
  failuresInRow: number,
  worked: boolean,
): { failuresInRow: number; word: OutageWord } {
  if (worked) return { failuresInRow: 0, word: failuresInRow > 0 ? 'recovered' : null };
  return { failuresInRow: failuresInRow + 1, word: failuresInRow === 0 ? 'down' : null };
}

/**
 * The outages of the outside services a feature fetches from (tile servers, Open-Meteo), each
 * logged once as a warning without a stack: during an outage every request fails the same way, and
 * a line each would bury the log.
 */
export class OutageLog<Upstream extends string> {
  private readonly failures = new Map<Upstream, number>();

  /** `service` names the kind of upstream in the log lines, e.g. 'tile server'. */
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly service: string,
  ) {}

  worked(upstream: Upstream): void {
    const failed = this.failures.get(upstream) ?? 0;
    const { failuresInRow, word } = afterFetch(failed, true);
    this.failures.set(upstream, failuresInRow);
    if (word === 'recovered') {
      this.log.info({ upstream, failedFetches: failed }, `${this.service} answers again`);
    }
  }

  failed(upstream: Upstream, error: Error): void {
    const { failuresInRow, word } = afterFetch(this.failures.get(upstream) ?? 0, false);
    this.failures.set(upstream, failuresInRow);
    if (word === 'down') {
      this.log.warn(
        { upstream, reason: error.message },
        `${this.service} failing; its further failures are counted until it answers again`,
      );
    }
  }
}
