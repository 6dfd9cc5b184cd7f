import type { FastifyBaseLogger } from 'fastify';
import type { TileLayer } from './rules';

/** What is said when an upstream fetch ends: the outage starts, it ends, or nothing. */
export type OutageWord = 'down' | 'recovered' | null;

/**
 * An upstream's failures in a row after one fetch, and what to log about it: the first failure
 * after it worked starts an outage, further failures are only counted, and the first fetch that
 * works again ends it. One outage is two lines in the log however many tiles it cost.
 */
export function afterFetch(
  failuresInRow: number,
  worked: boolean,
): { failuresInRow: number; word: OutageWord } {
  if (worked) return { failuresInRow: 0, word: failuresInRow > 0 ? 'recovered' : null };
  return { failuresInRow: failuresInRow + 1, word: failuresInRow === 0 ? 'down' : null };
}

/** The outages of each layer's tile server, logged once each (a warning, without a stack). */
export class OutageLog {
  private readonly failures = new Map<TileLayer, number>();

  constructor(private readonly log: FastifyBaseLogger) {}

  worked(layer: TileLayer): void {
    const failed = this.failures.get(layer) ?? 0;
    const { failuresInRow, word } = afterFetch(failed, true);
    this.failures.set(layer, failuresInRow);
    if (word === 'recovered') {
      this.log.info({ layer, failedFetches: failed }, 'tile server answers again');
    }
  }

  failed(layer: TileLayer, error: Error): void {
    const { failuresInRow, word } = afterFetch(this.failures.get(layer) ?? 0, false);
    this.failures.set(layer, failuresInRow);
    if (word === 'down') {
      this.log.warn(
        { layer, reason: error.message },
        'tile server failing; its further failures are counted until it answers again',
      );
    }
  }
}
