import type { LiveTopic } from '@havhjaelp/common/live';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveClient, mqttPacket, mqttString } from '../test/mqtt';
import { registerLiveChannel, type LiveChannel } from './broker';

const ROOT = 't';
const SUBSCRIPTIONS = 3;

/** A bare WebSocket speaking MQTT byte by byte, to send what mqtt.js never would. */
async function rawClient(url: string) {
  const ws = new WebSocket(url, 'mqtt');
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let received = Buffer.alloc(0);
  ws.on('message', (data: Buffer) => {
    received = Buffer.concat([received, data]);
  });
  const closed = new Promise<number>((resolve) => {
    const openedAt = Date.now();
    ws.once('close', () => resolve(Date.now() - openedAt));
  });
  const connect = (keepaliveSeconds: number) =>
    ws.send(
      mqttPacket(
        0x10,
        Buffer.concat([
          mqttString('MQTT'),
          // Level 4, clean session, the keep-alive in seconds; an empty client id.
          Buffer.from([4, 0x02, keepaliveSeconds >> 8, keepaliveSeconds & 0xff]),
          mqttString(''),
        ]),
      ),
    );
  return { ws, closed, connect, received: () => received };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms),
    ),
  ]);

describe('the live channel bounds each client', () => {
  let app: FastifyInstance;
  let live: LiveChannel;
  let url: string;
  const clients: LiveClient[] = [];

  beforeEach(async () => {
    app = Fastify();
    live = await registerLiveChannel(app, {
      topicRoot: ROOT,
      publicUrl: 'http://localhost',
      websocketsPerAddress: 100,
      maxSubscriptionsPerClient: SUBSCRIPTIONS,
      userForToken: async () => undefined,
    });
    live.allow(['a', 'b', 'c', 'd'].map((path) => ({ path, access: 'public' as const })));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/mqtt`;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end()));
    await app.close();
  });

  /** An ordinary mqtt.js client (keep-alive 60 s) following `topics`. */
  async function bystander(...topics: string[]) {
    const client = new LiveClient(await mqtt.connectAsync(url, { reconnectPeriod: 0 }));
    clients.push(client);
    if (topics.length > 0) await client.client.subscribeAsync(topics);
    return client;
  }

  /** The bystander still gets what is published after the other client was dealt with. */
  async function expectStillServed(client: LiveClient) {
    const topic = `${ROOT}/a` as LiveTopic<'status_updated'>;
    live.publish(topic, { action: 'status_updated', data: { id: 'after', status: 'active' } });
    await client.waitFor((m) => m.event.data.id === 'after', 2_000);
    expect(client.isClosed).toBe(false);
  }

  it.each([0, 121, 3600])('refuses a keep-alive of %i s', async (keepalive) => {
    const raw = await rawClient(url);
    raw.connect(keepalive);
    await within(raw.closed, 2_000, 'the hang-up');
    // CONNACK with a refusing return code (Aedes answers 6: keep-alive out of bounds).
    expect(raw.received()[0]).toBe(0x20);
    expect(raw.received()[3]).not.toBe(0);
  });

  it('accepts the keep-alive mqtt.js asks for', async () => {
    const raw = await rawClient(url);
    raw.connect(60);
    await within(
      new Promise<void>((resolve) => raw.ws.once('message', () => resolve())),
      2_000,
      'the CONNACK',
    );
    expect([...raw.received()]).toEqual([0x20, 2, 0, 0]);
    raw.ws.close();
  });

  it('hangs up on a client silent past its keep-alive; the others stay', async () => {
    const other = await bystander(`${ROOT}/a`);
    const raw = await rawClient(url);
    raw.connect(1);
    // One and a half keep-alives of silence, as MQTT says.
    const after = await within(raw.closed, 4_000, 'the hang-up');
    expect(after).toBeGreaterThanOrEqual(1_000);
    await expectStillServed(other);
  });

  it('cuts off a packet larger than 64 KB, though each frame is small; the others stay', async () => {
    const other = await bystander(`${ROOT}/a`);
    const raw = await rawClient(url);
    raw.connect(60);
    // A SUBSCRIBE announcing 1 MB, sent in frames within ws's 64 KB limit.
    const body = Buffer.alloc(1024 * 1024);
    const packet = mqttPacket(0x82, body);
    for (let at = 0; at < 4 * 60_000 && raw.ws.readyState === WebSocket.OPEN; at += 60_000) {
      raw.ws.send(packet.subarray(at, at + 60_000));
    }
    await within(raw.closed, 2_000, 'the hang-up');
    await expectStillServed(other);
  });

  it(`lets a client follow at most ${SUBSCRIPTIONS} topics at a time; the others stay`, async () => {
    const other = await bystander(`${ROOT}/a`);
    const greedy = await bystander();
    // The SUBACK's return codes: 0 granted (QoS 0), 128 refused (mqtt.js rejects on any 128).
    const granted = (...topics: string[]) =>
      greedy.client.subscribeAsync(topics).then(
        (grants) => grants.map((grant) => grant.qos),
        (err: { packet?: { granted?: number[] } }) => err.packet?.granted,
      );
    expect(await granted(`${ROOT}/a`, `${ROOT}/b`, `${ROOT}/c`)).toEqual([0, 0, 0]);
    expect(await granted(`${ROOT}/d`)).toEqual([128]);
    // A topic already followed takes no new place.
    expect(await granted(`${ROOT}/b`)).toEqual([0]);
    await greedy.client.unsubscribeAsync(`${ROOT}/c`);
    expect(await granted(`${ROOT}/d`)).toEqual([0]);
    // Refused topics take no place either.
    await greedy.client.unsubscribeAsync(`${ROOT}/d`);
    expect(await granted(`${ROOT}/nowhere`)).toEqual([128]);
    expect(await granted(`${ROOT}/d`)).toEqual([0]);
    await expectStillServed(other);
  });
});
