// The subscribers of the AIS gateway bench: plain WebSocket clients of /api/ais/stream, each
// with a box of its own, measuring the lag from the server's ingest (time_utc) to arrival.
import { DEFAULT_AIS_CLIENT_KEY } from '@havhjaelp/common/ais';
import { WebSocket } from 'ws';

const TIME_KEY = Buffer.from('"time_utc":"');
const MAX_LAG_MS = 60_000;

/** Arrival lags in 1 ms buckets, so a five-minute run keeps a fixed amount of memory. */
export class LagHistogram {
  private readonly buckets = new Uint32Array(MAX_LAG_MS + 1);
  count = 0;

  add(lagMs: number): void {
    this.buckets[Math.max(0, Math.min(MAX_LAG_MS, Math.round(lagMs)))]!++;
    this.count++;
  }

  percentile(p: number): number {
    const rank = Math.ceil(this.count * p);
    let seen = 0;
    for (let ms = 0; ms <= MAX_LAG_MS; ms++) {
      seen += this.buckets[ms]!;
      if (seen >= rank) return ms;
    }
    return MAX_LAG_MS;
  }

  reset(): void {
    this.buckets.fill(0);
    this.count = 0;
  }
}

/** The ms of "2026-11-21 10:00:00.123000000 +0000 UTC" inside a frame, read without JSON.parse. */
function ingestTime(frame: Buffer): number {
  const at = frame.indexOf(TIME_KEY);
  if (at < 0) return Number.NaN;
  const text = frame.toString('latin1', at + TIME_KEY.length, at + TIME_KEY.length + 23);
  return Date.parse(`${text.slice(0, 10)}T${text.slice(11)}Z`);
}

export interface Subscribers {
  lags: LagHistogram;
  /** Frames received since the start. */
  frames(): number;
  /** Clients whose socket closed. */
  closed(): number;
  close(): void;
}

/** A random box of `latSpan` × `lonSpan` degrees inside [54.5, 8]–[58, 13], the same each run. */
function boxes(count: number, latSpan: number, lonSpan: number) {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, () => {
    const south = 54.5 + random() * (3.5 - latSpan);
    const west = 8 + random() * (5 - lonSpan);
    return [
      [south, west],
      [south + latSpan, west + lonSpan],
    ];
  });
}

export async function subscribe(
  url: string,
  count: number,
  span: { lat: number; lon: number },
): Promise<Subscribers> {
  const lags = new LagHistogram();
  let frames = 0;
  let closed = 0;
  const sockets: WebSocket[] = [];
  const open = (box: number[][]) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      sockets.push(ws);
      ws.on('error', reject);
      ws.on('close', () => closed++);
      ws.on('open', () => {
        ws.send(JSON.stringify({ APIKey: DEFAULT_AIS_CLIENT_KEY, BoundingBoxes: [box] }));
        resolve();
      });
      ws.on('message', (data: Buffer) => {
        frames++;
        lags.add(Date.now() - ingestTime(data));
      });
    });
  const all = boxes(count, span.lat, span.lon);
  for (let i = 0; i < all.length; i += 100) await Promise.all(all.slice(i, i + 100).map(open));
  return {
    lags,
    frames: () => frames,
    closed: () => closed,
    close: () => sockets.forEach((ws) => ws.terminate()),
  };
}
