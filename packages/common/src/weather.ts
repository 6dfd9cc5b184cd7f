import { z } from './zod-da';

export { WEATHER_ERRORS, WEATHER_TEXTS } from './weather-errors';
import { WEATHER_ERRORS } from './weather-errors';

/** Forecast length of SPEC.md section 9. */
export const FORECAST_DAYS = 7;
/** Hours of the hourly forecast the API answers, from the current hour. */
export const FORECAST_HOURS = 48;

const coordinate = (limit: number) =>
  z.coerce
    .number({ error: WEATHER_ERRORS.WEATHER_POSITION.message })
    .min(-limit, { error: WEATHER_ERRORS.WEATHER_POSITION.message })
    .max(limit, { error: WEATHER_ERRORS.WEATHER_POSITION.message });

/** `?lat=&lon=` of the weather routes. */
export const weatherQuerySchema = z.object({ lat: coordinate(90), lon: coordinate(180) });
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** The units every number of an answer is in; stated in the answer so nobody has to guess. */
export const WEATHER_UNITS = {
  height: 'm',
  direction: '°',
  period: 's',
  speed: 'm/s',
  temperature: '°C',
  precipitation: 'mm',
  percent: '%',
  time: 'Europe/Copenhagen',
} as const;
const unitsSchema = z.object(
  Object.fromEntries(
    Object.entries(WEATHER_UNITS).map(([key, unit]) => [key, z.literal(unit)]),
  ) as {
    [K in keyof typeof WEATHER_UNITS]: z.ZodLiteral<(typeof WEATHER_UNITS)[K]>;
  },
);

/** A measured value; null where the model has none (on land there are no waves). */
const value = z.number().nullable();
/** Local Danish time as Open-Meteo gives it with timezone=Europe/Copenhagen: "2026-06-21T04:25". */
const localTime = z.string();

/** Marine reading of SPEC.md section 3, now (heights m, directions °, periods s, speeds m/s). */
export const marineNowSchema = z.object({
  time: localTime,
  waveHeight: value,
  waveDirection: value,
  wavePeriod: value,
  windWaveHeight: value,
  windWavePeriod: value,
  swellWaveHeight: value,
  swellWaveDirection: value,
  swellWavePeriod: value,
  currentVelocity: value,
  currentDirection: value,
  seaSurfaceTemperature: value,
});
export type MarineNow = z.infer<typeof marineNowSchema>;

/** Weather now (temperatures °C, humidity and cloud %, precipitation mm, wind m/s). */
export const weatherNowSchema = z.object({
  time: localTime,
  temperature: value,
  humidity: value,
  apparentTemperature: value,
  precipitation: value,
  weatherCode: value,
  cloudCover: value,
  windSpeed: value,
  windDirection: value,
  windGusts: value,
});
export type WeatherNow = z.infer<typeof weatherNowSchema>;

export const weatherDaySchema = z.object({
  date: z.string(),
  waveHeightMax: value,
  waveDirectionDominant: value,
  wavePeriodMax: value,
  windSpeedMax: value,
  windGustsMax: value,
  sunrise: localTime.nullable(),
  sunset: localTime.nullable(),
  uvIndexMax: value,
});
export type WeatherDay = z.infer<typeof weatherDaySchema>;

export const weatherHourSchema = z.object({
  time: localTime,
  waveHeight: value,
  waveDirection: value,
  windSpeed: value,
  windDirection: value,
  temperature: value,
});
export type WeatherHour = z.infer<typeof weatherHourSchema>;

export const WARNING_LEVELS = ['info', 'warning', 'danger'] as const;
export type WarningLevel = (typeof WARNING_LEVELS)[number];

export const weatherWarningSchema = z.object({
  kind: z.enum(['waves', 'wind', 'thunder', 'cold-water']),
  level: z.enum(WARNING_LEVELS),
  message: z.string(),
});
export type WeatherWarning = z.infer<typeof weatherWarningSchema>;

const positionSchema = z.object({ lat: z.number(), lon: z.number() });

/** `GET /api/weather`: everything the weather screen shows, for the 0.05° cell of a position. */
export const weatherAnswerSchema = z.object({
  /** The cell's centre the data is for. */
  position: positionSchema,
  /** When the server fetched it from Open-Meteo (ISO, UTC). */
  fetchedAt: z.string(),
  units: unitsSchema,
  marine: marineNowSchema,
  weather: weatherNowSchema,
  daily: z.array(weatherDaySchema),
  hourly: z.array(weatherHourSchema),
  warnings: z.array(weatherWarningSchema),
});
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>;

