import dgram from 'node:dgram';
import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Backoff, type BackoffOptions } from './backoff';
import { DEFAULT_MAX_LINE_BYTES, splitLines } from './line-splitter';
import type { AisSink, AisSource, AisSourceState } from './source';

// AIS pushed to us over UDP: AIS-catcher, rtl-ais, dAISy and most receivers' "UDP output" send
// datagrams to a host:port they are configured with, so here host:port is where we listen, not
// whom we call. A datagram holds one or more whole sentences. Nothing to reconnect once bound;
// only the bind itself can fail (port taken, address not ours yet at boot), and is retried.

export interface NmeaUdpSourceOptions {
  /** Local address to bind, e.g. '0.0.0.0' for every interface, '::' for IPv6 too. */
  host: string;
  /** 0 binds any free port (tests); `address()` tells which. */
  port: number;
  backoff?: BackoffOptions;
  maxLineBytes?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface NmeaUdpStats {
  binds: number;
  datagrams: number;
  lines: number;
  /** Bind and socket errors, and sink failures. */
  errors: number;
}

const SILENT = { info: () => undefined, warn: () => undefined };

export class NmeaUdpSource implements AisSource {
  readonly kind = 'nmea-udp';
  private readonly backoff: Backoff;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  private readonly counters: NmeaUdpStats = { binds: 0, datagrams: 0, lines: 0, errors: 0 };
  private current: AisSourceState = 'off';
  private sink: AisSink | undefined;
  private socket: dgram.Socket | undefined;
  private bound: net.AddressInfo | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private onSocketGone: (() => void) | undefined;

  constructor(private readonly options: NmeaUdpSourceOptions) {
    this.backoff = new Backoff(options.backoff);
    this.log = options.log ?? SILENT;
  }

  start(sink: AisSink): void {
    if (this.sink || this.stopping) return;
    this.sink = sink;
    this.bind();
  }

  state(): AisSourceState {
    return this.current;
  }

  stats(): NmeaUdpStats {
    return { ...this.counters };
  }

  /** Where the socket listens while connected. */
  address(): net.AddressInfo | undefined {
    return this.bound;
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      this.current = 'stopped';
      clearTimeout(this.timer);
      this.timer = undefined;
      if (!this.socket) return resolve();
      this.onSocketGone = resolve;
      closeQuietly(this.socket);
    });
    return this.stopping;
  }

  private bind(): void {
    this.timer = undefined;
    if (this.stopping || this.socket) return;
    const { host, port } = this.options;
    this.current = 'connecting';
    const socket = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');
    this.socket = socket;

    socket.on('listening', () => {
      this.bound = socket.address();
      this.current = 'connected';
      this.counters.binds += 1;
      // Bound is all UDP can achieve; a later bind failure starts the waits over.
      this.backoff.reset();
      this.log.info({ address: this.bound }, 'AIS NMEA UDP listening');
    });
    socket.on('message', (datagram) => this.receive(datagram));
    // A bound UDP socket hardly ever errors; if it does, or the bind fails, start over: close
    // (which emits 'close') and bind again after a wait.
    socket.on('error', (error) => {
      this.counters.errors += 1;
      this.log.warn({ host, port, err: error.message }, 'AIS NMEA UDP error');
      closeQuietly(socket);
    });
    socket.on('close', () => this.closed(socket));
    socket.bind(port, host);
  }

  private receive(datagram: Buffer): void {
    this.counters.datagrams += 1;
    const maxLineBytes = this.options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    for (const line of splitLines(datagram.toString('utf8'), maxLineBytes)) {
      this.counters.lines += 1;
      // A sink's own bug must not, thrown from a socket event, crash the process.
      try {
        this.sink?.line(line);
      } catch (error) {
        this.counters.errors += 1;
        this.log.warn({ err: String(error) }, 'AIS sink failed on a line');
      }
    }
  }

  private closed(socket: dgram.Socket): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    this.bound = undefined;
    if (this.stopping) {
      this.onSocketGone?.();
      this.onSocketGone = undefined;
      return;
    }
    const delayMs = this.backoff.next();
    this.current = 'waiting';
    this.log.info({ delayMs }, 'AIS NMEA UDP bind retry scheduled');
    this.timer = setTimeout(() => this.bind(), delayMs);
  }
}

/** close() throws if the socket is closed already (an error racing stop); that is fine here. */
function closeQuietly(socket: dgram.Socket): void {
  try {
    socket.close();
  } catch {
    // Already closing: its 'close' event is on the way.
  }
}
