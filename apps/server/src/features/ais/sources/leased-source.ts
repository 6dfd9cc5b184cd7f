import type { Leases } from '../../../cluster/leases';
import type { AisSink, AisSource, AisSourceState } from './source';

// Several app instances, one upstream connection: aisstream.io allows one per key, and the ships
// reach every instance over the bus anyway. The instance holding the lease 'ais-source' opens the
// source; the lease is renewed well inside its time to live, so it passes to another instance
// only when the holder stops (it gives the lease up) or dies (the lease runs out).

export const AIS_SOURCE_LEASE = 'ais-source';

export interface LeasedSourceOptions {
  leases: Leases;
  instanceId: string;
  /** A fresh source each time this instance takes over: a stopped source does not start again. */
  open: () => AisSource;
  sink: AisSink;
  /** How long the lease lasts without renewal: how long a dead holder keeps the source. */
  ttlMs?: number;
  /** How often the holder renews and the others try to take over. */
  renewMs?: number;
}

/** Who has the upstream connection: this instance ('holder'), or another ('follower'). */
export interface SourceHolding {
  role: 'holder' | 'follower';
  /** The instance holding the source; null while none does (or Redis cannot say). */
  holder: string | null;
}

export class LeasedSource {
  private source: AisSource | undefined;
  private holder: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private turn: Promise<void> | undefined;
  private stopped = false;
  private readonly ttlMs: number;
  private readonly renewMs: number;

  constructor(private readonly options: LeasedSourceOptions) {
    this.ttlMs = options.ttlMs ?? 15_000;
    this.renewMs = options.renewMs ?? 5_000;
  }

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.renewMs);
    this.timer.unref();
  }

  /** The source's state here: 'off' while another instance has it. */
  state(): AisSourceState {
    return this.source?.state() ?? 'off';
  }

  holding(): SourceHolding {
    return {
      role: this.source ? 'holder' : 'follower',
      holder: this.holder,
    };
  }

  /** Closes the source, and only then gives the lease up: never two connections at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.turn;
    await this.close();
    await this.options.leases.release(AIS_SOURCE_LEASE).catch(() => undefined);
  }

  /** Tries for the lease now rather than at the next renewal: the holder said it gave it up. */
  tryNow(): void {
    this.tick();
  }

  private tick(): void {
    if (this.stopped) return;
    this.turn ??= this.renew().finally(() => {
      this.turn = undefined;
    });
  }

  private async renew(): Promise<void> {
    const { leases, instanceId } = this.options;
    let held = false;
    try {
      held = await leases.acquire(AIS_SOURCE_LEASE, this.ttlMs);
      this.holder = held ? instanceId : ((await leases.holder(AIS_SOURCE_LEASE)) ?? null);
    } catch {
      // Without Redis the lease cannot be renewed and runs out; another instance may take it.
      this.holder = null;
    }
    if (this.stopped) return;
    if (held && !this.source) {
      this.source = this.options.open();
      this.source.start(this.options.sink);
    } else if (!held) {
      await this.close();
    }
  }

  private async close(): Promise<void> {
    const source = this.source;
    this.source = undefined;
    await source?.stop();
  }
}
