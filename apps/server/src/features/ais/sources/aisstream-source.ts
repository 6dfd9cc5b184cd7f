import { AIS_STREAM_TYPES, DANISH_BOXES } from '@havhjaelp/common/ais';
import type { FastifyBaseLogger } from 'fastify';
import WebSocket from 'ws';
import { Backoff, type BackoffOptions } from './backoff';
import type { AisSink, AisSource, AisSourceState } from './source';

// aisstream.io: one WebSocket, one subscription sent at once (aisstream closes a connection that
// has not subscribed within 3 s), then a stream of JSON messages. aisstream allows few
// connections per key and counts every one, so there is never more than one socket: `socket` is
// set from the moment a connection is started until its 'close' event, and a new one is only
// started from that 'close' (via the backoff timer), never beside it.

export const AISSTREAM_URL = 'wss://stream.aisstream.io/v0/stream';

export interface AisstreamSourceOptions {
  apiKey: string;
  url?: string;
  backoff?: BackoffOptions;
  /** Upgrade not answered in this long: give up and retry. Default 15 s. */
  connectTimeoutMs?: number;
  /** No frame for this long: the link is assumed dead and replaced. Default 2 min. */
  idleTimeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
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

const SILENT = { info: () => undefined, warn: () => undefined };
/** Our frames are a few hundred bytes; refusing huge ones bounds memory if the peer misbehaves. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;
/** How long stop() lets the close handshake take before it cuts the connection. */
const CLOSE_GRACE_MS = 2_000;

export class AisstreamSource implements AisSource {
  readonly kind = 'aisstream';
  private readonly url: string;
  private readonly backoff: Backoff;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  private readonly counters: AisstreamStats = {
    attempts: 0,
    connects: 0,
    messages: 0,
    badJson: 0,
    errors: 0,
    lastDelayMs: 0,
  };
  private current: AisSourceState = 'off';
  private sink: AisSink | undefined;
  private socket: WebSocket | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private stopping: Promise<void> | undefined;
  private onSocketGone: (() => void) | undefined;

  constructor(private readonly options: AisstreamSourceOptions) {
    this.url = options.url ?? AISSTREAM_URL;
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

  stats(): AisstreamStats {
    return { ...this.counters };
  }

  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      this.current = 'stopped';
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = undefined;
      const socket = this.socket;
      if (!socket) return resolve();
      const grace = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      this.onSocketGone = () => {
        clearTimeout(grace);
        resolve();
      };
      // While connecting this aborts the upgrade; once open it is a normal close handshake.
      socket.close(1000, 'stopping');
    });
    return this.stopping;
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    if (this.stopping || this.socket) return;
    this.current = 'connecting';
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
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    let subscribed = false;
    let fresh = true;

    socket.on('open', () => {
      if (this.socket !== socket) return;
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
      if (this.socket !== socket || !subscribed) return;
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
      if (!this.stopping) this.failed('AIS stream error', error);
    });
    socket.on('close', (code, reason) => this.closed(socket, code, reason.toString()));
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

  private closed(socket: WebSocket, code: number, reason: string): void {
    if (this.socket !== socket) return;
    this.socket = undefined;
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.stopping) {
      this.onSocketGone?.();
      this.onSocketGone = undefined;
      return;
    }
    this.log.info({ code, reason }, 'AIS stream closed');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delayMs = this.backoff.next();
    this.counters.lastDelayMs = delayMs;
    this.current = 'waiting';
    this.log.info({ delayMs }, 'AIS stream reconnect scheduled');
    this.reconnectTimer = setTimeout(() => this.connect(), delayMs);
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
