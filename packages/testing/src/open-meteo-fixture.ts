// The shape of Open-Meteo's answers, recorded from its public documentation
// (https://open-meteo.com/en/docs/marine-weather-api and https://open-meteo.com/en/docs): top-level
// position, generation time, time zone and elevation; `current_units` + `current` (one value per
// variable, `time` in local ISO without offset, `interval` in seconds); `hourly_units` + `hourly`
// and `daily_units` + `daily` (parallel arrays beside a `time` array). With
// timezone=Europe/Copenhagen every time is Danish local time and data starts at 00:00 today.
// Values are null where a model has none (marine variables on land).

/** The conditions a fixture answer describes; the rest of its numbers follow from these. */
export interface FixtureConditions {
  waveHeight: number | null;
  windSpeedMs: number;
  weatherCode: number;
  seaSurfaceTemperature: number;
  /** Ocean current as Open-Meteo sends it by default, in km/h. */
  currentVelocityKmh: number;
}

export const CALM: FixtureConditions = {
  waveHeight: 0.6,
  windSpeedMs: 5.2,
  weatherCode: 2,
  seaSurfaceTemperature: 15.4,
  currentVelocityKmh: 1.8,
};

const DAYS = 7;
const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date and the current hour in Danish time, as Open-Meteo writes them. */
function localNow(now: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Copenhagen',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

function days(today: string): string[] {
  const start = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

function hours(today: string): string[] {
  return days(today).flatMap((date) =>
    Array.from({ length: 24 }, (_, h) => `${date}T${pad(h)}:00`),
  );
}

/** A day-to-day wobble, so the chart's days differ and the first day is the given one. */
const wobble = (base: number, i: number) => Math.round(base * (1 + 0.15 * Math.sin(i)) * 100) / 100;

function header(latitude: number, longitude: number, now: Date) {
  // Danish summer time is two hours ahead of UTC, winter time one.
  const offsetHours = localNow(now).hour - now.getUTCHours();
  const offset = (((offsetHours % 24) + 24) % 24) * 3600;
  return {
    latitude,
    longitude,
    generationtime_ms: 0.412,
    utc_offset_seconds: offset,
    timezone: 'Europe/Copenhagen',
    timezone_abbreviation: offset === 7200 ? 'GMT+2' : 'GMT+1',
    elevation: 0,
  };
}

/** An answer of /v1/marine to the query the weather feature sends. */
export function marineAnswer(
  latitude: number,
  longitude: number,
  c: FixtureConditions = CALM,
  now = new Date(),
) {
  const { date, hour } = localNow(now);
  const hourly = hours(date);
  const wave = (i: number) => (c.waveHeight === null ? null : wobble(c.waveHeight, i / 24));
  return {
    ...header(latitude, longitude, now),
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      wave_height: 'm',
      wave_direction: '°',
      wave_period: 's',
      wind_wave_height: 'm',
      wind_wave_period: 's',
      swell_wave_height: 'm',
      swell_wave_direction: '°',
      swell_wave_period: 's',
      ocean_current_velocity: 'km/h',
      ocean_current_direction: '°',
      sea_surface_temperature: '°C',
    },
    current: {
      time: `${date}T${pad(hour)}:00`,
      interval: 3600,
      wave_height: c.waveHeight,
      wave_direction: c.waveHeight === null ? null : 247,
      wave_period: c.waveHeight === null ? null : 4.35,
      wind_wave_height: c.waveHeight === null ? null : Math.round(c.waveHeight * 70) / 100,
      wind_wave_period: c.waveHeight === null ? null : 3.2,
      swell_wave_height: c.waveHeight === null ? null : 0.18,
      swell_wave_direction: c.waveHeight === null ? null : 290,
      swell_wave_period: c.waveHeight === null ? null : 6.1,
      ocean_current_velocity: c.currentVelocityKmh,
      ocean_current_direction: 28,
      sea_surface_temperature: c.seaSurfaceTemperature,
    },
    hourly_units: { time: 'iso8601', wave_height: 'm', wave_direction: '°' },
    hourly: {
      time: hourly,
      wave_height: hourly.map((_, i) => wave(i)),
      wave_direction: hourly.map((_, i) => (c.waveHeight === null ? null : 240 + (i % 20))),
    },
    daily_units: {
      time: 'iso8601',
      wave_height_max: 'm',
      wave_direction_dominant: '°',
      wave_period_max: 's',
    },
    daily: {
      time: days(date),
      wave_height_max: days(date).map((_, i) =>
        c.waveHeight === null ? null : wobble(c.waveHeight * 1.2, i),
      ),
      wave_direction_dominant: days(date).map((_, i) =>
        c.waveHeight === null ? null : 250 + i * 5,
      ),
      wave_period_max: days(date).map((_, i) => (c.waveHeight === null ? null : wobble(5, i))),
    },
  };
}

/** An answer of /v1/forecast to the query the weather feature sends (wind_speed_unit=ms). */
export function forecastAnswer(
  latitude: number,
  longitude: number,
  c: FixtureConditions = CALM,
  now = new Date(),
) {
  const { date, hour } = localNow(now);
  const hourly = hours(date);
  return {
    ...header(latitude, longitude, now),
    elevation: 4,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      apparent_temperature: '°C',
      precipitation: 'mm',
      weather_code: 'wmo code',
      cloud_cover: '%',
      wind_speed_10m: 'm/s',
      wind_direction_10m: '°',
      wind_gusts_10m: 'm/s',
    },
    current: {
      time: `${date}T${pad(hour)}:00`,
      interval: 900,
      temperature_2m: 17.3,
      relative_humidity_2m: 71,
      apparent_temperature: 16.1,
      precipitation: 0,
      weather_code: c.weatherCode,
      cloud_cover: 40,
      wind_speed_10m: c.windSpeedMs,
      wind_direction_10m: 225,
      wind_gusts_10m: Math.round(c.windSpeedMs * 150) / 100,
    },
    hourly_units: {
      time: 'iso8601',
      temperature_2m: '°C',
      wind_speed_10m: 'm/s',
      wind_direction_10m: '°',
    },
    hourly: {
      time: hourly,
      temperature_2m: hourly.map((_, i) => wobble(16, i / 6)),
      wind_speed_10m: hourly.map((_, i) => wobble(c.windSpeedMs, i / 24)),
      wind_direction_10m: hourly.map((_, i) => 200 + (i % 40)),
    },
    daily_units: {
      time: 'iso8601',
      sunrise: 'iso8601',
      sunset: 'iso8601',
      uv_index_max: '',
      wind_speed_10m_max: 'm/s',
      wind_gusts_10m_max: 'm/s',
    },
    daily: {
      time: days(date),
      sunrise: days(date).map((day) => `${day}T04:3${days(date).indexOf(day)}`),
      sunset: days(date).map((day) => `${day}T21:5${days(date).indexOf(day)}`),
      uv_index_max: days(date).map((_, i) => wobble(5.4, i)),
      wind_speed_10m_max: days(date).map((_, i) => wobble(c.windSpeedMs * 1.4, i)),
      wind_gusts_10m_max: days(date).map((_, i) => wobble(c.windSpeedMs * 2, i)),
    },
  };
}
