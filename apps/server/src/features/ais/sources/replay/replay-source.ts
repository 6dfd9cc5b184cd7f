// The 'replay' AIS source: simulated traffic in Danish waters, for development, demos and tests
// without a receiver or an aisstream.io key. A thin timer around ReplayTraffic: every tick it
// steps the simulation to the clock and hands the sentences on as if a receiver had sent them.
import type { AisSink, AisSource, AisSourceState } from '../source';
import { ReplayTraffic } from './replay-traffic';

/** The same seed gives the same fleet on every start, so the demo map looks familiar. */
export const DEFAULT_REPLAY_SEED = 1;
export const DEFAULT_TICK_MS = 1_000;

/** Calls `callback` every `ms` until the returned function is called. */
export type Repeat = (callback: () => void, ms: number) => () => void;

const repeatWithInterval: Repeat = (callback, ms) => {
  const handle = setInterval(callback, ms);
  return () => clearInterval(handle);
};

export interface ReplaySourceOptions {
  readonly seed?: number;
  /** Ships in the simulated fleet; 300 when left out. */
  readonly targets?: number;
  readonly tickMs?: number;
  /** Epoch milliseconds; the simulation follows this clock. */
  readonly now?: () => number;
  readonly repeat?: Repeat;
}

export class ReplaySource implements AisSource {
  readonly kind = 'replay';
  private current: AisSourceState = 'off';
  private cancel: (() => void) | null = null;

  constructor(private readonly options: ReplaySourceOptions = {}) {}

  /** Starts a fresh simulation at the current time; does nothing while already running. */
  start(sink: AisSink): void {
    if (this.cancel) return;
    const { seed = DEFAULT_REPLAY_SEED, targets, tickMs = DEFAULT_TICK_MS } = this.options;
    const now = this.options.now ?? Date.now;
    const traffic = new ReplayTraffic({ seed, targets, startMs: now() });
    const repeat = this.options.repeat ?? repeatWithInterval;
    this.cancel = repeat(() => {
      for (const line of traffic.step(now())) sink.line(line);
    }, tickMs);
    this.current = 'connected';
  }

  async stop(): Promise<void> {
    this.cancel?.();
    this.cancel = null;
    this.current = 'stopped';
  }

  state(): AisSourceState {
    return this.current;
  }
}
