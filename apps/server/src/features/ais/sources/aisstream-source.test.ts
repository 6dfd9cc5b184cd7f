import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startFakeAisstream, type FakeAisstream } from '../testing/fake-aisstream';
import { AisstreamSource, type AisstreamSourceOptions } from './aisstream-source';
import { Backoff, type BackoffOptions } from './backoff';
import type { AisSink } from './source';

const POSITION = {
  MessageType: 'PositionReport',
  MetaData: { MMSI: 219000001 },
  Message: { PositionReport: { UserID: 219000001, Latitude: 55.7, Longitude: 12.6 } },
};

let fake: FakeAisstream;
let sources: AisstreamSource[] = [];

beforeEach(async () => {
  fake = await startFakeAisstream();
});
afterEach(async () => {
  await Promise.all(sources.map((source) => source.stop()));
  sources = [];
  await fake.close();
});

function recordingSink() {
  const messages: unknown[] = [];
  const sink: AisSink = { line: () => undefined, message: (data) => messages.push(data) };
  return { messages, sink };
}

function newSource(options: Partial<AisstreamSourceOptions> = {}): AisstreamSource {
  const source = new AisstreamSource({
    apiKey: 'test-key',
    url: fake.url,
    backoff: { minMs: 20, maxMs: 80 },
    ...options,
  });
  sources.push(source);
  return source;
}

const subscribed = (index: number) => () => fake.connections[index]?.subscription !== undefined;

