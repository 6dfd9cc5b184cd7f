// The NMEA feed of the AIS gateway bench: a loopback TCP server the app connects to as its
// AIS_SOURCE, writing AIVDM lines of `ships` moving ships at `rate` lines per second. Static
// data of every ship goes first, then Class A positions round after round.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AivdmFramer } from '@havhjaelp/aivdm';

const ROUNDS = 20;
const BATCH_MS = 10;

function feedLines(ships: number): { statics: string[]; positions: string[] } {
  const framer = new AivdmFramer();
  let seed = 11;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const fleet = Array.from({ length: ships }, (_, i) => ({
    mmsi: 219_000_000 + i,
    lat: 54.6 + random() * 3.3,
    lon: 8.1 + random() * 4.8,
    course: Math.floor(random() * 360),
    speed: 2 + random() * 18,
  }));
  const statics = fleet.flatMap(({ mmsi }) =>
    framer.lines({
      type: 5,
      mmsi,
      callsign: `OZ${mmsi % 10_000}`,
      shipname: `BENCH ${mmsi % 100_000}`,
      shiptype: 70,
      destination: 'DKAAR',
    }),
  );
  const positions: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const ship of fleet) {
      // About a minute's sailing per round, so ships move from round to round.
      const step = (ship.speed / 60 / 60) * round;
      const radians = (ship.course * Math.PI) / 180;
      positions.push(
        ...framer.lines({
          type: 1,
          mmsi: ship.mmsi,
          lat: ship.lat + step * Math.cos(radians),
          lon: ship.lon + (step * Math.sin(radians)) / Math.cos((ship.lat * Math.PI) / 180),
          speed: Math.round(ship.speed * 10) / 10,
          course: ship.course,
          heading: ship.course,
          status: 0,
        }),
      );
    }
  }
  return { statics, positions };
}

export interface Feeder {
  /** The AIS_SOURCE that makes the app read this feed. */
  source: string;
  /** Lines written so far. */
  sent(): number;
  /** Bytes written but not yet taken by the app: grows when it cannot keep up. */
  backlogBytes(): number;
  stop(): Promise<void>;
}

export async function startFeeder(ships: number, rate: number): Promise<Feeder> {
  const { statics, positions } = feedLines(ships);
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(statics.join('\r\n') + '\r\n');
    let next = 0;
    const perBatch = Math.round((rate * BATCH_MS) / 1000);
    const started = Date.now();
    let batches = 0;
    // Paced by the clock, not by the timer, so a late timer catches up instead of slowing down.
    timer = setInterval(() => {
      const due = Math.floor((Date.now() - started) / BATCH_MS) - batches;
      for (let b = 0; b < due; b++, batches++) {
        const lines: string[] = [];
        for (let i = 0; i < perBatch; i++) lines.push(positions[next++ % positions.length]!);
        socket.write(lines.join('\r\n') + '\r\n');
        sent += perBatch;
      }
    }, BATCH_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    source: `nmea-tcp://127.0.0.1:${port}`,
    sent: () => sent,
    backlogBytes: () => [...sockets].reduce((sum, socket) => sum + socket.writableLength, 0),
    stop: async () => {
      clearInterval(timer);
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
