import {
  AIS_STREAM_ERRORS,
  MAX_BOUNDING_BOXES,
  MAX_SUBSCRIPTIONS_PER_MINUTE,
  type AisSubscription,
} from '@havhjaelp/common/ais';
import WebSocket from 'ws';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  StreamClient,
  positionReport,
  startAisTestApp,
  subscription,
  type AisTestApp,
} from '../testing/ais-test-app';

const POLICY_VIOLATION = 1008;

describe('subscribing to /api/ais/stream', () => {
  let a: AisTestApp;
  const clients: StreamClient[] = [];
  beforeEach(async () => {
    a = await startAisTestApp();
    a.source.message(positionReport(219000001, 55.7, 12.6));
  });
  afterEach(async () => {
    clients.splice(0).forEach((client) => client.close());
    await a.t.close();
  });

  async function open(origin?: string) {
    const client = await StreamClient.open(a.url, origin);
    clients.push(client);
    return client;
  }

  async function expectRefused(client: StreamClient, error: string) {
    await client.until((c) => c.closeCode !== undefined);
    expect(client.messages).toEqual([{ error }]);
    expect(client.closeCode).toBe(POLICY_VIOLATION);
    expect(a.ais.gateway.clientCount).toBe(0);
  }

  it('sends the ships of a good subscription and counts the client', async () => {
    const client = await open();
    client.send(subscription());
    await client.until((c) => c.messages.length === 1);
    expect(client.messages[0]).toMatchObject({
      MessageType: 'PositionReport',
      MetaData: { MMSI: 219000001, MMSI_String: '219000001' },
    });
    expect(a.ais.status().clients).toBe(1);
  });

  it('refuses a wrong key', async () => {
    const client = await open();
    client.send(subscription({ APIKey: 'not-the-key' }));
    await expectRefused(client, AIS_STREAM_ERRORS.badKey);
  });

  it('refuses text that is not JSON', async () => {
    const client = await open();
    client.send('{"APIKey": "havhjaelp-web", ');
    await expectRefused(client, AIS_STREAM_ERRORS.badJson);
  });

  it.each([
    ['no boxes', { APIKey: 'havhjaelp-web' }],
    [
      'no key',
      {
        BoundingBoxes: [
          [
            [54, 8],
            [58, 13],
          ],
        ],
      },
    ],
    [
      'a latitude out of range',
      subscription({
        BoundingBoxes: [
          [
            [95, 8],
            [58, 13],
          ],
        ],
      }),
    ],
    ['an MMSI that is not nine digits', subscription({ FiltersShipMMSI: ['12345'] })],
    ['an array', [1, 2, 3]],
  ])('refuses a subscription with %s', async (_case, body) => {
    const client = await open();
    client.send(body);
    await expectRefused(client, AIS_STREAM_ERRORS.badSubscription);
  });

  it('refuses a subscription larger than 16 KB', async () => {
    const client = await open();
    client.send({ ...subscription(), padding: 'x'.repeat(17 * 1024) });
    await expectRefused(client, AIS_STREAM_ERRORS.tooLarge);
  });

  it('closes a connection that has not subscribed within 3 seconds', async () => {
    const client = await open();
    await client.until((c) => c.closeCode !== undefined, 5_000);
    expect(client.messages).toEqual([{ error: AIS_STREAM_ERRORS.late }]);
    expect(client.closeCode).toBe(POLICY_VIOLATION);
  }, 8_000);

  it('refuses a browser from another site', async () => {
    await expect(StreamClient.open(a.url, 'https://evil.example')).rejects.toThrow(/403/);
  });

  it('replaces the filter when the client subscribes again, with a new snapshot', async () => {
    a.source.message(positionReport(219000002, 57.7, 10.6));
    const client = await open();
    client.send(
      subscription({
        BoundingBoxes: [
          [
            [55, 12],
            [56, 13],
          ],
        ],
      }),
    );
    await client.until((c) => c.messages.length === 1);
    client.send(
      subscription({
        BoundingBoxes: [
          [
            [57, 10],
            [58, 11],
          ],
        ],
      }),
    );
    await client.until((c) => c.messages.length === 2);
    expect(client.mmsis()).toEqual([219000001, 219000002]);
    a.source.message(positionReport(219000001, 55.71, 12.6));
    a.source.message(positionReport(219000002, 57.71, 10.6));
    await client.until((c) => c.messages.length === 3);
    expect(client.mmsis()[2]).toBe(219000002);
  });

  it(`refuses more than ${MAX_BOUNDING_BOXES} boxes in one subscription`, async () => {
    const box: AisSubscription['BoundingBoxes'][number] = [
      [55, 12],
      [56, 13],
    ];
    const most = await open();
    most.send(subscription({ BoundingBoxes: Array(MAX_BOUNDING_BOXES).fill(box) }));
    await most.until((c) => c.messages.length === 1);
    expect(most.mmsis()).toEqual([219000001]);
    const tooMany = await open();
    tooMany.send(subscription({ BoundingBoxes: Array(MAX_BOUNDING_BOXES + 1).fill(box) }));
    await tooMany.until((c) => c.closeCode !== undefined);
    expect(tooMany.messages).toEqual([{ error: AIS_STREAM_ERRORS.tooManyBoxes }]);
    expect(tooMany.closeCode).toBe(POLICY_VIOLATION);
  });

  it(`closes a connection re-subscribing more than ${MAX_SUBSCRIPTIONS_PER_MINUTE} times a minute; the others stay`, async () => {
    const other = await open();
    other.send(subscription());
    await other.until((c) => c.messages.length === 1);
    const client = await open();
    // Each subscription is answered with a snapshot: here one ship. One every 5 s.
    const start = a.clock.now;
    for (let n = 1; n <= MAX_SUBSCRIPTIONS_PER_MINUTE; n++) {
      a.clock.now = start + (n - 1) * 5_000;
      client.send(subscription());
      await client.until((c) => c.messages.length === n);
    }
    // A minute after the first, one more is allowed; then the pace is spent again.
    a.clock.now = start + 60_000;
    client.send(subscription());
    await client.until((c) => c.messages.length === MAX_SUBSCRIPTIONS_PER_MINUTE + 1);
    client.send(subscription());
    await client.until((c) => c.closeCode !== undefined);
    expect(client.messages.at(-1)).toEqual({ error: AIS_STREAM_ERRORS.tooOften });
    expect(client.messages).toHaveLength(MAX_SUBSCRIPTIONS_PER_MINUTE + 2);
    expect(client.closeCode).toBe(POLICY_VIOLATION);
    a.source.message(positionReport(219000001, 55.72, 12.6));
    await other.until((c) => c.messages.length === 2);
    expect(a.ais.gateway.clientCount).toBe(1);
  });

  it('stops sending to a client that has gone', async () => {
    const client = await open();
    client.send(subscription());
    await client.until((c) => c.messages.length === 1);
    client.socket.close();
    await new Promise<void>((resolve) => client.socket.once('close', () => resolve()));
    await expect.poll(() => a.ais.gateway.clientCount).toBe(0);
    expect(client.socket.readyState).toBe(WebSocket.CLOSED);
  });
});
