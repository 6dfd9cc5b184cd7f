import { WEATHER_ERRORS, weatherAnswerSchema } from '@havhjaelp/common/weather';
import { startFakeOpenMeteo, type FakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { CALM } from '@havhjaelp/testing/open-meteo-fixture';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { openMeteoClient } from './open-meteo';
import { weatherService } from './service';
import { inProcessBudget, OPEN_METEO_FREE_TIER } from './upstream-budget';

let fake: FakeOpenMeteo;
beforeAll(async () => {
  fake = await startFakeOpenMeteo();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.maxInFlight = 0;
  fake.behaviour = { status: 200, conditions: CALM, delayMs: 0 };
});

const t = useTestApp({ clock: new Date('2026-06-21T10:20:00Z') });
beforeEach(async () => {
  await t.start({
    OPEN_METEO_MARINE_URL: fake.marineUrl,
    OPEN_METEO_FORECAST_URL: fake.forecastUrl,
  });
});

const get = (url: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, remoteAddress });
const calls = (api?: 'marine' | 'forecast') =>
  fake.requests.filter((r) => api === undefined || r.api === api).length;

describe('GET /api/weather', () => {
  it('asks both APIs once with the parameters of SPEC.md in m/s and answers in stated units', async () => {
    const response = await get('/api/weather?lat=55.6761&lon=12.5683');
    expect(response.statusCode, response.body).toBe(200);
    const answer = weatherAnswerSchema.parse(response.json());
    expect(answer.position).toEqual({ lat: 55.7, lon: 12.55 });
    expect(answer.units.speed).toBe('m/s');
    expect(answer.daily).toHaveLength(7);
    expect(answer.hourly).toHaveLength(48);
    expect(answer.daily[0]!.sunrise).toMatch(/T04:30$/);
    expect(answer.daily[0]!.windSpeedMax).not.toBeNull();
    // 1.8 km/h of ocean current is 0.5 m/s.
    expect(answer.marine.currentVelocity).toBe(0.5);
    expect(answer.weather.windSpeed).toBe(CALM.windSpeedMs);
    expect(answer.warnings).toEqual([]);

    expect(fake.requests.map((r) => r.api).sort()).toEqual(['forecast', 'marine']);
    for (const { query } of fake.requests) {
      expect(query.get('latitude')).toBe('55.7');
      expect(query.get('longitude')).toBe('12.55');
      expect(query.get('wind_speed_unit')).toBe('ms');
      expect(query.get('timezone')).toBe('Europe/Copenhagen');
      expect(query.get('forecast_days')).toBe('7');
    }
    const forecast = fake.requests.find((r) => r.api === 'forecast')!.query;
    expect(forecast.get('daily')).toContain('sunrise');
    expect(forecast.get('current')).toContain('wind_gusts_10m');
  });

  it('warns of high waves, strong wind and thunder from the conditions upstream gives', async () => {
    fake.at(56, 11, {
      conditions: { ...CALM, waveHeight: 3.8, windSpeedMs: 17, weatherCode: 95 },
    });
    const answer = (await get('/api/weather?lat=56&lon=11')).json();
    expect(answer.warnings.map((w: { message: string }) => w.message)).toEqual([
      'Meget høje bølger - Søfart frarådes',
      'Tordenvejr',
      'Hård vind - over 15 m/s',
    ]);
  });

  it('keeps a value upstream does not have as null, never 0, and warns of nothing from it', async () => {
    fake.at(55.5, 11.5, {
      conditions: { ...CALM, waveHeight: null },
      body: (api, answer) =>
        api === 'forecast'
          ? {
              ...answer,
              current: { ...(answer.current as object), wind_speed_10m: null, weather_code: null },
            }
          : answer,
    });
    const answer = weatherAnswerSchema.parse((await get('/api/weather?lat=55.5&lon=11.5')).json());
    expect(answer.marine).toMatchObject({
      waveHeight: null,
      waveDirection: null,
      wavePeriod: null,
    });
    expect(answer.weather).toMatchObject({ windSpeed: null, weatherCode: null });
    expect(answer.daily[0]).toMatchObject({ waveHeightMax: null, wavePeriodMax: null });
    expect(answer.hourly[0]).toMatchObject({ waveHeight: null, waveDirection: null });
    expect(answer.warnings).toEqual([]);
  });

  it('answers a second request in the same 0.05° cell and hour from the cache', async () => {
    expect((await get('/api/weather?lat=55.68&lon=12.57')).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    const again = await get('/api/weather?lat=55.69&lon=12.56');
    expect(again.statusCode).toBe(200);
    expect(calls()).toBe(2);
  });

  it('makes one upstream call per API for 50 identical concurrent requests', async () => {
    fake.behaviour.delayMs = 100;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => get('/api/weather?lat=55.5&lon=11.5')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(calls('marine')).toBe(1);
    expect(calls('forecast')).toBe(1);
  });

  it("answers 502 'Kunne ikke hente vejrdata' when upstream fails and nothing is cached", async () => {
    fake.behaviour.status = 500;
    const response = await get('/api/weather?lat=55&lon=11');
    expect(response.statusCode).toBe(502);
    // A browser must not keep the failure, or its retry would never reach us.
    expect(response.headers['cache-control'] ?? '').not.toContain('max-age');
    expect(response.json()).toEqual({
      error: 'Kunne ikke hente vejrdata',
      code: 'WEATHER_UPSTREAM_FAILED',
    });
  });

  it.each<[string, (api: string, answer: Record<string, unknown>) => unknown]>([
    ['not JSON', () => '<html>Bad gateway</html>'],
    ['an empty object', () => ({})],
    [
      'a variable missing',
      (_api, answer) => ({ ...answer, current: { time: '2026-06-21T12:00' } }),
    ],
    [
      'a column shorter than its times',
      (_api, answer) => {
        const daily = answer.daily as Record<string, unknown[]>;
        return { ...answer, daily: { ...daily, time: [...daily.time!, '2026-06-28'] } };
      },
    ],
    [
      'text where a number belongs',
      (_api, answer) => ({
        ...answer,
        current: { ...(answer.current as object), wave_height: 'høj', wind_speed_10m: 'høj' },
      }),
    ],
    [
      'a speed unit we do not know',
      (_api, answer) => ({
        ...answer,
        current_units: {
          ...(answer.current_units as object),
          ocean_current_velocity: 'furlongs/fortnight',
          wind_speed_10m: 'furlongs/fortnight',
        },
      }),
    ],
  ])('answers the clean 502 for an upstream answer that is %s', async (_name, body) => {
    fake.behaviour.body = body;
    const response = await get('/api/weather?lat=54.5&lon=10.5');
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().code).toBe('WEATHER_UPSTREAM_FAILED');
  });

  it('serves a stale copy at once in the next hour, refreshes it behind, and keeps it when the refresh fails', async () => {
    fake.at(57, 10, { conditions: { ...CALM, waveHeight: 1 } });
    expect((await get('/api/weather/marine?lat=57&lon=10')).json().marine.waveHeight).toBe(1);
    t.clock.advance(60 * 60_000);
    fake.at(57, 10, { conditions: { ...CALM, waveHeight: 2.5 } });
    const stale = await get('/api/weather/marine?lat=57&lon=10');
    expect(stale.json().marine.waveHeight).toBe(1);
    await expect.poll(() => calls('marine')).toBe(2);
    await expect
      .poll(async () => (await get('/api/weather/marine?lat=57&lon=10')).json().marine.waveHeight)
      .toBe(2.5);

    t.clock.advance(60 * 60_000);
    fake.at(57, 10, { status: 500 });
    const kept = await get('/api/weather/marine?lat=57&lon=10');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().marine.waveHeight).toBe(2.5);
  });

  it('refuses a position outside the globe in Danish', async () => {
    const response = await get('/api/weather?lat=91&lon=12');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/breddegrad/);
    expect(calls()).toBe(0);
  });
});

