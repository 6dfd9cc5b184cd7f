import { useTheme } from './theme';

export function ThemeToggle() {
  const [theme, toggle] = useTheme();
  const next = theme === 'light' ? 'mørkt' : 'lyst';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-label={`Skift til ${next} tema`}
      title={`Skift til ${next} tema`}
      data-theme-current={theme}
    >
      {theme === 'light' ? '☾' : '☀'}
    </button>
  );
}
