import { FORECAST_DAYS } from '@havhjaelp/common/weather';
import type { z } from 'zod';
import {
  FORECAST_VARIABLES,
  forecastAnswerUpstream,
  MARINE_VARIABLES,
  marineAnswerUpstream,
} from './open-meteo-answers';
import {
  normaliseForecast,
  normaliseMarine,
  UpstreamContentError,
  type ForecastPart,
  type MarinePart,
} from './normalise';

/** Open-Meteo could not give a usable answer: unreachable, slow, an error status or a bad body. */
export class OpenMeteoError extends Error {
  override name = 'OpenMeteoError';
}

export interface OpenMeteoOptions {
  marineUrl: string;
  forecastUrl: string;
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The query of SPEC.md section 7, in Danish time and m/s (the 15 m/s rule; the default is km/h). */
export function openMeteoQuery(
  lat: number,
  lon: number,
  variables: { current: readonly string[]; hourly: readonly string[]; daily: readonly string[] },
): URLSearchParams {
  return new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    current: variables.current.join(','),
    hourly: variables.hourly.join(','),
    daily: variables.daily.join(','),
    timezone: 'Europe/Copenhagen',
    wind_speed_unit: 'ms',
    forecast_days: String(FORECAST_DAYS),
  });
}

async function getJson(url: string, options: OpenMeteoOptions): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  try {
    // The timeout covers the body too: an upstream that trickles bytes is cut off as well.
    const response = await doFetch(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new OpenMeteoError(`Open-Meteo answered ${response.status}`);
    }
    return await response.json();
  } catch (error) {
    if (error instanceof OpenMeteoError) throw error;
    throw new OpenMeteoError(`Open-Meteo unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function parse<S extends z.ZodType, P>(schema: S, body: unknown, normalise: (a: z.infer<S>) => P) {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new OpenMeteoError(`Open-Meteo answer of an unknown shape: ${result.error.message}`);
  }
  try {
    return normalise(result.data);
  } catch (error) {
    if (error instanceof UpstreamContentError) throw new OpenMeteoError(error.message);
    throw error;
  }
}

/** One call each to Open-Meteo's marine and forecast APIs, validated and normalised. */
export function openMeteoClient(options: OpenMeteoOptions) {
  return {
    async marine(lat: number, lon: number): Promise<MarinePart> {
      const url = `${options.marineUrl}?${openMeteoQuery(lat, lon, MARINE_VARIABLES)}`;
      return parse(marineAnswerUpstream, await getJson(url, options), normaliseMarine);
    },
    async forecast(lat: number, lon: number): Promise<ForecastPart> {
      const daily = [...FORECAST_VARIABLES.dailyTimes, ...FORECAST_VARIABLES.daily];
      const url = `${options.forecastUrl}?${openMeteoQuery(lat, lon, { ...FORECAST_VARIABLES, daily })}`;
      return parse(forecastAnswerUpstream, await getJson(url, options), normaliseForecast);
    },
  };
}
export type OpenMeteoClient = ReturnType<typeof openMeteoClient>;
