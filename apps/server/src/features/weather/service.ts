import {
  WEATHER_ERRORS,
  WEATHER_UNITS,
  weatherCell,
  weatherWarnings,
  type MarineAnswer,
  type WeatherAnswer,
} from '@havhjaelp/common/weather';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { AppError } from '../../http/app-error';
import { OutageLog } from '../../http/upstream-outages';
import { combine, type ForecastPart, type MarinePart } from './normalise';
import { OpenMeteoError, type OpenMeteoClient } from './open-meteo';
import type { UpstreamBudget } from './upstream-budget';
import { WeatherCache } from './weather-cache';

export interface WeatherServiceOptions {
  client: OpenMeteoClient;
  budget: UpstreamBudget;
  now: () => number;
  log: FastifyBaseLogger;
  /** Calls to Open-Meteo at once. */
  maxConcurrent: number;
  /** Calls waiting for a free slot; beyond that a miss is refused at once. */
  maxQueued: number;
  maxEntries: number;
  maxStaleMs: number;
}

type Part = MarinePart | ForecastPart;
type Api = 'marine' | 'forecast';

/**
 * The weather of a position from one shared cache. A miss costs one call of the upstream budget
 * per API (marine, forecast); a spent budget, a full queue or a failed call without a cached copy
 * is a clean Danish error.
 */
export function weatherService(options: WeatherServiceOptions) {
  const limit = pLimit(options.maxConcurrent);
  // An outage is logged once, not for every position and refresh it costs.
  const outages = new OutageLog<Api>(options.log, 'Open-Meteo');
  const cache = new WeatherCache<Part>({
    maxEntries: options.maxEntries,
    maxStaleMs: options.maxStaleMs,
    now: options.now,
    onRefreshError: (key, error) => {
      if (!(error instanceof OpenMeteoError)) {
        options.log.warn({ err: error, key }, 'weather refresh failed; the stale copy stays');
      }
    },
  });

  async function upstream<P extends Part>(api: Api, call: () => Promise<P>): Promise<P> {
    if (limit.pendingCount >= options.maxQueued) throw new AppError(WEATHER_ERRORS.WEATHER_BUSY);
    return limit(async () => {
      if (!(await options.budget.take())) throw new AppError(WEATHER_ERRORS.WEATHER_BUDGET_SPENT);
      try {
        const value = await call();
        outages.worked(api);
        return value;
      } catch (error) {
        if (error instanceof OpenMeteoError) outages.failed(api, error);
        throw error;
      }
    });
  }

  async function part<P extends Part>(api: Api, lat: number, lon: number, call: () => Promise<P>) {
    try {
      return (await cache.get(`${api}:${lat},${lon}`, () => upstream(api, call))) as {
        value: P;
        fetchedAt: number;
      };
    } catch (error) {
      if (!(error instanceof OpenMeteoError)) throw error;
      throw new AppError(WEATHER_ERRORS.WEATHER_UPSTREAM_FAILED);
    }
  }

  const marinePart = (lat: number, lon: number) =>
    part('marine', lat, lon, () => options.client.marine(lat, lon));
  const forecastPart = (lat: number, lon: number) =>
    part('forecast', lat, lon, () => options.client.forecast(lat, lon));

  return {
    async weather(lat: number, lon: number): Promise<WeatherAnswer> {
      const cell = weatherCell(lat, lon);
      const [marine, forecast] = await Promise.all([
        marinePart(cell.lat, cell.lon),
        forecastPart(cell.lat, cell.lon),
      ]);
      return {
        position: cell,
        fetchedAt: new Date(Math.min(marine.fetchedAt, forecast.fetchedAt)).toISOString(),
        units: WEATHER_UNITS,
        ...combine(marine.value, forecast.value),
      };
    },
    async marine(lat: number, lon: number): Promise<MarineAnswer> {
      const cell = weatherCell(lat, lon);
      const { value, fetchedAt } = await marinePart(cell.lat, cell.lon);
      return {
        position: cell,
        fetchedAt: new Date(fetchedAt).toISOString(),
        units: WEATHER_UNITS,
        marine: value.marine,
        warnings: weatherWarnings({
          waveHeight: value.marine.waveHeight,
          seaSurfaceTemperature: value.marine.seaSurfaceTemperature,
          windSpeed: null,
          weatherCode: null,
        }),
      };
    },
  };
}
export type WeatherService = ReturnType<typeof weatherService>;
