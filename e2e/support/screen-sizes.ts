import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { REPO_ROOT } from './paths';

/** The two sizes every screen is checked and pictured at: a laptop's window and a phone's. */
export const SCREEN_SIZES = [
  { name: 'desktop', label: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: 'phone', label: '390x844', viewport: { width: 390, height: 844 } },
] as const;

/** Where the screens' pictures go, for a person to look at (not compared pixel by pixel). */
export const SCREENSHOTS = path.join(REPO_ROOT, 'e2e/screenshots');

/** The screen has drawn what it loads: no busy region is left. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
