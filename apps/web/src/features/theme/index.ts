export { applyStoredTheme, setTheme, useTheme, type Theme } from './theme';
export { ThemeToggle } from './theme-toggle';