describe('GET /api/weather/marine', () => {
  it('asks only the marine API and shares its cache with /api/weather', async () => {
    const marine = await get('/api/weather/marine?lat=55.2&lon=10.9');
    expect(marine.statusCode).toBe(200);
    expect(marine.json().marine.waveHeight).toBe(CALM.waveHeight);
    expect(calls('forecast')).toBe(0);
    expect((await get('/api/weather?lat=55.2&lon=10.9')).statusCode).toBe(200);
    expect(calls('marine')).toBe(1);
  });

  it('never asks upstream more than 600 times a minute, whatever clients send', async () => {
    const positions = Array.from({ length: 650 }, (_, i) => [
      -60 + Math.floor(i / 25) * 0.1,
      -100 + (i % 25) * 0.1,
    ]);
    const answers = [];
    // Clients at 50 addresses, each within its own rate limit.
    for (const [i, [lat, lon]] of positions.entries()) {
      answers.push(await get(`/api/weather/marine?lat=${lat}&lon=${lon}`, `10.9.0.${i % 50}`));
    }
    expect(calls()).toBe(600);
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused).toHaveLength(50);
    expect(refused[0]!.json()).toEqual({
      error: WEATHER_ERRORS.WEATHER_BUDGET_SPENT.message,
      code: 'WEATHER_BUDGET_SPENT',
    });
    // Positions already cached are still answered.
    const [lat, lon] = positions[0]!;
    expect((await get(`/api/weather/marine?lat=${lat}&lon=${lon}`)).statusCode).toBe(200);
    // A minute later the budget has room again.
    t.clock.advance(60_001);
    expect((await get('/api/weather/marine?lat=10&lon=10')).statusCode).toBe(200);
    expect(calls()).toBe(601);
    // 650 requests one after the other: seconds on a busy shared machine.
  }, 30_000);

  it('limits one address to 60 requests a minute on each route; another address is still served', async () => {
    const from = (address: string, route = '/api/weather/marine') =>
      get(`${route}?lat=55.68&lon=12.57`, address);
    for (let i = 0; i < 60; i++) expect((await from('10.8.0.1')).statusCode).toBe(200);
    const limited = await from('10.8.0.1');
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { error: 'For mange forespørgsler. Vent lidt, og prøv igen.', code: 'RATE_LIMITED' },
    ]);
    expect(limited.headers['cache-control'] ?? '').not.toContain('max-age');
    expect((await from('10.8.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 60; i++) {
      expect((await from('10.8.0.3', '/api/weather')).statusCode).toBe(200);
    }
    expect((await from('10.8.0.3', '/api/weather')).statusCode).toBe(429);
  });

  it('asks upstream at most 4 at a time', async () => {
    fake.behaviour.delayMs = 50;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(`/api/weather/marine?lat=${40 + i}&lon=5`)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(fake.maxInFlight).toBeLessThanOrEqual(4);
    expect(fake.maxInFlight).toBeGreaterThan(1);
  });
});

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A service straight on the fake, logging to `lines`. */
function serviceLoggingTo(lines: LogLine[], timeoutMs = 5_000) {
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  return weatherService({
    client: openMeteoClient({
      marineUrl: fake.marineUrl,
      forecastUrl: fake.forecastUrl,
      userAgent: 'test',
      timeoutMs,
    }),
    budget: inProcessBudget(OPEN_METEO_FREE_TIER, Date.now),
    now: Date.now,
    log: pino({ level: 'info' }, logStream),
    maxConcurrent: 4,
    maxQueued: 100,
    maxEntries: 100,
    maxStaleMs: 3_600_000,
  });
}

