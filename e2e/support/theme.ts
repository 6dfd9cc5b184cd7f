import type { Page } from '@playwright/test';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The theme this browser chose earlier, in place before the app's first paint. */
export async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('havhjaelp.theme', JSON.stringify(value));
  }, theme);
}