/** `GET /api/weather/marine`: the lighter answer of a map click. */
export const marineAnswerSchema = z.object({
  position: positionSchema,
  fetchedAt: z.string(),
  units: unitsSchema,
  marine: marineNowSchema,
  warnings: z.array(weatherWarningSchema),
});
export type MarineAnswer = z.infer<typeof marineAnswerSchema>;

/** The limits of SPEC.md section 9 "Weather rules". */
export const WEATHER_LIMITS = {
  highWavesM: 2,
  veryHighWavesM: 3.5,
  strongWindMs: 15,
  thunderstormCode: 95,
  coldWaterC: 10,
} as const;

export const WARNING_TEXTS = {
  highWaves: 'Høje bølger',
  veryHighWaves: 'Meget høje bølger - Søfart frarådes',
  strongWind: 'Hård vind - over 15 m/s',
  thunder: 'Tordenvejr',
  coldWater: 'Koldt vand - Brug våddragt',
} as const;

export interface WarningInput {
  waveHeight: number | null;
  windSpeed: number | null;
  weatherCode: number | null;
  seaSurfaceTemperature: number | null;
}

/** The readings the warnings are judged on, from an answer's marine and weather parts. */
export function warningInput(now: { marine: MarineNow; weather: WeatherNow }): WarningInput {
  return {
    waveHeight: now.marine.waveHeight,
    windSpeed: now.weather.windSpeed,
    weatherCode: now.weather.weatherCode,
    seaSurfaceTemperature: now.marine.seaSurfaceTemperature,
  };
}

const above = (reading: number | null, limit: number) => reading !== null && reading > limit;

/**
 * The warnings of SPEC.md section 9 for the conditions now, most serious first. A missing reading
 * warns of nothing. Very high waves replace the high-wave warning rather than repeat it.
 */
export function weatherWarnings(now: WarningInput): WeatherWarning[] {
  const warnings: WeatherWarning[] = [];
  if (above(now.waveHeight, WEATHER_LIMITS.veryHighWavesM)) {
    warnings.push({ kind: 'waves', level: 'danger', message: WARNING_TEXTS.veryHighWaves });
  } else if (above(now.waveHeight, WEATHER_LIMITS.highWavesM)) {
    warnings.push({ kind: 'waves', level: 'warning', message: WARNING_TEXTS.highWaves });
  }
  if (now.weatherCode !== null && now.weatherCode >= WEATHER_LIMITS.thunderstormCode) {
    warnings.push({ kind: 'thunder', level: 'danger', message: WARNING_TEXTS.thunder });
  }
  if (above(now.windSpeed, WEATHER_LIMITS.strongWindMs)) {
    warnings.push({ kind: 'wind', level: 'warning', message: WARNING_TEXTS.strongWind });
  }
  if (now.seaSurfaceTemperature !== null && now.seaSurfaceTemperature < WEATHER_LIMITS.coldWaterC) {
    warnings.push({ kind: 'cold-water', level: 'info', message: WARNING_TEXTS.coldWater });
  }
  const rank = (w: WeatherWarning) => WARNING_LEVELS.indexOf(w.level);
  return warnings.sort((a, b) => rank(b) - rank(a));
}

/**
 * Whether the warnings of `weatherWarnings` were judged on every reading they need. With one
 * missing, "no warnings" would be false reassurance: a missing reading warns of nothing.
 */
export function warningsJudged(now: WarningInput | undefined): boolean {
  return now !== undefined && Object.values(now).every((reading) => reading !== null);
}

/** The 8 sectors of SPEC.md section 9, clockwise from north; each covers 45°. */
export const COMPASS_SECTORS = ['N', 'NØ', 'Ø', 'SØ', 'S', 'SV', 'V', 'NV'] as const;
export type CompassSector = (typeof COMPASS_SECTORS)[number];

/** The sector a direction in degrees lies in: 22,4° → 'N', 22,5° → 'NØ' (halfway goes clockwise). */
export function compassSector(degrees: number): CompassSector {
  if (!Number.isFinite(degrees)) throw new RangeError(`A direction must be finite, got ${degrees}`);
  const sector = Math.round((((degrees % 360) + 360) % 360) / 45) % COMPASS_SECTORS.length;
  return COMPASS_SECTORS[sector]!;
}

/** The size of a cache cell: positions are rounded to 0,05° before anything is asked upstream. */
export const CELL_DEGREES = 0.05;

/** The centre of the 0,05° cell a position lies in, as a number with at most two decimals. */
export function weatherCell(lat: number, lon: number): { lat: number; lon: number } {
  const round = (v: number) => Number((Math.round(v / CELL_DEGREES) * CELL_DEGREES).toFixed(2));
  // -0 would make a second key for the same cell.
  return { lat: round(lat) + 0, lon: round(lon) + 0 };
}
