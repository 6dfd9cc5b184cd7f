import type { AddressInfo } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import WebSocket from 'ws';
import type { TestApp } from './test-app';

/** Puts the test app on a real loopback port; answers the live channel's URL. */
export async function listenForLive(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/mqtt`;
}

export interface LiveMessage {
  topic: string;
  event: { action: string; data: Record<string, unknown> };
  receivedAt: number;
}

/** An mqtt.js client that records every message, so a test can wait for one and look back. */
export class LiveClient {
  readonly messages: LiveMessage[] = [];
  private readonly listeners = new Set<() => void>();
  private closedAt: number | undefined;

  constructor(readonly client: MqttClient) {
    client.on('message', (topic, payload) => {
      this.messages.push({ topic, event: JSON.parse(payload.toString()), receivedAt: Date.now() });
      for (const listener of this.listeners) listener();
    });
    client.on('close', () => {
      this.closedAt ??= Date.now();
      for (const listener of this.listeners) listener();
    });
    // Errors end in 'close'; a test looks at that, not at an unhandled error event.
    client.on('error', () => undefined);
  }

  get isClosed(): boolean {
    return this.closedAt !== undefined;
  }

  /** The first message, received already or still to come, that matches. */
  waitFor(match: (message: LiveMessage) => boolean, timeoutMs = 10_000): Promise<LiveMessage> {
    return this.until(() => this.messages.find(match), timeoutMs, 'a matching message');
  }

  /** Resolves once the broker has hung up on this client. */
  async waitForClose(timeoutMs = 10_000): Promise<void> {
    await this.until(
      () => (this.isClosed ? true : undefined),
      timeoutMs,
      'the connection to close',
    );
  }

  private until<T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const done = () => {
        const found = check();
        if (found === undefined) return false;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(found);
        return true;
      };
      const listener = () => void done();
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      if (!done()) this.listeners.add(listener);
    });
  }

  async end(): Promise<void> {
    await this.client.endAsync(true);
  }
}

/** Connects as the holder of `token`, or anonymously without one. */
export async function connectLive(url: string, token?: string): Promise<LiveClient> {
  const client = await mqtt.connectAsync(url, {
    ...(token ? { username: 'x', password: token } : {}),
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  return new LiveClient(client);
}

/** Encodes an MQTT 3.1.1 packet: fixed header byte, remaining length, body. */
export function mqttPacket(header: number, body: Buffer): Buffer {
  const length: number[] = [];
  let rest = body.length;
  do {
    let digit = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) digit |= 128;
    length.push(digit);
  } while (rest > 0);
  return Buffer.concat([Buffer.from([header, ...length]), body]);
}

export function mqttString(text: string): Buffer {
  const bytes = Buffer.from(text);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function expectBytes(actual: Buffer, expected: number[]): void {
  if (!actual.equals(Buffer.from(expected))) {
    throw new Error(
      `expected ${Buffer.from(expected).toString('hex')}, got ${actual.toString('hex')}`,
    );
  }
}

/**
 * A bare WebSocket client speaking just enough MQTT to log in and subscribe, whose socket the
 * test can stop reading (pause) to play a frozen browser tab.
 */
export async function rawSubscriber(url: string, token: string, topic: string) {
  const ws = new WebSocket(url, 'mqtt');
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  // Aedes writes a packet in several pieces, each its own WebSocket frame: read it as one stream.
  let received = Buffer.alloc(0);
  const arrived = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    received = Buffer.concat([received, data]);
    for (const listener of arrived) listener();
  });
  const waitForBytes = (count: number) =>
    new Promise<Buffer>((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        arrived.delete(check);
        clearTimeout(timer);
        resolve(received.subarray(0, count));
      };
      const timer = setTimeout(() => {
        arrived.delete(check);
        reject(new Error(`only ${received.length} of ${count} bytes arrived`));
      }, 10_000);
      arrived.add(check);
      check();
    });
  // CONNECT: protocol MQTT level 4, flags username + password + clean session, keep-alive 60 s.
  ws.send(
    mqttPacket(
      0x10,
      Buffer.concat([
        mqttString('MQTT'),
        Buffer.from([4, 0xc2, 0, 60]),
        mqttString(''),
        mqttString('x'),
        mqttString(token),
      ]),
    ),
  );
  // CONNACK, return code 0 (accepted).
  expectBytes(await waitForBytes(4), [0x20, 2, 0, 0]);
  // SUBSCRIBE with packet id 1, QoS 0; SUBACK for packet id 1 granting QoS 0 (128 = refused).
  ws.send(
    mqttPacket(0x82, Buffer.concat([Buffer.from([0, 1]), mqttString(topic), Buffer.from([0])])),
  );
  expectBytes((await waitForBytes(9)).subarray(4), [0x90, 3, 0, 1, 0]);
  const bytesReceived = () => received.length;
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  return { ws, closed, bytesReceived };
}
