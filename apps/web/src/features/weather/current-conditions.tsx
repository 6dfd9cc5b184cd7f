import type { WeatherAnswer } from '@havhjaelp/common/weather';
import { DirectionArrow } from './direction-arrow';
import { from, reading, towards } from './weather-format';

/** Waves, wind waves, current and wind now; zeros when the weather could not be fetched. */
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
            {reading(m?.waveHeight ?? 0, 'm')} {from(m?.waveDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Vindbølger</dt>
          <dd>
            {reading(m?.windWaveHeight ?? 0, 'm')} · periode {reading(m?.wavePeriod ?? 0, 's', 0)}
          </dd>
        </div>
        <div>
          <dt>Dønning</dt>
          <dd>
            {reading(m?.swellWaveHeight ?? 0, 'm')} {from(m?.swellWaveDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Havstrøm</dt>
          <dd>
            <DirectionArrow degrees={m?.currentDirection ?? null} from={false} />{' '}
            {reading(m?.currentVelocity ?? 0, 'm/s')} {towards(m?.currentDirection ?? null)}
          </dd>
        </div>
        <div>
          <dt>Vind</dt>
          <dd>
            <DirectionArrow degrees={w?.windDirection ?? null} from />{' '}
            {reading(w?.windSpeed ?? 0, 'm/s')} {from(w?.windDirection ?? null)} · stød{' '}
            {reading(w?.windGusts ?? 0, 'm/s')}
          </dd>
        </div>
        <div>
          <dt>Lufttemperatur</dt>
          <dd>
            {reading(w?.temperature ?? 0, '°C')} · føles som{' '}
            {reading(w?.apparentTemperature ?? 0, '°C')}
          </dd>
        </div>
        <div>
          <dt>Nedbør og skydække</dt>
          <dd>
            {reading(w?.precipitation ?? 0, 'mm')} · {reading(w?.cloudCover ?? 0, '%', 0)}
          </dd>
        </div>
        <div>
          <dt>Luftfugtighed</dt>
          <dd>{reading(w?.humidity ?? 0, '%', 0)}</dd>
        </div>
      </dl>
    </section>
  );
}
