import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import type { AisSink, AisSource } from '../sources/source';
import { waitFor } from './nmea-feeder';

// Checks shared by the tests of the reconnecting AIS sources (NMEA over TCP and UDP), which
// differ in transport but not in how they wait, retry and stop.

/** A sink that keeps every NMEA line handed to it. */
export function recordingSink() {
  const lines: string[] = [];
  const sink: AisSink = { line: (text) => lines.push(text), message: () => undefined };
  return { lines, sink };
}

/**
 * Starts `source` against an endpoint that fails, stops it while it waits to retry, then checks
 * for `settleMs` that no retry ran: `stat` (a counter every attempt moves) stays where it was.
 */
export async function expectStopCancelsRetry<K extends string>(
  source: AisSource & { stats(): Record<K, number> },
  stat: K,
  settleMs: number,
): Promise<void> {
  source.start(recordingSink().sink);
  await waitFor(() => source.state() === 'waiting');
  await source.stop();
  const atStop = source.stats()[stat];
  await sleep(settleMs);
  expect(source.stats()[stat]).toBe(atStop);
  expect(source.state()).toBe('stopped');
}