describe('AisstreamSource', () => {
  it('subscribes at once with the key, the Danish boxes and the five message types', async () => {
    const source = newSource();
    expect(source.kind).toBe('aisstream');
    source.start(recordingSink().sink);
    expect(source.state()).toBe('connecting');
    await fake.waitFor(subscribed(0));

    expect(fake.connections[0]!.subscription).toEqual({
      APIKey: 'test-key',
      BoundingBoxes: [
        [
          [54.5, 8],
          [58, 13],
        ],
        [
          [55, 10],
          [56.5, 12.8],
        ],
      ],
      FilterMessageTypes: [
        'PositionReport',
        'ShipStaticData',
        'StandardClassBPositionReport',
        'ExtendedClassBPositionReport',
        'StaticDataReport',
      ],
    });
    // aisstream allows 3 s; on loopback it should be a few milliseconds.
    expect(fake.connections[0]!.subscribedAfterMs).toBeLessThan(500);
    expect(source.state()).toBe('connected');
    expect(source.stats()).toMatchObject({ attempts: 1, connects: 1, errors: 0 });
  });

  it('hands parsed messages to the sink, skipping frames that are not JSON', async () => {
    const source = newSource();
    const { messages, sink } = recordingSink();
    source.start(sink);
    await fake.waitFor(subscribed(0));

    fake.push(POSITION);
    fake.push('{"MessageType": "PositionRep');
    fake.push('');
    fake.push({ ...POSITION, MetaData: { MMSI: 219000002 } });
    await fake.waitFor(() => messages.length === 2);
    expect(messages).toEqual([POSITION, { ...POSITION, MetaData: { MMSI: 219000002 } }]);
    expect(source.stats()).toMatchObject({ messages: 2, badJson: 2, errors: 0 });
    expect(source.state()).toBe('connected');
  });

  it('survives a sink that throws', async () => {
    const source = newSource();
    let calls = 0;
    source.start({
      line: () => undefined,
      message: () => {
        calls += 1;
        throw new Error('sink bug');
      },
    });
    await fake.waitFor(subscribed(0));
    fake.push(POSITION);
    fake.push(POSITION);
    await fake.waitFor(() => calls === 2);
    expect(source.stats()).toMatchObject({ messages: 2, errors: 2 });
    expect(fake.open).toBe(1);
  });

  it('after {"error"} and a close, waits per backoff, growing within its jitter bounds', async () => {
    fake.behaviour.apiKey = 'the-right-key';
    // Pinned "random" values, so the exact waits are known; a twin Backoff computes them.
    const randoms = [0.3, 0.5, 0.6, 0.8, 0.9];
    const pinned = (): BackoffOptions => {
      let i = 0;
      return { minMs: 40, maxMs: 400, random: () => randoms[i++ % randoms.length]! };
    };
    const source = newSource({ apiKey: 'wrong', backoff: pinned() });
    source.start(recordingSink().sink);
    // The fifth refused too (closed), before the key changes below lets the sixth in.
    await fake.waitFor(() => fake.connections[4]?.closedAt !== undefined);

    const twin = new Backoff(pinned());
    const expected = Array.from({ length: 4 }, () => twin.next(0));
    expect(expected).toEqual([40, 60, 112, 264]);
    for (const [n, wait] of expected.entries()) {
      // Full jitter bounds of attempt n, and growth from one wait to the next.
      expect(wait).toBeGreaterThanOrEqual(40);
      expect(wait).toBeLessThanOrEqual(Math.min(400, 40 * 2 ** n));
      if (n > 0) expect(wait).toBeGreaterThan(expected[n - 1]!);
      // What the fake saw: from a connection's end to the next upgrade request.
      const gap = fake.upgrades[n + 1]! - fake.connections[n]!.closedAt!;
      expect(gap, `wait ${n}`).toBeGreaterThanOrEqual(wait - 5);
      expect(gap, `wait ${n}`).toBeLessThan(wait + 80);
    }
    expect(source.stats()).toMatchObject({ messages: 0, connects: 5 });
    expect(source.stats().errors).toBeGreaterThanOrEqual(4);
    expect(fake.maxOpen).toBe(1);

    // Once the key is good it stays; a real message starts the backoff over.
    fake.behaviour.apiKey = undefined;
    await fake.waitFor(subscribed(5), 2_000);
    expect(source.state()).toBe('connected');
  });

  it('after HTTP 401 on the upgrade, retries per backoff until let in', async () => {
    fake.behaviour.refuseStatus = 401;
    const source = newSource();
    source.start(recordingSink().sink);
    await fake.waitFor(() => fake.upgrades.length >= 3);
    expect(fake.connections).toHaveLength(0);
    expect(source.stats().connects).toBe(0);
    expect(source.stats().errors).toBeGreaterThanOrEqual(2);
    expect(['waiting', 'connecting']).toContain(source.state());

    fake.behaviour.refuseStatus = undefined;
    await fake.waitFor(subscribed(0));
    expect(source.state()).toBe('connected');
  });

  it('never holds two connections, whichever way they end', async () => {
    const { messages, sink } = recordingSink();
    const source = newSource({ backoff: { minMs: 5, maxMs: 20 } });
    source.start(sink);
    for (let cycle = 0; cycle < 6; cycle += 1) {
      await fake.waitFor(subscribed(cycle));
      fake.push(POSITION);
      const { socket } = fake.connections[cycle]!;
      // Alternate a clean server close, a cut connection, and a refused next upgrade.
      if (cycle % 3 === 0) socket.close(1011, 'restart');
      else if (cycle % 3 === 1) socket.terminate();
      else {
        fake.behaviour.refuseStatus = 503;
        socket.close(1001, 'going away');
        const upgrades = fake.upgrades.length;
        await fake.waitFor(() => fake.upgrades.length >= upgrades + 2);
        fake.behaviour.refuseStatus = undefined;
      }
    }
    await fake.waitFor(subscribed(6));
    expect(fake.maxOpen).toBe(1);
    expect(fake.open).toBe(1);
    expect(messages.length).toBeGreaterThanOrEqual(5);
    expect(source.stats().connects).toBe(7);
  });

  it('replaces a connection that stays silent past the idle timeout', async () => {
    const source = newSource({ idleTimeoutMs: 100 });
    source.start(recordingSink().sink);
    await fake.waitFor(subscribed(1));
    expect(fake.connections[0]!.closedAt).toBeDefined();
    expect(fake.maxOpen).toBe(1);
  });

  describe('stop()', () => {
    it('while connected: closes with 1000 and never reconnects', async () => {
      const source = newSource();
      source.start(recordingSink().sink);
      await fake.waitFor(subscribed(0));
      await source.stop();
      expect(source.state()).toBe('stopped');
      await fake.waitFor(() => fake.open === 0);
      expect(fake.connections[0]!.closeCode).toBe(1000);
      await sleep(100);
      expect(fake.upgrades).toHaveLength(1);
      source.start(recordingSink().sink);
      expect(source.state()).toBe('stopped');
    });

    it('while a reconnect is pending: cancels it', async () => {
      fake.behaviour.refuseStatus = 401;
      const source = newSource({ backoff: { minMs: 60, maxMs: 60 } });
      source.start(recordingSink().sink);
      await fake.waitFor(() => source.state() === 'waiting');
      await source.stop();
      await sleep(150);
      expect(fake.upgrades).toHaveLength(1);
      expect(source.state()).toBe('stopped');
    });

    it('while connecting: abandons the upgrade, so no connection is ever made', async () => {
      fake.behaviour.upgradeDelayMs = 100;
      const source = newSource();
      source.start(recordingSink().sink);
      await fake.waitFor(() => fake.upgrades.length === 1);
      expect(source.state()).toBe('connecting');
      await source.stop();
      await sleep(200);
      expect(fake.connections).toHaveLength(0);
      expect(fake.upgrades).toHaveLength(1);
      expect(source.stats().errors).toBe(0);
    });

    it('right after start, before the request went out', async () => {
      const source = newSource();
      source.start(recordingSink().sink);
      await source.stop();
      await sleep(100);
      expect(fake.open).toBe(0);
      expect(fake.maxOpen).toBe(0);
    });
  });

  it('(the fake) hangs up on a client that does not subscribe in time, like aisstream', async () => {
    fake.behaviour.subscribeTimeoutMs = 100;
    const client = new WebSocket(fake.url);
    const closed = new Promise<number>((resolve) => client.on('close', resolve));
    await fake.waitFor(() => fake.open === 1);
    expect(await closed).toBe(1008);
    expect(fake.connections[0]!.subscription).toBeUndefined();
  });
});
