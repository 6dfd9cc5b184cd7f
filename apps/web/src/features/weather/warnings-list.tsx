import type { WarningLevel, WeatherWarning } from '@havhjaelp/common/weather';

const LEVEL_LABELS: Record<WarningLevel, string> = {
  danger: 'Fare',
  warning: 'Advarsel',
  info: 'Info',
};

/** The warnings of SPEC.md section 9, most serious first, each with its severity in words. */
export function WarningsList({ warnings }: { warnings: WeatherWarning[] }) {
  return (
    <section aria-labelledby="weather-warnings">
      <h2 id="weather-warnings">Advarsler</h2>
      {warnings.length === 0 ? (
        <p className="muted">Ingen advarsler lige nu.</p>
      ) : (
        <ul className="weather-warnings">
          {warnings.map((warning) => (
            <li key={warning.kind} className={`weather-warning weather-warning-${warning.level}`}>
              <strong>{LEVEL_LABELS[warning.level]}:</strong> {warning.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
