// Fans the ingested messages out to the clients of /api/ais/stream, once per tick. Each message
// was serialised once when it came in; here it is only matched and written. A client whose socket
// falls behind gets only the latest message per ship and kind until it drains (the shape of Signal
// K's BackpressureManager), and is dropped after sustained overflow, so a frozen client never
// costs the others or the ingest more than its own bounded map.
import type { ShipFrame, ShipStore } from '../ship-store';
import { FrameIndex } from './frame-index';
import { matchesPosition, type StreamFilter } from './stream-filter';

/** The part of a WebSocket the gateway uses. */
export interface StreamSocket {
  readonly bufferedAmount: number;
  /** Writes a complete WebSocket frame (ShipFrame.wire). */
  send(wire: Buffer): void;
  /** Ends the connection at once: the socket is too full for a polite close. */
  terminate(): void;
  /** Gathers a tick's writes into one system call. */
  batch(write: () => void): void;
}

export interface GatewayOptions {
  now: () => number;
  /** Above this many unsent bytes a client is behind. */
  highWaterBytes?: number;
  /** At or below this, a client that was behind is sent what it missed. */
  lowWaterBytes?: number;
  /** A client behind for this long is dropped. */
  overflowLimitMs?: number;
  onDrop?: (socket: StreamSocket) => void;
}

interface Client {
  filter: StreamFilter;
  /** While behind: the latest unsent frame per ship and kind; null while keeping up. */
  backlog: Map<string, ShipFrame> | null;
  behindSince: number | null;
}

const backlogKey = (frame: ShipFrame) => `${frame.mmsi}:${frame.kind}`;

export class AisGateway {
  private readonly clients = new Map<StreamSocket, Client>();
  private queue: ShipFrame[] = [];
  private readonly high: number;
  private readonly low: number;
  private readonly overflowLimitMs: number;
  private dropped = 0;

  constructor(
    private readonly store: ShipStore,
    private readonly options: GatewayOptions,
  ) {
    this.high = options.highWaterBytes ?? 1024 * 1024;
    this.low = options.lowWaterBytes ?? this.high / 4;
    this.overflowLimitMs = options.overflowLimitMs ?? 30_000;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  get droppedCount(): number {
    return this.dropped;
  }

  /** Starts (or, on a new subscription, restarts) a client with a snapshot of its ships. */
  subscribe(socket: StreamSocket, filter: StreamFilter): void {
    const backlog = new Map<string, ShipFrame>();
    for (const { ship, frames } of this.store.all()) {
      if (!matchesPosition(filter, ship.lat, ship.lon)) continue;
      for (const frame of frames) {
        if (filter.types !== null && !filter.types.has(frame.type)) continue;
        if (filter.mmsis !== null && !filter.mmsis.has(frame.mmsi)) continue;
        backlog.set(backlogKey(frame), frame);
      }
    }
    const client: Client = { filter, backlog, behindSince: null };
    this.clients.set(socket, client);
    this.drain(socket, client, this.options.now());
  }

  unsubscribe(socket: StreamSocket): void {
    this.clients.delete(socket);
  }

  publish(frame: ShipFrame): void {
    if (this.clients.size > 0) this.queue.push(frame);
  }

  /** Sends what came in since the last tick to every client. */
  tick(): void {
    const index = new FrameIndex(this.queue);
    const empty = this.queue.length === 0;
    this.queue = [];
    const now = this.options.now();
    for (const [socket, client] of this.clients) {
      const frames = empty ? [] : index.select(client.filter);
      if (client.backlog) {
        for (const frame of frames) client.backlog.set(backlogKey(frame), frame);
        this.drain(socket, client, now);
        continue;
      }
      if (frames.length === 0) continue;
      socket.batch(() => {
        for (const frame of frames) socket.send(frame.wire);
      });
      if (socket.bufferedAmount > this.high) {
        client.backlog = new Map();
        client.behindSince = now;
      }
    }
  }

  /** Sends the backlog while the socket has room; drops a client that stays behind too long. */
  private drain(socket: StreamSocket, client: Client, now: number): void {
    const backlog = client.backlog!;
    if (socket.bufferedAmount <= this.low) {
      socket.batch(() => {
        for (const [key, frame] of backlog) {
          if (socket.bufferedAmount > this.high) break;
          socket.send(frame.wire);
          backlog.delete(key);
        }
      });
    }
    if (backlog.size === 0 && socket.bufferedAmount <= this.high) {
      client.backlog = null;
      client.behindSince = null;
      return;
    }
    client.behindSince ??= now;
    if (now - client.behindSince > this.overflowLimitMs) {
      this.clients.delete(socket);
      this.dropped++;
      this.options.onDrop?.(socket);
      socket.terminate();
    }
  }
}
