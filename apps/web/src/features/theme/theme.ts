import { useCallback } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';
import { createStore, useStore } from '../../lib/store';

export type Theme = 'light' | 'dark';
const themeSchema = z.enum(['light', 'dark']);
const theme = createStore<Theme>(readStored('theme', themeSchema) ?? 'light');

/** Applies the stored theme to <html>; called before the first render so there is no flash. */
export function applyStoredTheme(): void {
  const root = document.documentElement;
  root.dataset.theme = theme.get();
  // The browser's (and an installed app's) title bar takes the header's colour of this theme.
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', getComputedStyle(root).getPropertyValue('--header-bg').trim());
}
// Followed first, so <html> has the theme before any component renders with it.
theme.subscribe(applyStoredTheme);

export function setTheme(next: Theme): void {
  writeStored('theme', next);
  theme.set(next);
}

export function useTheme(): [Theme, () => void] {
  const current = useStore(theme);
  const toggle = useCallback(() => setTheme(current === 'light' ? 'dark' : 'light'), [current]);
  return [current, toggle];
}
