import net from 'node:net';
import { LineSplitter } from './line-splitter';
import { ReconnectingSource, type ReconnectingSourceOptions } from './reconnecting-source';

// AIS over a TCP client connection: AIS-catcher, rtl-ais, a ShipPlotter/OpenCPN server or a
// receiver on the boat's network serve NMEA sentences to whoever connects. The feed is expected
// to run for months, so every way it can end (refused, reset, peer closed, silent for too long)
// leads to the same place: wait per backoff, connect again.

export interface NmeaTcpSourceOptions extends ReconnectingSourceOptions {
  host: string;
  port: number;
  /** Nothing received for this long: the link is assumed dead and is replaced. Default 2 min. */
  idleTimeoutMs?: number;
  maxLineBytes?: number;
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

/** TCP keepalive probes find a peer that vanished without a FIN even while we only read. */
const KEEPALIVE_MS = 30_000;

export class NmeaTcpSource extends ReconnectingSource<net.Socket, NmeaTcpStats> {
  readonly kind = 'nmea-tcp';

  constructor(private readonly options: NmeaTcpSourceOptions) {
    super(
      { attempts: 0, connects: 0, lines: 0, discarded: 0, errors: 0 },
      options,
      'AIS NMEA TCP reconnect scheduled',
    );
  }

  protected openTransport(): net.Socket {
    const { host, port } = this.options;
    this.counters.attempts += 1;
    // `timeout` is armed before connecting, so it also ends a connect that hangs (a host that
    // drops SYNs), not only a connection that went quiet.
    const socket = net.connect({ host, port, timeout: this.options.idleTimeoutMs ?? 120_000 });
    // A new splitter per connection: half a line from a dropped link must not prefix the next.
    let quiet = true;
    const splitter = new LineSplitter((line) => {
      // Data flowing proves the feed works: the next failure starts the backoff over.
      if (quiet) this.backoff.reset();
      quiet = false;
      this.counters.lines += 1;
      this.lineToSink(line);
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
    socket.on('close', () => this.transportClosed(socket));
    return socket;
  }

  protected closeTransport(socket: net.Socket): void {
    socket.destroy();
  }
}
