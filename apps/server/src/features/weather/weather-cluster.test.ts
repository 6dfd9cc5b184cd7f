import { startFakeOpenMeteo, type FakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestCluster, type TestInstance } from '../../test/use-test-cluster';

let fake: FakeOpenMeteo;
/** Filled before the cluster starts: its `beforeAll` comes after this file's first one. */
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  env.OPEN_METEO_MARINE_URL = fake.marineUrl;
  env.OPEN_METEO_FORECAST_URL = fake.forecastUrl;
});
afterAll(() => fake.close());

const marineOn = (instance: TestInstance, i: number) =>
  instance.app.inject({
    method: 'GET',
    url: `/api/weather/marine?lat=${-60 + Math.floor(i / 25) * 0.1}&lon=${-100 + (i % 25) * 0.1}`,
    // Clients at 50 addresses, each within its rate limit (counted on both instances together).
    remoteAddress: `10.7.0.${i % 50}`,
  });

describe('the Open-Meteo budget of two app instances sharing Redis', () => {
  const t = useTestCluster({ env });

  it('is the deployment’s: 600 calls a minute on both together, then the Danish 503 on either', async () => {
    const statuses: number[] = [];
    // 660 positions nobody asked before, each pair asked at once on A and on B.
    for (let i = 0; i < 660; i += 2) {
      const pair = await Promise.all([marineOn(t.a, i), marineOn(t.b, i + 1)]);
      statuses.push(...pair.map((answer) => answer.statusCode));
    }
    expect(fake.requests).toHaveLength(600);
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(statuses.filter((status) => status === 503)).toHaveLength(60);
    const refusedOn = (instance: TestInstance) => marineOn(instance, 700);
    for (const instance of [t.a, t.b]) {
      expect((await refusedOn(instance)).json()).toMatchObject({ code: 'WEATHER_BUDGET_SPENT' });
    }
  }, 60_000);
});
