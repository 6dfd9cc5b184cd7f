import type { FastifyBaseLogger } from 'fastify';
import { Backoff, type BackoffOptions } from './backoff';
import type { AisSink, AisSource, AisSourceState } from './source';

// The lifecycle every network AIS source shares, whatever its transport (TCP client, UDP bind,
// WebSocket): at most one transport at a time, a new one only once the last has closed, a wait
// per backoff in between, and a stop() that cancels the wait and resolves only when the
// transport is really gone (so a port is free again, or aisstream has counted the socket closed).
// Subclasses only open and close their transport and report its close via `transportClosed`.

export type SourceLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

export interface ReconnectingSourceOptions {
  backoff?: BackoffOptions;
  log?: SourceLog;
}

const SILENT: SourceLog = { info: () => undefined, warn: () => undefined };

export abstract class ReconnectingSource<
  T extends object,
  S extends { errors: number },
> implements AisSource {
  abstract readonly kind: string;
  protected readonly backoff: Backoff;
  protected readonly log: SourceLog;
  protected current: AisSourceState = 'off';
  protected sink: AisSink | undefined;
  private transport: T | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private onTransportGone: (() => void) | undefined;

  /** `retryMessage` is logged with each scheduled wait, naming what is retried. */
  constructor(
    protected readonly counters: S,
    options: ReconnectingSourceOptions,
    private readonly retryMessage: string,
  ) {
    this.backoff = new Backoff(options.backoff);
    this.log = options.log ?? SILENT;
  }

  start(sink: AisSink): void {
    if (this.sink || this.stopping) return;
    this.sink = sink;
    this.attempt();
  }

  state(): AisSourceState {
    return this.current;
  }

  stats(): S {
    return { ...this.counters };
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      this.current = 'stopped';
      clearTimeout(this.timer);
      this.timer = undefined;
      if (!this.transport) return resolve();
      this.onTransportGone = resolve;
      this.closeTransport(this.transport);
    });
    return this.stopping;
  }

  /**
   * Starts a transport and wires its events; its close must reach `transportClosed`. Returns
   * undefined if none could even be created, which is retried like any failure.
   */
  protected abstract openTransport(): T | undefined;

  /** Asked by stop(): close `transport`, which must still end in `transportClosed`. */
  protected abstract closeTransport(transport: T): void;

  /** The current transport is gone: drop what belonged to it (timers, address). */
  protected transportReleased(_transport: T): void {}

  /** The wait before the next attempt; a subclass may record it. */
  protected retryDelay(): number {
    return this.backoff.next();
  }

  /** Events of a replaced or abandoned transport must not act on the source. */
  protected isCurrent(transport: T): boolean {
    return this.transport === transport;
  }

  protected get stopRequested(): boolean {
    return this.stopping !== undefined;
  }

  /**
   * Hands a line to the sink. A sink's own bug must not cut the feed or, thrown from a socket
   * event, crash the process.
   */
  protected lineToSink(line: string): void {
    try {
      this.sink?.line(line);
    } catch (error) {
      this.counters.errors += 1;
      this.log.warn({ err: String(error) }, 'AIS sink failed on a line');
    }
  }

  /** Every way a transport ends comes here, once: finish a stop, or schedule the next try. */
  protected transportClosed(transport: T): void {
    if (this.transport !== transport) return;
    this.transport = undefined;
    this.transportReleased(transport);
    if (this.stopping) {
      this.onTransportGone?.();
      this.onTransportGone = undefined;
      return;
    }
    this.scheduleRetry();
  }

  private attempt(): void {
    this.timer = undefined;
    if (this.stopping || this.transport) return;
    this.current = 'connecting';
    this.transport = this.openTransport();
    if (!this.transport) this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const delayMs = this.retryDelay();
    this.current = 'waiting';
    this.log.info({ delayMs }, this.retryMessage);
    this.timer = setTimeout(() => this.attempt(), delayMs);
  }
}
