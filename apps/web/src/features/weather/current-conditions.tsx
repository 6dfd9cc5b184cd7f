import type { WeatherAnswer } from '@havhjaelp/common/weather';
import { DirectionArrow } from './direction-arrow';
import { from, reading, towards } from './weather-format';

/** Waves, wind waves, current and wind now; '–' for each reading missing or not fetched. */
export function CurrentConditions({ answer }: { answer: WeatherAnswer | undefined }) {
  const m = answer?.marine;
  const w = answer?.weather;
  return (
    <section aria-labelledby="weather-now">
      <h2 id="weather-now">Forhold nu</h2>
      <dl className="weather-now">
        <div>
          <dt>Bølgehøjde</dt>
          <dd data-testid="wave-height">
            <DirectionArrow degrees={m?.waveDirection ?? null} from />{' '}
            {reading(m?.waveHeight ?? null, 'm')} {from(m?.waveDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Vindbølger</dt>
          <dd>
            {reading(m?.windWaveHeight ?? null, 'm')} · periode{' '}
            {reading(m?.wavePeriod ?? null, 's', 0)}
          </dd>
        </div>
        <div>
          <dt>Dønning</dt>
          <dd>
            {reading(m?.swellWaveHeight ?? null, 'm')} {from(m?.swellWaveDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Havstrøm</dt>
          <dd>
            <DirectionArrow degrees={m?.currentDirection ?? null} from={false} />{' '}
            {reading(m?.currentVelocity ?? null, 'm/s')} {towards(m?.currentDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Vind</dt>
          <dd>
            <DirectionArrow degrees={w?.windDirection ?? null} from />{' '}
            {reading(w?.windSpeed ?? null, 'm/s')} {from(w?.windDirection ?? null)} · stød{' '}
            {reading(w?.windGusts ?? null, 'm/s')}
          </dd>
        </div>
        <div>
          <dt>Lufttemperatur</dt>
          <dd>
            {reading(w?.temperature ?? null, '°C')} · føles som{' '}
            {reading(w?.apparentTemperature ?? null, '°C')}
          </dd>
        </div>
        <div>
          <dt>Nedbør og skydække</dt>
          <dd>
            {reading(w?.precipitation ?? null, 'mm')} · {reading(w?.cloudCover ?? null, '%', 0)}
          </dd>
        </div>
        <div>
          <dt>Luftfugtighed</dt>
          <dd>{reading(w?.humidity ?? null, '%', 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
