import {
  FORECAST_DAYS,
  FORECAST_HOURS,
  warningInput,
  weatherWarnings,
  type MarineNow,
  type WeatherAnswer,
  type WeatherDay,
  type WeatherHour,
  type WeatherNow,
} from '@havhjaelp/common/weather';
import type { ForecastUpstream, MarineUpstream } from './open-meteo-answers';

/** Thrown when an upstream answer has the right shape but says something we cannot use. */
export class UpstreamContentError extends Error {
  override name = 'UpstreamContentError';
}

type Quantity = 'height' | 'speed' | 'temperature' | 'plain';

/** Factors into our units (m, m/s, °C) from each unit Open-Meteo may state. */
const TO_OUR_UNITS: Record<Quantity, Record<string, (v: number) => number>> = {
  height: { m: (v) => v, ft: (v) => v * 0.3048 },
  speed: {
    'm/s': (v) => v,
    'km/h': (v) => v / 3.6,
    kn: (v) => v * (1852 / 3600),
    mph: (v) => v * 0.44704,
  },
  temperature: { '°C': (v) => v, '°F': (v) => ((v - 32) * 5) / 9 },
  plain: {},
};

/**
 * A value in our unit for its quantity, rounded to two decimals. An unknown unit is refused: a
 * number whose unit we do not know could be a gale shown as a breeze.
 */
export function inOurUnit(value: number | null, unit: string, quantity: Quantity): number | null {
  if (value === null) return null;
  if (quantity === 'plain') return value;
  const convert = TO_OUR_UNITS[quantity][unit];
  if (!convert) throw new UpstreamContentError(`unknown ${quantity} unit '${unit}'`);
  return Math.round(convert(value) * 100) / 100;
}

/** The next 48 hours from the answer's current hour (local ISO, "2026-06-21T14:15" → "T14"). */
function fromCurrentHour(times: string[], currentTime: string): number {
  const index = times.findIndex((time) => time.slice(0, 13) === currentTime.slice(0, 13));
  return Math.max(index, 0);
}

export interface MarinePart {
  marine: MarineNow;
  daily: Pick<WeatherDay, 'date' | 'waveHeightMax' | 'waveDirectionDominant' | 'wavePeriodMax'>[];
  hourly: Pick<WeatherHour, 'time' | 'waveHeight' | 'waveDirection'>[];
}

export function normaliseMarine(answer: MarineUpstream): MarinePart {
  const { current: c, current_units: u, daily: d, daily_units: du, hourly: h } = answer;
  const start = fromCurrentHour(h.time, c.time);
  return {
    marine: {
      time: c.time,
      waveHeight: inOurUnit(c.wave_height, u.wave_height, 'height'),
      waveDirection: c.wave_direction,
      wavePeriod: c.wave_period,
      windWaveHeight: inOurUnit(c.wind_wave_height, u.wind_wave_height, 'height'),
      windWavePeriod: c.wind_wave_period,
      swellWaveHeight: inOurUnit(c.swell_wave_height, u.swell_wave_height, 'height'),
      swellWaveDirection: c.swell_wave_direction,
      swellWavePeriod: c.swell_wave_period,
      currentVelocity: inOurUnit(c.ocean_current_velocity, u.ocean_current_velocity, 'speed'),
      currentDirection: c.ocean_current_direction,
      seaSurfaceTemperature: inOurUnit(
        c.sea_surface_temperature,
        u.sea_surface_temperature,
        'temperature',
      ),
    },
    daily: d.time.slice(0, FORECAST_DAYS).map((date, i) => ({
      date,
      waveHeightMax: inOurUnit(d.wave_height_max[i]!, du.wave_height_max, 'height'),
      waveDirectionDominant: d.wave_direction_dominant[i]!,
      wavePeriodMax: d.wave_period_max[i]!,
    })),
    hourly: h.time.slice(start, start + FORECAST_HOURS).map((time, i) => ({
      time,
      waveHeight: inOurUnit(h.wave_height[start + i]!, answer.hourly_units.wave_height, 'height'),
      waveDirection: h.wave_direction[start + i]!,
    })),
  };
}

export interface ForecastPart {
  weather: WeatherNow;
  daily: Pick<
    WeatherDay,
    'date' | 'windSpeedMax' | 'windGustsMax' | 'sunrise' | 'sunset' | 'uvIndexMax'
  >[];
  hourly: Pick<WeatherHour, 'time' | 'windSpeed' | 'windDirection' | 'temperature'>[];
}

export function normaliseForecast(answer: ForecastUpstream): ForecastPart {
  const { current: c, current_units: u, daily: d, daily_units: du, hourly: h } = answer;
  const hu = answer.hourly_units;
  const start = fromCurrentHour(h.time, c.time);
  return {
    weather: {
      time: c.time,
      temperature: inOurUnit(c.temperature_2m, u.temperature_2m, 'temperature'),
      humidity: c.relative_humidity_2m,
      apparentTemperature: inOurUnit(c.apparent_temperature, u.apparent_temperature, 'temperature'),
      precipitation: c.precipitation,
      weatherCode: c.weather_code,
      cloudCover: c.cloud_cover,
      windSpeed: inOurUnit(c.wind_speed_10m, u.wind_speed_10m, 'speed'),
      windDirection: c.wind_direction_10m,
      windGusts: inOurUnit(c.wind_gusts_10m, u.wind_gusts_10m, 'speed'),
    },
    daily: d.time.slice(0, FORECAST_DAYS).map((date, i) => ({
      date,
      windSpeedMax: inOurUnit(d.wind_speed_10m_max[i]!, du.wind_speed_10m_max, 'speed'),
      windGustsMax: inOurUnit(d.wind_gusts_10m_max[i]!, du.wind_gusts_10m_max, 'speed'),
      sunrise: d.sunrise[i]!,
      sunset: d.sunset[i]!,
      uvIndexMax: d.uv_index_max[i]!,
    })),
    hourly: h.time.slice(start, start + FORECAST_HOURS).map((time, i) => ({
      time,
      windSpeed: inOurUnit(h.wind_speed_10m[start + i]!, hu.wind_speed_10m, 'speed'),
      windDirection: h.wind_direction_10m[start + i]!,
      temperature: inOurUnit(h.temperature_2m[start + i]!, hu.temperature_2m, 'temperature'),
    })),
  };
}

/** One answer of the marine and forecast parts, joined by day and by hour. */
export function combine(
  marine: MarinePart,
  forecast: ForecastPart,
): Pick<WeatherAnswer, 'marine' | 'weather' | 'daily' | 'hourly' | 'warnings'> {
  const dayOf = new Map(forecast.daily.map((day) => [day.date, day]));
  const hourOf = new Map(forecast.hourly.map((hour) => [hour.time, hour]));
  return {
    marine: marine.marine,
    weather: forecast.weather,
    daily: marine.daily.map((day) => {
      const f = dayOf.get(day.date);
      return {
        ...day,
        windSpeedMax: f?.windSpeedMax ?? null,
        windGustsMax: f?.windGustsMax ?? null,
        sunrise: f?.sunrise ?? null,
        sunset: f?.sunset ?? null,
        uvIndexMax: f?.uvIndexMax ?? null,
      };
    }),
    hourly: marine.hourly.map((hour) => {
      const f = hourOf.get(hour.time);
      return {
        ...hour,
        windSpeed: f?.windSpeed ?? null,
        windDirection: f?.windDirection ?? null,
        temperature: f?.temperature ?? null,
      };
    }),
    warnings: weatherWarnings(warningInput({ marine: marine.marine, weather: forecast.weather })),
  };
}
