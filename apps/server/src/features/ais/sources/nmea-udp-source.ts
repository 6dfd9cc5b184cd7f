import dgram from 'node:dgram';
import net from 'node:net';
import { DEFAULT_MAX_LINE_BYTES, splitLines } from './line-splitter';
import { ReconnectingSource, type ReconnectingSourceOptions } from './reconnecting-source';

// AIS pushed to us over UDP: AIS-catcher, rtl-ais, dAISy and most receivers' "UDP output" send
// datagrams to a host:port they are configured with, so here host:port is where we listen, not
// whom we call. A datagram holds one or more whole sentences. Nothing to reconnect once bound;
// only the bind itself can fail (port taken, address not ours yet at boot), and is retried.

export interface NmeaUdpSourceOptions extends ReconnectingSourceOptions {
  /** Local address to bind, e.g. '0.0.0.0' for every interface, '::' for IPv6 too. */
  host: string;
  /** 0 binds any free port (tests); `address()` tells which. */
  port: number;
  maxLineBytes?: number;
}

export interface NmeaUdpStats {
  binds: number;
  datagrams: number;
  lines: number;
  /** Bind and socket errors, and sink failures. */
  errors: number;
}

export class NmeaUdpSource extends ReconnectingSource<dgram.Socket, NmeaUdpStats> {
  readonly kind = 'nmea-udp';
  private bound: net.AddressInfo | undefined;

  constructor(private readonly options: NmeaUdpSourceOptions) {
    super(
      { binds: 0, datagrams: 0, lines: 0, errors: 0 },
      options,
      'AIS NMEA UDP bind retry scheduled',
    );
  }

  /** Where the socket listens while connected. */
  address(): net.AddressInfo | undefined {
    return this.bound;
  }

  protected openTransport(): dgram.Socket {
    const { host, port } = this.options;
    const socket = dgram.createSocket(net.isIPv6(host) ? 'udp6' : 'udp4');

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
    socket.on('close', () => this.transportClosed(socket));
    socket.bind(port, host);
    return socket;
  }

  protected closeTransport(socket: dgram.Socket): void {
    closeQuietly(socket);
  }

  protected override transportReleased(): void {
    this.bound = undefined;
  }

  private receive(datagram: Buffer): void {
    this.counters.datagrams += 1;
    const maxLineBytes = this.options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    for (const line of splitLines(datagram.toString('utf8'), maxLineBytes)) {
      this.counters.lines += 1;
      this.lineToSink(line);
    }
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
