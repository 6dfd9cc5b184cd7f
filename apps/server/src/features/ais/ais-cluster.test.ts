import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestCluster, type TestInstance } from '../../test/use-test-cluster';
import { aisPlug, aisPlugWith } from '.';
import { AisstreamSource } from './sources/aisstream-source';
import { replacePlug } from '../../test/replace-plug';
import { StreamClient, positionReport, shipStaticData, subscription } from './testing/ais-test-app';
import { startFakeAisstream, type FakeAisstream } from './testing/fake-aisstream';

interface Status {
  source: string;
  state: string;
  clients: number;
  cluster?: { role: string; holder: string | null };
}

describe('AIS with two app instances sharing Redis', () => {
  let fake: FakeAisstream;
  // Before the cluster starts: each instance opens its source against this upstream.
  beforeAll(async () => {
    fake = await startFakeAisstream();
  });
  afterAll(() => fake.close());
  const t = useTestCluster({
    deps: () => ({
      features: replacePlug(
        aisPlug,
        aisPlugWith({
          source: () =>
            new AisstreamSource({
              apiKey: 'test-key',
              url: fake.url,
              backoff: { minMs: 20, maxMs: 80 },
            }),
        }),
      ),
    }),
  });
  const clients: StreamClient[] = [];
  afterAll(() => clients.forEach((client) => client.close()));

  async function streamOf(instance: TestInstance): Promise<StreamClient> {
    const client = await StreamClient.open(instance.liveUrl.replace(/\/mqtt$/, '/api/ais/stream'));
    clients.push(client);
    client.send(subscription());
    return client;
  }

  async function status(instance: TestInstance): Promise<Status> {
    const response = await instance.app.inject({ method: 'GET', url: '/api/health' });
    return (response.json() as { ais: Status }).ais;
  }

  const subscribedUpstreams = () =>
    fake.connections.filter((c) => c.subscription !== undefined && c.closedAt === undefined);

  it('opens one upstream connection for the cluster, and its ships reach the stream clients of both', async () => {
    await fake.waitFor(() => subscribedUpstreams().length === 1);
    const onA = await streamOf(t.a);
    const onB = await streamOf(t.b);
    // Both stream clients are subscribed before anything is pushed, so neither misses the ship.
    await vi.waitFor(async () => {
      expect([(await status(t.a)).clients, (await status(t.b)).clients]).toEqual([1, 1]);
    });
    fake.push(positionReport(219000001, 55.7, 12.6));
    fake.push(shipStaticData(219000001, 'HAVØRNEN'));
    for (const client of [onA, onB]) {
      await client.until((c) => c.messages.length >= 2);
      expect(client.mmsis()).toEqual([219000001, 219000001]);
    }
    expect(fake.connections).toHaveLength(1);
    expect(fake.maxOpen).toBe(1);
  });

  it('says in /api/health which instance holds the source, and that the other follows it', async () => {
    const [a, b] = [await status(t.a), await status(t.b)];
    const holder = [a, b].find((s) => s.cluster?.role === 'holder')!;
    const follower = [a, b].find((s) => s.cluster?.role === 'follower')!;
    expect(holder).toMatchObject({ source: 'aisstream', state: 'connected' });
    expect(follower).toMatchObject({ source: 'aisstream', state: 'off' });
    expect(follower.cluster!.holder).toBe(holder.cluster!.holder);
    expect(holder.cluster!.holder).toEqual(expect.any(String));
  });

  it('lets the other instance open the source when the holder stops', async () => {
    const holderIsA = (await status(t.a)).cluster?.role === 'holder';
    const [holder, survivor] = holderIsA ? [t.a, t.b] : [t.b, t.a];
    const onSurvivor = await streamOf(survivor);
    await holder.close();
    // The stopped holder gave the lease up and said so: the survivor takes it at once, not at its
    // next renewal 5 s later.
    await fake.waitFor(
      () => fake.connections.length === 2 && subscribedUpstreams().length === 1,
      1_500,
    );
    expect(fake.maxOpen).toBe(1);
    fake.push(positionReport(219000002, 56.1, 10.2));
    await onSurvivor.until((c) => c.mmsis().includes(219000002));
    expect((await status(survivor)).cluster?.role).toBe('holder');
  });
});
