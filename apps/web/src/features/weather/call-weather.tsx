import './weather.css';
import type { LatLng } from '@havhjaelp/common/geo';
import { WEATHER_TEXTS } from '@havhjaelp/common/weather';
import { useQuery } from '@tanstack/react-query';
import { weatherQuery } from './api';
import { from, reading } from './weather-format';

/** Waves, wind and warnings where a call is, as rows of the details list it sits in. */
export function CallWeather({ position }: { position: LatLng }) {
  const weather = useQuery(weatherQuery(position.lat, position.lng));
  return (
    <>
      <dt>Vejr på stedet</dt>
      <dd data-testid="call-weather">
        {weather.isPending && <span aria-busy="true">{WEATHER_TEXTS.loading}</span>}
        {weather.isError && <span>{WEATHER_TEXTS.failed}</span>}
        {weather.data && (
          <>
            Bølger {reading(weather.data.marine.waveHeight, 'm')}{' '}
            {from(weather.data.marine.waveDirection)} · vind{' '}
            {reading(weather.data.weather.windSpeed, 'm/s')}{' '}
            {from(weather.data.weather.windDirection)}
            {weather.data.warnings.length > 0 && (
              <ul className="call-weather-warnings">
                {weather.data.warnings.map((warning) => (
                  <li
                    key={warning.kind}
                    className={`weather-warning weather-warning-${warning.level}`}
                  >
                    {warning.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </dd>
    </>
  );
}
