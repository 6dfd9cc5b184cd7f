import { z } from 'zod';

// What we ask Open-Meteo for (SPEC.md section 7) and the Zod shape its answers must have. An
// answer that lacks a variable we asked for, or whose arrays do not line up with their times, is
// refused as a whole: a changed upstream is a clean error, never a page of zeros.

export const MARINE_VARIABLES = {
  current: [
    'wave_height',
    'wave_direction',
    'wave_period',
    'wind_wave_height',
    'wind_wave_period',
    'swell_wave_height',
    'swell_wave_direction',
    'swell_wave_period',
    'ocean_current_velocity',
    'ocean_current_direction',
    'sea_surface_temperature',
  ],
  hourly: ['wave_height', 'wave_direction'],
  daily: ['wave_height_max', 'wave_direction_dominant', 'wave_period_max'],
} as const;

export const FORECAST_VARIABLES = {
  current: [
    'temperature_2m',
    'relative_humidity_2m',
    'apparent_temperature',
    'precipitation',
    'weather_code',
    'cloud_cover',
    'wind_speed_10m',
    'wind_direction_10m',
    'wind_gusts_10m',
  ],
  hourly: ['temperature_2m', 'wind_speed_10m', 'wind_direction_10m'],
  daily: ['uv_index_max', 'wind_speed_10m_max', 'wind_gusts_10m_max'],
  /** Daily times, strings rather than numbers. */
  dailyTimes: ['sunrise', 'sunset'],
} as const;

type Names = readonly string[];
const reading = z.number().finite().nullable();

function record<const N extends Names, T extends z.ZodType>(names: N, type: T) {
  return z.object(Object.fromEntries(names.map((name) => [name, type])) as { [K in N[number]]: T });
}

function series<const N extends Names, const S extends Names = []>(
  numbers: N,
  strings: S = [] as unknown as S,
) {
  return z
    .object({ time: z.array(z.string()).min(1) })
    .and(record(numbers, z.array(reading)))
    .and(record(strings, z.array(z.string().nullable())))
    .refine(
      (block) => {
        const columns = block as unknown as Record<string, unknown[]>;
        return [...numbers, ...strings].every(
          (name) => columns[name]!.length === block.time.length,
        );
      },
      { error: 'a column does not line up with its times' },
    );
}

function answer<
  const C extends Names,
  const H extends Names,
  const D extends Names,
  const DS extends Names = [],
>(variables: { current: C; hourly: H; daily: D; dailyTimes?: DS }) {
  return z.object({
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.literal('Europe/Copenhagen'),
    current_units: record(variables.current, z.string()),
    current: z.object({ time: z.string() }).and(record(variables.current, reading)),
    hourly_units: record(variables.hourly, z.string()),
    hourly: series(variables.hourly),
    daily_units: record(variables.daily, z.string()),
    daily: series(variables.daily, variables.dailyTimes ?? ([] as unknown as DS)),
  });
}

export const marineAnswerUpstream = answer(MARINE_VARIABLES);
export type MarineUpstream = z.infer<typeof marineAnswerUpstream>;

export const forecastAnswerUpstream = answer(FORECAST_VARIABLES);
export type ForecastUpstream = z.infer<typeof forecastAnswerUpstream>;
