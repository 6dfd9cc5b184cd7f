import './weather.css';
import { MAP_START } from '@havhjaelp/common/limits';
import { formatClockTime, formatPosition } from '@havhjaelp/common/nautical-format';
import { WEATHER_TEXTS, type WeatherAnswer, type WeatherDay } from '@havhjaelp/common/weather';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Page } from '../../components/ui/page';
import { locateOnce } from '../../lib/geolocation';
import { useMyPosition } from '../../lib/use-my-position';
import { weatherQuery } from './api';
import { CurrentConditions } from './current-conditions';
import { ForecastTable } from './forecast-table';
import { OpenMeteoCredit } from './open-meteo-credit';
import { WarningsList } from './warnings-list';
import { WeatherMap } from './weather-map';
import { localClock, reading } from './weather-format';

// uPlot loads only once there is a forecast to draw.
const ForecastChart = lazy(() => import('./forecast-chart'));

const COPENHAGEN = { lat: MAP_START.lat, lng: MAP_START.lng };

/** What SPEC.md section 8 shows when the weather cannot be fetched: zeros and no forecast. */
const ZERO_DAY: WeatherDay = {
  date: '',
  waveHeightMax: 0,
  waveDirectionDominant: 0,
  wavePeriodMax: 0,
  windSpeedMax: 0,
  windGustsMax: 0,
  sunrise: null,
  sunset: null,
  uvIndexMax: 0,
};

/** SPEC.md section 2 "Weather": conditions at my position (else Copenhagen), 7 days and a map. */
export function WeatherPage() {
  useEffect(locateOnce, []);
  const position = useMyPosition() ?? COPENHAGEN;
  const weather = useQuery(weatherQuery(position.lat, position.lng));

  return (
    <Page title="Vejr" className="weather-page">
      <p className="weather-position">
        {formatPosition(position)}
        {weather.data && (
          <span className="muted"> · opdateret kl. {formatClockTime(weather.data.fetchedAt)}</span>
        )}
      </p>
      {weather.isPending ? (
        <p aria-busy="true">{WEATHER_TEXTS.loading}</p>
      ) : (
        <>
          {weather.isError && (
            <div className="weather-failed" role="alert">
              <p>{WEATHER_TEXTS.failed}</p>
              <button
                type="button"
                className="button"
                disabled={weather.isFetching}
                onClick={() => void weather.refetch()}
              >
                {WEATHER_TEXTS.retry}
              </button>
            </div>
          )}
          <Conditions answer={weather.data} />
        </>
      )}
      <h2>Kort</h2>
      <p className="muted">Klik på kortet for at se havforholdene på et sted.</p>
      <WeatherMap centre={position} />
      <OpenMeteoCredit />
    </Page>
  );
}

function Conditions({ answer }: { answer: WeatherAnswer | undefined }) {
  const today = answer?.daily[0] ?? ZERO_DAY;
  const days = answer?.daily ?? [];
  return (
    <>
      <WarningsList warnings={answer?.warnings ?? []} />
      <ul className="weather-cards" aria-label="I dag">
        <li className="card">
          <h3>Solopgang</h3>
          <p className="weather-value">{localClock(today.sunrise)}</p>
        </li>
        <li className="card">
          <h3>Solnedgang</h3>
          <p className="weather-value">{localClock(today.sunset)}</p>
        </li>
        <li className="card">
          <h3>UV-indeks</h3>
          <p className="weather-value">{reading(today.uvIndexMax, '', 1).trim()}</p>
        </li>
        <li className="card">
          <h3>Vandtemperatur</h3>
          <p className="weather-value">
            {reading(answer?.marine.seaSurfaceTemperature ?? 0, '°C')}
          </p>
        </li>
      </ul>
      <CurrentConditions answer={answer} />
      <h2>Udsigt for 7 dage</h2>
      {days.length === 0 ? (
        <p className="muted">Ingen udsigt.</p>
      ) : (
        <>
          <Suspense fallback={<div className="forecast-chart" aria-hidden="true" />}>
            <ForecastChart days={days} />
          </Suspense>
          <ForecastTable days={days} />
        </>
      )}
    </>
  );
}
