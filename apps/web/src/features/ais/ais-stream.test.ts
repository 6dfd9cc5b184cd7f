import { AIS_STREAM_TYPES, aisTimeUtc, DANISH_BOXES } from '@havhjaelp/common/ais';
import { LIMITS } from '@havhjaelp/common/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AisStream,
  isStale,
  NOTIFY_MS,
  reportTime,
  STALE_AFTER_MS,
  type SocketLike,
} from './ais-stream';
import { positionReport, staticData, withBodyField } from './test-messages';

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  /** The server's side. */
  open() {
    this.onopen?.({});
  }
  deliver(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;
let clock = 0;

function makeStream() {
  return new AisStream({
    url: () => 'ws://havhjaelp.test/api/ais/stream',
    apiKey: 'test-key',
    WebSocket: FakeSocket,
    now: () => clock,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
  clock = Date.parse('2026-06-01T12:00:00Z');
});
afterEach(() => vi.useRealTimers());

describe('AisStream connection', () => {
  it('connects on enable and subscribes to the Danish boxes and the stream types once open', () => {
    const stream = makeStream();
    expect(FakeSocket.all).toHaveLength(0);
    stream.enable();
    expect(latest().url).toBe('ws://havhjaelp.test/api/ais/stream');
    expect(latest().sent).toEqual([]);
    latest().open();
    expect(latest().sent.map((text) => JSON.parse(text))).toEqual([
      {
        APIKey: 'test-key',
        BoundingBoxes: DANISH_BOXES,
        FilterMessageTypes: [...AIS_STREAM_TYPES],
      },
    ]);
  });

  it('reconnects 5 s after the connection closes, only while enabled', () => {
    const stream = makeStream();
    stream.enable();
    latest().open();
    latest().drop();
    vi.advanceTimersByTime(LIMITS.aisReconnectMs - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop();
    stream.disable();
    vi.advanceTimersByTime(LIMITS.aisReconnectMs * 3);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reports connecting, open and reconnecting to its listeners, batched', () => {
    const stream = makeStream();
    const listener = vi.fn();
    stream.subscribe(listener);
    stream.enable();
    expect(stream.getSnapshot().state).toBe('off');
    vi.advanceTimersByTime(NOTIFY_MS);
    expect(stream.getSnapshot().state).toBe('connecting');
    latest().open();
    vi.advanceTimersByTime(NOTIFY_MS);
    expect(stream.getSnapshot().state).toBe('open');
    latest().deliver({ error: 'Ugyldig API-nøgle' });
    latest().drop();
    vi.advanceTimersByTime(NOTIFY_MS);
    expect(stream.getSnapshot()).toMatchObject({
      state: 'reconnecting',
      error: 'Ugyldig API-nøgle',
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('AisStream ships', () => {
  it('folds position and static reports into one ship per MMSI', () => {
    const stream = makeStream();
    stream.enable();
    latest().open();
    latest().deliver(positionReport({ mmsi: 219000001, lat: 55.7, lon: 12.6, at: clock }));
    latest().deliver(staticData(219000001, 'HAVØRNEN', clock));
    latest().deliver(positionReport({ mmsi: 219000002, lat: 56.1, lon: 10.4, at: clock }));
    expect(stream.ships.size).toBe(2);
    expect(stream.ships.get(219000001)).toMatchObject({
      lat: 55.7,
      lon: 12.6,
      name: 'HAVØRNEN',
      callsign: 'OXAB2',
      destination: 'AARHUS',
      speed: 12,
      lastUpdate: clock,
    });
  });

  it('notifies React once per batch, not per message, and the canvas on every change', () => {
    const stream = makeStream();
    const listener = vi.fn();
    const watcher = vi.fn();
    stream.subscribe(listener);
    stream.watchShips(watcher);
    stream.enable();
    latest().open();
    vi.advanceTimersByTime(NOTIFY_MS);
    listener.mockClear();
    for (let i = 1; i <= 100; i++) {
      latest().deliver(positionReport({ mmsi: 219000000 + i, lat: 55, lon: 11 }));
    }
    expect(listener).not.toHaveBeenCalled();
    expect(watcher).toHaveBeenCalledTimes(100);
    vi.advanceTimersByTime(NOTIFY_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stream.getSnapshot()).toMatchObject({ shipCount: 100, lastMessageAt: clock });
  });

  it('ignores bad JSON, unknown types and bodies missing fields without throwing', () => {
    const stream = makeStream();
    stream.enable();
    latest().open();
    const good = positionReport({ mmsi: 219000001, lat: 55, lon: 11 });
    for (const frame of [
      '{not json',
      'null',
      '[1,2]',
      '42',
      { MessageType: 'SafetyBroadcastMessage', Message: {} },
      { MessageType: 'PositionReport', Message: { PositionReport: 'x' } },
      withBodyField(good, 'Latitude', '55'),
      withBodyField(good, 'Latitude', 0),
      withBodyField(good, 'Sog', undefined),
    ]) {
      expect(() => latest().deliver(frame)).not.toThrow();
    }
    expect(() => latest().onmessage?.({ data: new ArrayBuffer(8) })).not.toThrow();
    expect(stream.ships.size).toBe(0);
    latest().deliver(good);
    expect(stream.ships.size).toBe(1);
  });

  it('drops ships not updated for 10 minutes at the 5-minute cleanup', () => {
    const stream = makeStream();
    stream.enable();
    latest().open();
    latest().deliver(positionReport({ mmsi: 219000001, lat: 55, lon: 11, at: clock }));
    clock += 6 * 60_000;
    latest().deliver(positionReport({ mmsi: 219000002, lat: 55, lon: 11, at: clock }));
    clock += 4 * 60_000 + 1;
    stream.dropExpired();
    expect([...stream.ships.keys()]).toEqual([219000002]);
    clock += LIMITS.aisShipExpiryMs;
    vi.advanceTimersByTime(LIMITS.aisCleanupMs);
    expect(stream.ships.size).toBe(0);
  });

  it('closes the connection and forgets every ship when disabled', () => {
    const stream = makeStream();
    const listener = vi.fn();
    stream.subscribe(listener);
    stream.enable();
    const socket = latest();
    socket.open();
    socket.deliver(positionReport({ mmsi: 219000001, lat: 55, lon: 11 }));
    stream.disable();
    expect(socket.closed).toBe(true);
    expect(stream.ships.size).toBe(0);
    // At once, not after the batch delay: the count must not linger after switching off.
    expect(stream.getSnapshot()).toMatchObject({ state: 'off', shipCount: 0, lastMessageAt: null });
    socket.deliver(positionReport({ mmsi: 219000002, lat: 55, lon: 11 }));
    expect(stream.ships.size).toBe(0);
  });
});

describe('reportTime', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it.each([
    ['30 s old', aisTimeUtc(now - 30_000), now - 30_000],
    ['unreadable', 'yesterday', now],
    ['in the future', aisTimeUtc(now + 5_000), now],
    ['older than the expiry', aisTimeUtc(now - LIMITS.aisShipExpiryMs), now],
  ])('%s → %s', (_, timeUtc, expected) => {
    expect(reportTime(timeUtc, now)).toBe(expected);
  });
});

describe('isStale', () => {
  const base = { state: 'open', shipCount: 0, error: null, version: 0 } as const;
  it('is stale only while on and silent for over 2 minutes', () => {
    expect(isStale({ ...base, enabledAt: null, lastMessageAt: null }, 10 * 60_000)).toBe(false);
    expect(isStale({ ...base, enabledAt: 0, lastMessageAt: null }, STALE_AFTER_MS)).toBe(false);
    expect(isStale({ ...base, enabledAt: 0, lastMessageAt: null }, STALE_AFTER_MS + 1)).toBe(true);
    expect(isStale({ ...base, enabledAt: 0, lastMessageAt: 60_000 }, STALE_AFTER_MS + 1)).toBe(
      false,
    );
    expect(isStale({ ...base, enabledAt: 0, lastMessageAt: 60_000 }, 3 * 60_000 + 1)).toBe(true);
  });
});
