import { WEATHER_TEXTS, type WarningLevel, type WeatherWarning } from '@havhjaelp/common/weather';

const LEVEL_LABELS: Record<WarningLevel, string> = {
  danger: 'Fare',
  warning: 'Advarsel',
  info: 'Info',
};

/**
 * The warnings of SPEC.md section 9, most serious first, each with its severity in words. "No
 * warnings" only when every reading they depend on was there (`judged`); a missing one warns of
 * nothing, so saying so would be false reassurance.
 */
export function WarningsList({
  warnings,
  judged,
}: {
  warnings: WeatherWarning[];
  judged: boolean;
}) {
  return (
    <section aria-labelledby="weather-warnings">
      <h2 id="weather-warnings">Advarsler</h2>
      {warnings.length > 0 && (
        <ul className="weather-warnings">
          {warnings.map((warning) => (
            <li key={warning.kind} className={`weather-warning weather-warning-${warning.level}`}>
              <strong>{LEVEL_LABELS[warning.level]}:</strong> {warning.message}
            </li>
          ))}
        </ul>
      )}
      {!judged && (
        <p className="weather-warning weather-warning-warning">{WEATHER_TEXTS.warningsUnjudged}</p>
      )}
      {judged && warnings.length === 0 && <p className="muted">{WEATHER_TEXTS.noWarnings}</p>}
    </section>
  );
}
