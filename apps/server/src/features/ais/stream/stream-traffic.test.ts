import { LIMITS } from '@havhjaelp/common/limits';
import { afterEach, describe, expect, it } from 'vitest';
import {
  StreamClient,
  classBReport,
  positionReport,
  shipStaticData,
  startAisTestApp,
  subscription,
  type AisTestApp,
} from '../testing/ais-test-app';

const COPENHAGEN = {
  BoundingBoxes: [
    [
      [55.5, 12.3],
      [55.9, 12.8],
    ],
  ] as [[number, number], [number, number]][],
};

describe('ship traffic on /api/ais/stream', () => {
  let a: AisTestApp;
  const clients: StreamClient[] = [];
  afterEach(async () => {
    clients.splice(0).forEach((client) => client.close());
    await a.t.close();
  });

  async function subscribed(fields: Parameters<typeof subscription>[0] = {}, snapshot = 0) {
    const client = await StreamClient.open(a.url);
    clients.push(client);
    client.send(subscription(fields));
    await client.until((c) => c.messages.length === snapshot);
    await expect.poll(() => a.ais.gateway.clientCount).toBe(clients.length);
    return client;
  }

  it('sends a snapshot of the ships in the boxes, then live messages from inside them only', async () => {
    a = await startAisTestApp();
    a.source.message(positionReport(219000001, 55.68, 12.6));
    a.source.message(shipStaticData(219000001, 'KRONBORG'));
    a.source.message(positionReport(219000002, 57.72, 10.6));
    const client = await subscribed(COPENHAGEN, 2);
    expect(client.messages.map((m) => m.MessageType)).toEqual(['PositionReport', 'ShipStaticData']);
    // Static data carries the ship's last position in its metadata, as aisstream's does.
    expect(client.messages[1]!.MetaData).toMatchObject({ latitude: 55.68, longitude: 12.6 });

    a.source.message(positionReport(219000002, 57.73, 10.6));
    a.source.message(positionReport(219000001, 55.69, 12.61));
    await client.until((c) => c.messages.length === 3);
    expect(client.messages[2]!.Message!.PositionReport).toMatchObject({ Latitude: 55.69 });
    // A ship that sails out of the box is no longer sent.
    a.source.message(positionReport(219000001, 56.2, 12.61));
    a.source.message(positionReport(219000003, 55.7, 12.5));
    await client.until((c) => c.messages.length === 4);
    expect(client.mmsis()).toEqual([219000001, 219000001, 219000001, 219000003]);
  });

  it('filters by message type and by MMSI', async () => {
    a = await startAisTestApp();
    const leisure = await subscribed({ FilterMessageTypes: ['StandardClassBPositionReport'] });
    const one = await subscribed({ FiltersShipMMSI: ['219000007'] });
    a.source.message(positionReport(219000001, 55.7, 12.6));
    a.source.message(classBReport(219000005, 55.7, 12.6));
    a.source.message(positionReport(219000007, 55.7, 12.6));
    a.source.message(classBReport(219000007, 55.71, 12.6));
    await leisure.until((c) => c.messages.length === 2);
    await one.until((c) => c.messages.length === 2);
    expect(leisure.mmsis()).toEqual([219000005, 219000007]);
    expect(one.messages.map((m) => m.MessageType)).toEqual([
      'PositionReport',
      'StandardClassBPositionReport',
    ]);
  });

  it('drops positions with a missing, zero or out-of-range MMSI, latitude or longitude', async () => {
    a = await startAisTestApp();
    const client = await subscribed({
      BoundingBoxes: [
        [
          [-90, -180],
          [90, 180],
        ],
      ],
    });
    for (const [mmsi, lat, lon] of [
      [0, 55.7, 12.6],
      [219000001, 0, 12.6],
      [219000001, 55.7, 0],
      [219000001, 91, 12.6],
      [219000001, 55.7, 181],
      [219000001, -90.5, 12.6],
    ] as const) {
      a.source.message(positionReport(mmsi, lat, lon));
    }
    a.source.message({ MessageType: 'PositionReport', MetaData: {}, Message: {} });
    a.source.message(positionReport(219000009, 55.7, 12.6));
    await client.until((c) => c.messages.length === 1);
    expect(client.mmsis()).toEqual([219000009]);
    expect(a.ais.pipeline.stats).toMatchObject({ messages: 1, dropped: 7 });
    expect(a.ais.status().ships).toBe(1);
  });

  it('holds static data until the ship has a position, then sends both', async () => {
    a = await startAisTestApp();
    const client = await subscribed(COPENHAGEN);
    a.source.message(shipStaticData(219000004, 'SOELVMAAGEN', 'REERSOE'));
    a.source.message(positionReport(219000004, 55.7, 12.6));
    await client.until((c) => c.messages.length === 2);
    expect(client.messages.map((m) => m.MessageType)).toEqual(['PositionReport', 'ShipStaticData']);
    expect(a.ais.store.get(219000004)).toMatchObject({
      name: 'SOELVMAAGEN',
      destination: 'REERSOE',
      callsign: 'OZAB2',
      shipType: 70,
      eta: '06-02T08:30Z',
      speed: 12.3,
      heading: 91,
      course: 90,
    });
  });

  it('decodes NMEA lines from a receiver into the same messages', async () => {
    a = await startAisTestApp();
    const client = await subscribed({
      BoundingBoxes: [
        [
          [48, -124],
          [49, -123],
        ],
      ],
    });
    a.source.line('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*4A\r\n');
    a.source.line('!AIVDM,1,1,,A,15RTgt0PAso;90TKcjM8h6g208CQ,0*00');
    await client.until((c) => c.messages.length === 1);
    expect(client.messages[0]).toMatchObject({
      MessageType: 'PositionReport',
      MetaData: { MMSI: 371798000 },
      Message: { PositionReport: { Sog: 12.3, Cog: 224, TrueHeading: 215, Latitude: 48.381633 } },
    });
    expect(a.ais.pipeline.decoder.stats.skipped.checksum).toBe(1);
  });

  it('forgets ships not updated for 10 minutes at the cleanup', async () => {
    a = await startAisTestApp();
    a.source.message(positionReport(219000001, 55.7, 12.6));
    a.clock.now += 60_000;
    a.source.message(positionReport(219000002, 55.7, 12.6));
    a.clock.now += LIMITS.aisShipExpiryMs - 90_000;
    expect(a.ais.cleanup()).toBe(0);
    a.clock.now += 31_000;
    expect(a.ais.cleanup()).toBe(1);
    expect(a.ais.status()).toMatchObject({ ships: 1 });
    const client = await subscribed({}, 1);
    expect(client.mmsis()).toEqual([219000002]);
  });

  it('a frozen client does not delay a healthy one, and catches up with the latest of each ship', async () => {
    a = await startAisTestApp({ highWaterBytes: 64 * 1024 });
    const frozen = await subscribed();
    const healthy = await subscribed();
    // The frozen client stops reading, so its socket fills up on the server's side.
    frozen.socket.pause();
    const rounds = 60;
    const ships = 250;
    const padding = 'X'.repeat(2_000);
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < ships; i++) {
        const report = positionReport(219100000 + i, 55 + i / 1000, 11 + round / 100);
        a.source.message({ ...report, MetaData: { ...report.MetaData, ShipName: padding } });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await healthy.until((c) => c.messages.length === rounds * ships, 10_000);

    frozen.socket.resume();
    const finalLon = 11 + (rounds - 1) / 100;
    const caughtUp = (c: StreamClient) => {
      const latest = new Map(c.messages.map((m) => [m.MetaData!.MMSI, m.MetaData!.longitude]));
      return latest.size === ships && [...latest.values()].every((lon) => lon === finalLon);
    };
    await frozen.until(caughtUp, 10_000);
    // Behind, it was sent only the latest position per ship, not every message.
    expect(frozen.messages.length).toBeLessThan(rounds * ships);
    expect(a.ais.gateway.clientCount).toBe(2);
  }, 30_000);
});
