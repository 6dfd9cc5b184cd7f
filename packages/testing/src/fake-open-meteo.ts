import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALM, forecastAnswer, marineAnswer, type FixtureConditions } from './open-meteo-fixture';

export type OpenMeteoApi = 'marine' | 'forecast';

export interface SeenOpenMeteoRequest {
  api: OpenMeteoApi;
  query: URLSearchParams;
}

/** How the fake answers a position. */
export interface OpenMeteoBehaviour {
  status: number;
  conditions: FixtureConditions;
  /** Wait this long before answering (a slow or hanging upstream). */
  delayMs: number;
  /** Replace the answer's body (a changed, partial or broken upstream). */
  body?: ((api: OpenMeteoApi, answer: Record<string, unknown>) => unknown) | undefined;
}

export interface FakeOpenMeteo {
  /** For OPEN_METEO_MARINE_URL. */
  marineUrl: string;
  /** For OPEN_METEO_FORECAST_URL. */
  forecastUrl: string;
  requests: SeenOpenMeteoRequest[];
  /** How every position answers unless `at` says otherwise. */
  behaviour: OpenMeteoBehaviour;
  /** Answers for one position (as the app asks for it: its cell's centre). */
  at(lat: number, lon: number, behaviour: Partial<OpenMeteoBehaviour>): void;
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

const key = (lat: number, lon: number) => `${lat},${lon}`;

/** Open-Meteo's marine and forecast APIs on loopback, answering in their real shape. */
export async function startFakeOpenMeteo(): Promise<FakeOpenMeteo> {
  const byPosition = new Map<string, Partial<OpenMeteoBehaviour>>();
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeOpenMeteo = {
    marineUrl: '',
    forecastUrl: '',
    requests: [],
    behaviour: { status: 200, conditions: CALM, delayMs: 0 },
    at: (lat, lon, behaviour) => byPosition.set(key(lat, lon), behaviour),
    inFlight: 0,
    maxInFlight: 0,
    close: async () => {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const api: OpenMeteoApi | undefined =
      url.pathname === '/v1/marine'
        ? 'marine'
        : url.pathname === '/v1/forecast'
          ? 'forecast'
          : undefined;
    if (!api) return response.writeHead(404).end('{"error":true,"reason":"Not Found"}');
    fake.requests.push({ api, query: url.searchParams });
    const lat = Number(url.searchParams.get('latitude'));
    const lon = Number(url.searchParams.get('longitude'));
    const behaviour = { ...fake.behaviour, ...byPosition.get(key(lat, lon)) };
    fake.inFlight += 1;
    fake.maxInFlight = Math.max(fake.maxInFlight, fake.inFlight);
    const answer = () => {
      timers.delete(timer);
      fake.inFlight -= 1;
      if (behaviour.status !== 200) {
        // Open-Meteo's error shape.
        return response
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: true, reason: 'Fake upstream failure' }));
      }
      const real =
        api === 'marine'
          ? marineAnswer(lat, lon, behaviour.conditions)
          : forecastAnswer(lat, lon, behaviour.conditions);
      const body = behaviour.body ? behaviour.body(api, real) : real;
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const timer = setTimeout(answer, behaviour.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.marineUrl = `http://127.0.0.1:${port}/v1/marine`;
  fake.forecastUrl = `http://127.0.0.1:${port}/v1/forecast`;
  return fake;
}
