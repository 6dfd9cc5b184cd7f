import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './text';

/**
 * The field is marked invalid, and its own message is shown next to it, linked as its description
 * (read first, before any hint).
 */
export async function expectInvalid(page: Page, field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(message)}`));
  const errorId = (await field.getAttribute('aria-describedby'))!.split(' ')[0];
  const shown = page.locator(`[id="${errorId}"]`);
  await expect(shown).toHaveText(message);
  await expect(shown).toBeVisible();
}
