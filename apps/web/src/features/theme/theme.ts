import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';

export type Theme = 'light' | 'dark';
const themeSchema = z.enum(['light', 'dark']);
const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return readStored('theme', themeSchema) ?? 'light';
}

/** Applies the stored theme to <html>; called before the first render so there is no flash. */
export function applyStoredTheme(): void {
  document.documentElement.dataset.theme = currentTheme();
}

export function setTheme(theme: Theme): void {
  writeStored('theme', theme);
  applyStoredTheme();
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  const toggle = useCallback(() => setTheme(theme === 'light' ? 'dark' : 'light'), [theme]);
  return [theme, toggle];
}
