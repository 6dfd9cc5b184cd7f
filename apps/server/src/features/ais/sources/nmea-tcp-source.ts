import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Backoff, type BackoffOptions } from './backoff';
import { LineSplitter } from './line-splitter';
import type { AisSink, AisSource, AisSourceState } from './source';

// AIS over a TCP client connection: AIS-catcher, rtl-ais, a ShipPlotter/OpenCPN server or a
// receiver on the boat's network serve NMEA sentences to whoever connects. The feed is expected
// to run for months, so every way it can end (refused, reset, peer closed, silent for too long)
// leads to the same place: wait per backoff, connect again.

export interface NmeaTcpSourceOptions {
  host: string;
  port: number;
  backoff?: BackoffOptions;
  /** Nothing received for this long: the link is assumed dead and is replaced. Default 2 min. */
  idleTimeoutMs?: number;
  maxLineBytes?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface NmeaTcpStats {
  /** Connection attempts started. */
  attempts: number;
  /** Connections established. */
  connects: number;
  lines: number;
  /** Overlong lines dropped. */
  discarded: number;
  /** Socket errors and idle timeouts. */
  errors: number;
}

const SILENT = { info: () => undefined, warn: () => undefined };
/** TCP keepalive probes find a peer that vanished without a FIN even while we only read. */
const KEEPALIVE_MS = 30_000;

export class NmeaTcpSource implements AisSource {
  readonly kind = 'nmea-tcp';
  private readonly backoff: Backoff;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  private readonly counters: NmeaTcpStats = {
    attempts: 0,
    connects: 0,
    lines: 0,
    discarded: 0,
    errors: 0,
  };
  private current: AisSourceState = 'off';
  private sink: AisSink | undefined;
  private socket: net.Socket | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private onSocketGone: (() => void) | undefined;

  constructor(private readonly options: NmeaTcpSourceOptions) {
    this.backoff = new Backoff(options.backoff);
    this.log = options.log ?? SILENT;
  }

  start(sink: AisSink): void {
    if (this.sink || this.stopping) return;
    this.sink = sink;
    this.connect();
  }

  state(): AisSourceState {
    return this.current;
  }

  stats(): NmeaTcpStats {
    return { ...this.counters };
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      this.current = 'stopped';
      clearTimeout(this.timer);
      this.timer = undefined;
      if (!this.socket) return resolve();
      this.onSocketGone = resolve;
      this.socket.destroy();
    });
    return this.stopping;
  }

  private connect(): void {
    this.timer = undefined;
    if (this.stopping || this.socket) return;
    const { host, port } = this.options;
    this.current = 'connecting';
    this.counters.attempts += 1;
    // `timeout` is armed before connecting, so it also ends a connect that hangs (a host that
    // drops SYNs), not only a connection that went quiet.
    const socket = net.connect({ host, port, timeout: this.options.idleTimeoutMs ?? 120_000 });
    this.socket = socket;
    // A new splitter per connection: half a line from a dropped link must not prefix the next.
    let quiet = true;
    const splitter = new LineSplitter((line) => {
      // Data flowing proves the feed works: the next failure starts the backoff over.
      if (quiet) this.backoff.reset();
      quiet = false;
      this.deliver(line);
    }, this.options.maxLineBytes);
    let lastDiscarded = 0;

    socket.on('connect', () => {
      socket.setKeepAlive(true, KEEPALIVE_MS);
      this.current = 'connected';
      this.counters.connects += 1;
      this.backoff.connected();
      this.log.info({ host, port }, 'AIS NMEA TCP connected');
    });
    socket.on('data', (chunk: Buffer) => {
      splitter.push(chunk);
      this.counters.discarded += splitter.discarded - lastDiscarded;
      lastDiscarded = splitter.discarded;
    });
    socket.on('timeout', () => {
      this.counters.errors += 1;
      this.log.warn({ host, port }, 'AIS NMEA TCP silent too long; reconnecting');
      socket.destroy();
    });
    // 'close' always follows 'error'; the reconnect is decided there, once.
    socket.on('error', (error) => {
      this.counters.errors += 1;
      this.log.warn({ host, port, err: error.message }, 'AIS NMEA TCP error');
    });
    socket.on('close', () => this.closed(socket));
  }

  private deliver(line: string): void {
    this.counters.lines += 1;
    // A sink's own bug must not cut the feed (or, thrown from a socket event, crash the process).
    try {
      this.sink?.line(line);
    } catch (error) {
      this.counters.errors += 1;
      this.log.warn({ err: String(error) }, 'AIS sink failed on a line');
    }
  }

  private closed(socket: net.Socket): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    if (this.stopping) {
      this.onSocketGone?.();
      this.onSocketGone = undefined;
      return;
    }
    const delayMs = this.backoff.next();
    this.current = 'waiting';
    this.log.info({ delayMs }, 'AIS NMEA TCP reconnect scheduled');
    this.timer = setTimeout(() => this.connect(), delayMs);
  }
}
