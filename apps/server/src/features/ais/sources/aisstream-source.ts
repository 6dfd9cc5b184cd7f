import { AIS_STREAM_TYPES, DANISH_BOXES } from '@havhjaelp/common/ais';
import WebSocket from 'ws';
import { ReconnectingSource, type ReconnectingSourceOptions } from './reconnecting-source';

// aisstream.io: one WebSocket, one subscription sent at once (aisstream closes a connection that
// has not subscribed within 3 s), then a stream of JSON messages. aisstream allows few
// connections per key and counts every one, so there is never more than one socket:
// ReconnectingSource holds it from the moment a connection is started until its 'close' event,
// and a new one is only started from that 'close' (via the backoff timer), never beside it.

export const AISSTREAM_URL = 'wss://stream.aisstream.io/v0/stream';

export interface AisstreamSourceOptions extends ReconnectingSourceOptions {
  apiKey: string;
  url?: string;
  /** Upgrade not answered in this long: give up and retry. Default 15 s. */
  connectTimeoutMs?: number;
  /** No frame for this long: the link is assumed dead and replaced. Default 2 min. */
  idleTimeoutMs?: number;
}

export interface AisstreamStats {
  /** Connections started. */
  attempts: number;
  /** Connections opened (and subscribed). */
  connects: number;
  /** Messages handed to the sink. */
  messages: number;
  /** Frames that were not JSON, skipped. */
  badJson: number;
  /** Transport errors, `{"error": ...}` frames from aisstream, idle timeouts, sink failures. */
  errors: number;
  /** The wait before the reconnect now (or last) scheduled; 0 before the first. */
  lastDelayMs: number;
}

/** Our frames are a few hundred bytes; refusing huge ones bounds memory if the peer misbehaves. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** How long stop() lets the close handshake take before it cuts the connection. */
const CLOSE_GRACE_MS = 2_000;

export class AisstreamSource extends ReconnectingSource<WebSocket, AisstreamStats> {
  readonly kind = 'aisstream';
  private readonly url: string;
  private idleTimer: NodeJS.Timeout | undefined;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: AisstreamSourceOptions) {
    super(
      { attempts: 0, connects: 0, messages: 0, badJson: 0, errors: 0, lastDelayMs: 0 },
      options,
      'AIS stream reconnect scheduled',
    );
    this.url = options.url ?? AISSTREAM_URL;
  }

  protected openTransport(): WebSocket | undefined {
    this.counters.attempts += 1;
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url, {
        handshakeTimeout: this.options.connectTimeoutMs ?? 15_000,
        maxPayload: MAX_PAYLOAD_BYTES,
      });
    } catch (error) {
      // Only a malformed URL throws here. It will throw again, but retrying per backoff keeps the
      // process up and the mistake in the logs instead of crashing the server at boot.
      this.failed('AIS stream URL rejected', error);
      return undefined;
    }
    let subscribed = false;
    let fresh = true;

    socket.on('open', () => {
      if (!this.isCurrent(socket)) return;
      try {
        socket.send(JSON.stringify(this.subscription()));
      } catch (error) {
        this.failed('AIS stream subscription not sent', error);
        socket.terminate();
        return;
      }
      subscribed = true;
      this.current = 'connected';
      this.counters.connects += 1;
      this.backoff.connected();
      this.armIdleTimer(socket);
      this.log.info({ url: this.url }, 'AIS stream connected');
    });
    socket.on('message', (data) => {
      if (!this.isCurrent(socket) || !subscribed) return;
      this.idleTimer?.refresh();
      if (this.receive(rawText(data)) && fresh) {
        // A real message means key and subscription are good: the next failure starts over.
        fresh = false;
        this.backoff.reset();
      }
    });
    socket.on('pong', () => this.idleTimer?.refresh());
    // 'close' always follows 'error' (refused, 401, reset, handshake timeout); it decides. The
    // error of an upgrade that stop() aborted is expected, not counted.
    socket.on('error', (error) => {
      if (!this.stopRequested) this.failed('AIS stream error', error);
    });
    socket.on('close', (code, reason) => {
      // Worth a line only when the link broke by itself, not when stop() asked for it.
      if (this.isCurrent(socket) && !this.stopRequested) {
        this.log.info({ code, reason: reason.toString() }, 'AIS stream closed');
      }
      this.transportClosed(socket);
    });
    return socket;
  }

  protected closeTransport(socket: WebSocket): void {
    // A peer that never answers the close handshake must not hold stop() up for good.
    this.graceTimer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    // While connecting this aborts the upgrade; once open it is a normal close handshake.
    socket.close(1000, 'stopping');
  }

  protected override transportReleased(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  protected override retryDelay(): number {
    this.counters.lastDelayMs = super.retryDelay();
    return this.counters.lastDelayMs;
  }

  private subscription() {
    return {
      APIKey: this.options.apiKey,
      BoundingBoxes: DANISH_BOXES,
      FilterMessageTypes: AIS_STREAM_TYPES,
    };
  }

  /** Handles one frame; true if it was a message for the sink. Never throws. */
  private receive(text: string): boolean {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.counters.badJson += 1;
      return false;
    }
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      // aisstream's answer to a bad key or subscription, right before it closes.
      this.counters.errors += 1;
      this.log.warn({ error: parsed.error }, 'AIS stream refused the subscription');
      return false;
    }
    this.counters.messages += 1;
    try {
      this.sink?.message(parsed);
    } catch (error) {
      this.failed('AIS sink failed on a message', error);
    }
    return true;
  }

  private armIdleTimer(socket: WebSocket): void {
    const idleMs = this.options.idleTimeoutMs ?? 120_000;
    this.idleTimer = setTimeout(() => {
      this.failed('AIS stream silent too long; reconnecting', undefined);
      socket.terminate();
    }, idleMs);
  }

  private failed(what: string, error: unknown): void {
    this.counters.errors += 1;
    this.log.warn({ err: error instanceof Error ? error.message : error }, what);
  }
}

/** A frame's text; aisstream sends its JSON in binary frames, so both kinds are read. */
function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');
}