describe('the log of an Open-Meteo outage', () => {
  it('tells an outage once for each API, without a stack, however many positions it costs, and its end once', async () => {
    const lines: LogLine[] = [];
    const service = serviceLoggingTo(lines);
    fake.behaviour.status = 500;
    for (let i = 0; i < 12; i++) {
      await expect(service.weather(55 + i / 10, 11)).rejects.toMatchObject({ statusCode: 502 });
    }
    const WARN = 40;
    const loud = () => lines.filter((line) => line.level >= WARN);
    expect(
      loud()
        .map(({ upstream, msg }) => ({ upstream, msg }))
        .sort((a, b) => String(a.upstream).localeCompare(String(b.upstream))),
    ).toEqual(
      ['forecast', 'marine'].map((upstream) => ({
        upstream,
        msg: 'Open-Meteo failing; its further failures are counted until it answers again',
      })),
    );
    expect(JSON.stringify(lines)).not.toContain('"stack"');

    fake.behaviour.status = 200;
    await service.weather(57, 11);
    expect(
      lines.filter((line) => line.msg === 'Open-Meteo answers again').map((l) => l.failedFetches),
    ).toEqual([12, 12]);
    expect(loud()).toHaveLength(2);
  });
});

describe('the Open-Meteo client against a slow upstream', () => {
  afterEach(() => {
    fake.behaviour.delayMs = 0;
  });

  it("gives up after its timeout and answers 'Kunne ikke hente vejrdata'", async () => {
    fake.behaviour.delayMs = 2_000;
    const service = serviceLoggingTo([], 200);
    const started = Date.now();
    await expect(service.marine(55, 12)).rejects.toMatchObject({
      statusCode: 502,
      code: 'WEATHER_UPSTREAM_FAILED',
      message: 'Kunne ikke hente vejrdata',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
