import { setTheme, useTheme, type Theme } from '../theme';

const THEMES: [Theme, string][] = [
  ['light', 'Lyst'],
  ['dark', 'Mørkt'],
];

export function AppearanceTab() {
  const [theme] = useTheme();
  return (
    <fieldset className="form">
      <legend>Tema</legend>
      {THEMES.map(([value, label]) => (
        <label key={value} className="checkbox">
          <input
            type="radio"
            name="theme"
            value={value}
            checked={theme === value}
            onChange={() => setTheme(value)}
          />
          <span>{label}</span>
        </label>
      ))}
      <p className="small muted">Valget gemmes i denne browser.</p>
    </fieldset>
  );
}
