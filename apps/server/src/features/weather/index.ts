import type { Redis } from 'ioredis';
import { weatherContract } from '@havhjaelp/common/contracts/weather';
import type { Feature, FeaturePlug } from '../../feature';
import { openMeteoClient, type OpenMeteoOptions } from './open-meteo';
import { redisBudget } from './redis-budget';
import { weatherRoutes } from './routes';
import { weatherService, type WeatherServiceOptions } from './service';
import { inProcessBudget, OPEN_METEO_FREE_TIER } from './upstream-budget';

export interface WeatherFeatureOptions {
  marineUrl: string;
  forecastUrl: string;
  /** Sent in the User-Agent so Open-Meteo can identify and reach us. */
  publicUrl: string;
  contactEmail: string;
  now: () => Date;
  /**
   * The deployment's Redis: Open-Meteo's free tier is then counted there for every instance
   * together; without it this process counts its own calls.
   */
  redis?: Redis | undefined;
  /** For tests: the upstream timeout and the fetch. */
  client?: Partial<Pick<OpenMeteoOptions, 'timeoutMs' | 'fetch'>>;
  service?: Partial<Pick<WeatherServiceOptions, 'maxConcurrent' | 'maxQueued' | 'maxStaleMs'>>;
}

/** Marine weather from Open-Meteo through one shared cache: `/api/weather` and its marine part. */
export function weatherFeature(options: WeatherFeatureOptions): Feature {
  const now = () => options.now().getTime();
  return {
    name: 'weather',
    contract: weatherContract,
    routes: async (app) => {
      const service = weatherService({
        client: openMeteoClient({
          marineUrl: options.marineUrl,
          forecastUrl: options.forecastUrl,
          userAgent: `Havhjaelp (+${options.publicUrl}; ${options.contactEmail})`,
          timeoutMs: 8_000,
          ...options.client,
        }),
        budget: options.redis
          ? redisBudget(options.redis, OPEN_METEO_FREE_TIER, (err) =>
              app.log.warn(
                { err },
                'the weather budget in Redis cannot be asked; no upstream call',
              ),
            )
          : inProcessBudget(OPEN_METEO_FREE_TIER, now),
        now,
        log: app.log,
        maxConcurrent: 4,
        maxQueued: 200,
        // About 20 kB an entry: at most some 40 MB, far more cells than Danish waters have.
        maxEntries: 2_000,
        maxStaleMs: 24 * 3_600_000,
        ...options.service,
      });
      weatherRoutes(app, service);
    },
  };
}

export const weatherPlug: FeaturePlug = ({ config, now, cluster }) =>
  weatherFeature({
    marineUrl: config.openMeteoMarineUrl,
    forecastUrl: config.openMeteoForecastUrl,
    publicUrl: config.publicUrl,
    contactEmail: config.supportEmail,
    now,
    // Open-Meteo's free tier is the deployment's: with Redis, every instance counts there.
    redis: cluster.redis,
  });
