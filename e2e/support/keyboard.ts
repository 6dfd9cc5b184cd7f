import { expect, type Locator, type Page } from '@playwright/test';

/** True while the element is the one with keyboard focus. */
export const isFocused = (element: Locator) =>
  element.evaluate((el) => el === document.activeElement);

/**
 * Moves focus to `target` with the Tab key alone (Shift+Tab with `backwards`), as a person who
 * does not use a mouse would, and fails when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${String(target)} not reached with ${max} Tab presses; focus is on ${focused}`);
}

/** Where focus is now, for messages: the focused element's start tag. */
const focusedTag = (page: Page) =>
  page.evaluate(() => document.activeElement?.outerHTML.slice(0, 100) ?? 'nothing');

/**
 * Focus is in the dialog and stays there: Tab and Shift+Tab, pressed more times than the dialog
 * has stops, never leave it.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
  await expect.poll(inside, 'focus moved into the dialog').toBe(true);
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll('a[href], button:not([disabled]), input, select, textarea, [tabindex]')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      expect(await inside(), `after ${key} × ${i + 1}: ${await focusedTag(page)}`).toBe(true);
    }
  }
}

/** Escape closes the dialog and focus goes back to the element that opened it. */
export async function expectEscapeReturnsFocus(
  page: Page,
  dialog: Locator,
  opener: Locator,
): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => isFocused(opener), `focus back on the opener, not on ${await focusedTag(page)}`)
    .toBe(true);
}
