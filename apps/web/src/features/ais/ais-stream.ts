// The ship-traffic stream outside React: thousands of messages a minute must not re-render
// components or pass through the query cache (ARCHITECTURE.md convention 6). React reads a small
// snapshot, refreshed at most every NOTIFY_MS; the canvas reads the ship map directly.
import {
  aisBody,
  AIS_STREAM_TYPES,
  DANISH_BOXES,
  parseAisTimeUtc,
  type AisSubscription,
} from '@havhjaelp/common/ais';
import { applyAisMessage, type AisShip } from '@havhjaelp/common/ais-ship';
import { LIMITS } from '@havhjaelp/common/limits';
import { parseStreamFrame } from './stream-message';

/** off: disabled; connecting: first attempt; open: subscribed; reconnecting: lost, trying again. */
export type AisConnectionState = 'off' | 'connecting' | 'open' | 'reconnecting';

export interface AisSnapshot {
  state: AisConnectionState;
  shipCount: number;
  /** When the last ship message arrived (local clock); null before the first one. */
  lastMessageAt: number | null;
  /** When the stream was switched on; null while off. */
  enabledAt: number | null;
  /** The server's last refusal ("Ugyldig API-nøgle"), until ship messages flow again. */
  error: string | null;
  /** Grows with every change to the ships, so a reader can tell whether to look again. */
  version: number;
}

/** The part of the browser's WebSocket this store uses; tests pass a fake class. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface AisStreamOptions {
  url: () => string;
  apiKey: string;
  WebSocket: new (url: string) => SocketLike;
  now?: () => number;
}

/** React listeners hear about changes at most this often. */
export const NOTIFY_MS = 250;

/** With nothing received for this long while on, the ships shown are called out of date. */
export const STALE_AFTER_MS = 2 * 60_000;

/** Whether the stream is on but silent for over STALE_AFTER_MS (counted from switching on). */
export function isStale(snapshot: AisSnapshot, now: number): boolean {
  if (snapshot.enabledAt === null) return false;
  return now - (snapshot.lastMessageAt ?? snapshot.enabledAt) > STALE_AFTER_MS;
}

/** The subscription the stream expects first (SPEC.md section 7). */
export function subscriptionFor(apiKey: string): AisSubscription {
  return {
    APIKey: apiKey,
    BoundingBoxes: DANISH_BOXES.map(([a, b]) => [[...a], [...b]]),
    FilterMessageTypes: [...AIS_STREAM_TYPES],
  };
}

/**
 * When a report was made: the stream's time_utc, so the snapshot's older reports show their real
 * age, unless it is unreadable, in the future or older than the expiry (a replay's old clock).
 */
export function reportTime(timeUtc: string, now: number): number {
  const at = parseAisTimeUtc(timeUtc);
  return Number.isFinite(at) && at <= now && now - at < LIMITS.aisShipExpiryMs ? at : now;
}

export class AisStream {
  readonly ships = new Map<number, AisShip>();
  private readonly options: Required<AisStreamOptions>;
  private socket: SocketLike | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private cleanupTimer: ReturnType<typeof setInterval> | null = null;
  private notifyTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly shipWatchers = new Set<() => void>();
  private state: AisConnectionState = 'off';
  private lastMessageAt: number | null = null;
  private enabledAt: number | null = null;
  private error: string | null = null;
  private version = 0;
  private snapshot: AisSnapshot;

  constructor(options: AisStreamOptions) {
    this.options = { now: () => Date.now(), ...options };
    this.snapshot = this.makeSnapshot();
  }

  get enabled(): boolean {
    return this.enabledAt !== null;
  }

  enable(): void {
    if (this.enabled) return;
    this.enabledAt = this.options.now();
    this.cleanupTimer = setInterval(() => this.dropExpired(), LIMITS.aisCleanupMs);
    this.connect('connecting');
  }

  /** Closes the connection and forgets every ship (SPEC.md section 4). */
  disable(): void {
    if (!this.enabled) return;
    this.enabledAt = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.cleanupTimer) clearInterval(this.cleanupTimer);
    this.reconnectTimer = this.cleanupTimer = null;
    this.closeSocket();
    this.ships.clear();
    this.state = 'off';
    this.lastMessageAt = this.error = null;
    this.shipsChanged();
    this.flush();
  }

  /** For useSyncExternalStore: called at most every NOTIFY_MS. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AisSnapshot => this.snapshot;

  /**
   * Called synchronously on every change to the ship map, for the canvas, which only marks
   * itself dirty and draws on the next animation frame; keep the listener that cheap.
   */
  watchShips(listener: () => void): () => void {
    this.shipWatchers.add(listener);
    return () => this.shipWatchers.delete(listener);
  }

  /** Drops ships not heard from for LIMITS.aisShipExpiryMs. */
  dropExpired(): void {
    const oldest = this.options.now() - LIMITS.aisShipExpiryMs;
    let dropped = false;
    for (const [mmsi, ship] of this.ships) {
      if (ship.lastUpdate < oldest) dropped = this.ships.delete(mmsi);
    }
    if (dropped) this.shipsChanged();
  }

  private connect(state: 'connecting' | 'reconnecting'): void {
    this.reconnectTimer = null;
    this.setState(state);
    let socket: SocketLike;
    try {
      socket = new this.options.WebSocket(this.options.url());
    } catch {
      // A malformed URL throws at once; it is retried like any lost connection.
      return this.scheduleReconnect();
    }
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify(subscriptionFor(this.options.apiKey)));
      this.setState('open');
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      // Always followed by close, where the reconnect is planned.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (!this.enabled) return;
    this.setState('reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect('reconnecting'), LIMITS.aisReconnectMs);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened can throw in some browsers; it is gone either way.
    }
  }

  private receive(data: unknown): void {
    const frame = parseStreamFrame(data);
    if (!frame) return;
    if (frame.kind === 'error') {
      this.error = frame.error;
      return this.scheduleNotify();
    }
    const now = this.options.now();
    this.lastMessageAt = now;
    this.error = null;
    const mmsi = aisBody(frame.message).UserID;
    const before = this.ships.get(mmsi);
    const after = applyAisMessage(before, frame.message, reportTime(frame.timeUtc, now));
    if (after && after !== before) {
      this.ships.set(mmsi, after);
      this.shipsChanged();
    } else {
      this.scheduleNotify();
    }
  }

  private shipsChanged(): void {
    this.version++;
    for (const watcher of this.shipWatchers) watcher();
    this.scheduleNotify();
  }

  private setState(state: AisConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.scheduleNotify();
  }

  private scheduleNotify(): void {
    this.notifyTimer ??= setTimeout(() => this.flush(), NOTIFY_MS);
  }

  private flush(): void {
    if (this.notifyTimer) clearTimeout(this.notifyTimer);
    this.notifyTimer = null;
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): AisSnapshot {
    return {
      state: this.state,
      shipCount: this.ships.size,
      lastMessageAt: this.lastMessageAt,
      enabledAt: this.enabledAt,
      error: this.error,
      version: this.version,
    };
  }
}
