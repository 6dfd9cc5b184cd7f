// The gateway's backpressure rules, with a socket whose unsent bytes the test sets: a real
// loopback socket takes tens of megabytes before it fills, which no unit test should wait for.
import { DANISH_BOXES } from '@havhjaelp/common/ais';
import { describe, expect, it } from 'vitest';
import { AisGateway, type StreamSocket } from './gateway';
import { ShipStore, type ShipFrame } from '../ship-store';
import { streamFilter } from './stream-filter';

class TestSocket implements StreamSocket {
  bufferedAmount = 0;
  readonly sent: string[] = [];
  terminated = false;
  batches = 0;
  /** Bytes each send adds to the unsent count, as if the peer read nothing. */
  constructor(private readonly growth = 0) {}
  send(data: Buffer): void {
    this.sent.push(data.toString());
    this.bufferedAmount += this.growth;
  }
  terminate(): void {
    this.terminated = true;
  }
  batch(write: () => void): void {
    this.batches++;
    write();
  }
}

const frame = (mmsi: number, lon: number, kind = 'position'): ShipFrame => ({
  type: 'PositionReport',
  kind,
  mmsi,
  lat: 55.7,
  lon,
  wire: Buffer.from(`${mmsi}@${lon}`),
  receivedAt: 0,
});

const everywhere = streamFilter({
  APIKey: 'k',
  BoundingBoxes: DANISH_BOXES.map(([a, b]) => [[...a], [...b]]) as [
    [number, number],
    [number, number],
  ][],
});

function setup(overflowLimitMs = 1_000) {
  const clock = { now: 0 };
  const dropped: StreamSocket[] = [];
  const gateway = new AisGateway(new ShipStore(600_000), {
    now: () => clock.now,
    highWaterBytes: 100,
    lowWaterBytes: 20,
    overflowLimitMs,
    onDrop: (socket) => dropped.push(socket),
  });
  return { gateway, clock, dropped };
}

describe('AisGateway', () => {
  it('sends each tick in one batch, and nothing before the tick', () => {
    const { gateway } = setup();
    const socket = new TestSocket();
    gateway.subscribe(socket, everywhere);
    gateway.publish(frame(1, 12));
    gateway.publish(frame(2, 12));
    expect(socket.sent).toEqual([]);
    gateway.tick();
    expect(socket.sent).toEqual(['1@12', '2@12']);
    expect(socket.batches).toBe(2); // the snapshot's, then the tick's
  });

  it('keeps only the latest frame per ship and kind while a client is behind, then drains it', () => {
    const { gateway } = setup();
    const slow = new TestSocket(60);
    gateway.subscribe(slow, everywhere);
    for (const lon of [10, 11]) gateway.publish(frame(1, lon));
    gateway.tick();
    expect(slow.bufferedAmount).toBe(120); // over the high water: behind from now on
    for (const lon of [12, 12.5]) gateway.publish(frame(1, lon));
    gateway.publish(frame(2, 11));
    gateway.publish(frame(1, 12.9, 'static'));
    gateway.tick();
    expect(slow.sent).toEqual(['1@10', '1@11']);

    slow.bufferedAmount = 0; // the peer has read everything
    gateway.tick();
    expect(slow.sent.slice(2)).toEqual(['1@12.5', '2@11']);
    // The first two sends filled it again; the rest waits for the next drain.
    slow.bufferedAmount = 0;
    gateway.tick();
    expect(slow.sent.slice(4)).toEqual(['1@12.9']);
    slow.bufferedAmount = 0;
    gateway.publish(frame(3, 11));
    gateway.tick();
    expect(slow.sent.slice(5)).toEqual(['3@11']);
  });

  it('drops a client that stays behind longer than the limit, and no other', () => {
    const { gateway, clock, dropped } = setup(1_000);
    const frozen = new TestSocket(200);
    const healthy = new TestSocket();
    gateway.subscribe(frozen, everywhere);
    gateway.subscribe(healthy, everywhere);
    gateway.publish(frame(1, 11));
    gateway.tick();
    for (let t = 0; t <= 1_000; t += 250) {
      clock.now = t;
      gateway.publish(frame(1, 11 + t / 10_000));
      gateway.tick();
    }
    expect(frozen.terminated).toBe(false);
    clock.now = 1_001;
    gateway.tick();
    expect(frozen.terminated).toBe(true);
    expect(dropped).toEqual([frozen]);
    expect(gateway.clientCount).toBe(1);
    expect(gateway.droppedCount).toBe(1);
    expect(healthy.sent).toHaveLength(6);
  });

  it('forgives a client that catches up before the limit', () => {
    const { gateway, clock } = setup(1_000);
    const slow = new TestSocket(200);
    gateway.subscribe(slow, everywhere);
    gateway.publish(frame(1, 11));
    gateway.tick();
    clock.now = 900;
    slow.bufferedAmount = 0;
    gateway.tick();
    clock.now = 1_800;
    gateway.tick();
    expect(slow.terminated).toBe(false);
  });

  it('queues nothing while no client listens', () => {
    const { gateway } = setup();
    gateway.publish(frame(1, 11));
    const late = new TestSocket();
    gateway.subscribe(late, everywhere);
    gateway.tick();
    expect(late.sent).toEqual([]);
  });
});
