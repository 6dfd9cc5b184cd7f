import './weather.css';
import type { LatLng } from '@havhjaelp/common/geo';
import { WEATHER_TEXTS } from '@havhjaelp/common/weather';
import { useQuery } from '@tanstack/react-query';
import { weatherQuery } from './api';
import { from, reading } from './weather-format';

/** Waves, wind and warnings where a call is, as rows of the details list it sits in. */
export function CallWeather({ position }: { position: LatLng }) {
  const weather = useQuery(weatherQuery(position.lat, position.lng));
  // A failure shows each reading as '–', never the zeros of a calm sea.
  const answer = weather.isError ? undefined : weather.data;
  return (
    <>
      <dt>Vejr på stedet</dt>
      <dd data-testid="call-weather">
        {weather.isPending ? (
          <span aria-busy="true">{WEATHER_TEXTS.loading}</span>
        ) : (
          <>
            {weather.isError && <p className="form-error">{WEATHER_TEXTS.failed}</p>}
            Bølger {reading(answer?.marine.waveHeight ?? null, 'm')}{' '}
            {from(answer?.marine.waveDirection ?? null)} · vind{' '}
            {reading(answer?.weather.windSpeed ?? null, 'm/s')}{' '}
            {from(answer?.weather.windDirection ?? null)}
            {answer && answer.warnings.length > 0 && (
              <ul className="call-weather-warnings">
                {answer.warnings.map((warning) => (
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
