import dgram from 'node:dgram';
import net from 'node:net';

// Loopback stand-ins for an AIS receiver: a TCP server that serves NMEA to whoever connects (as
// AIS-catcher or a ShipPlotter server does) and a UDP sender that pushes datagrams at a port.

export interface TcpFeeder {
  port: number;
  /** Every connection accepted, in order; ended ones stay in the list. */
  sockets: net.Socket[];
  /** Connections open now. */
  open: () => number;
  /** Writes to every open connection. */
  write: (data: string | Buffer) => void;
  /** Hangs up on every connection, abruptly (RST), as a crashing feeder would. */
  dropAll: () => void;
  /** Resolves once `check` holds, polling. */
  waitFor: (check: () => boolean, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A TCP feeder on 127.0.0.1; `port` 0 picks a free one. `onConnection` runs for each new
 * connection, e.g. to send a file at once.
 */
export async function startTcpFeeder(
  port = 0,
  onConnection?: (socket: net.Socket) => void,
): Promise<TcpFeeder> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    // A client's reset must not become an unhandled 'error' in the test process.
    socket.on('error', () => undefined);
    onConnection?.(socket);
  });
  const live = () => sockets.filter((socket) => !socket.destroyed);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    sockets,
    open: () => live().length,
    write: (data) => live().forEach((socket) => socket.write(data)),
    dropAll: () => live().forEach((socket) => socket.resetAndDestroy()),
    waitFor: (check, timeoutMs = 5_000) => waitFor(check, timeoutMs),
    close: async () => {
      live().forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends each payload as one datagram to 127.0.0.1:port, in order. */
export async function sendUdp(port: number, ...payloads: (string | Buffer)[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  try {
    for (const payload of payloads) {
      await new Promise<void>((resolve, reject) =>
        socket.send(payload, port, '127.0.0.1', (error) => (error ? reject(error) : resolve())),
      );
    }
  } finally {
    socket.close();
  }
}

/** Polls `check` every 5 ms until it holds; rejects after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
