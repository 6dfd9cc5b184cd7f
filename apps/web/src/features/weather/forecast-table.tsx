import type { WeatherDay } from '@havhjaelp/common/weather';
import { dayLabel, from, reading } from './weather-format';

/** The 7 days as a table: what a screen reader reads instead of the chart. */
export function ForecastTable({ days }: { days: WeatherDay[] }) {
  return (
    // Hidden by a wrapper: a table is never narrower than its content, so hidden itself it would
    // still stretch a phone's page sideways.
    <div className="visually-hidden">
      <table className="table forecast-table" data-testid="forecast-table">
        <caption>Udsigt for 7 dage: største bølgehøjde og vind pr. dag</caption>
        <thead>
          <tr>
            <th scope="col">Dag</th>
            <th scope="col">Bølgehøjde</th>
            <th scope="col">Bølgeperiode</th>
            <th scope="col">Vind</th>
            <th scope="col">Stød</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dayLabel(day.date)}</th>
              <td>
                {reading(day.waveHeightMax, 'm')} {from(day.waveDirectionDominant)}
              </td>
              <td>{reading(day.wavePeriodMax, 's', 0)}</td>
              <td>{reading(day.windSpeedMax, 'm/s')}</td>
              <td>{reading(day.windGustsMax, 'm/s')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
