import { mkdir } from 'node:fs/promises';
import { cookiesAnswered } from '../support/accounts';
import { test, expect } from '../support/fixtures';
import { SCREEN_SIZES } from '../support/screen-sizes';

const SHOTS = '/tmp/shots/small';

/**
 * Cells of the component list that reach past the window's sides and are not inside a container
 * of their own that scrolls sideways (where a person can swipe to them). Headers hidden for
 * screen readers only (clipped to nothing) are not seen, so not cut off either.
 */
function cutOffCells() {
  const cells = Array.from(document.querySelectorAll('.credits-table th, .credits-table td'));
  const someAncestor = (
    element: Element,
    test: (style: CSSStyleDeclaration, at: Element) => boolean,
  ) => {
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      if (test(getComputedStyle(at), at)) return true;
    }
    return false;
  };
  return cells.flatMap((cell) => {
    const box = cell.getBoundingClientRect();
    if (box.width === 0 || (box.left >= 0 && box.right <= window.innerWidth)) return [];
    if (someAncestor(cell, (style) => style.clipPath !== 'none')) return [];
    const scrolls = (style: CSSStyleDeclaration, at: Element) =>
      ['auto', 'scroll'].includes(style.overflowX) && at.scrollWidth > at.clientWidth;
    if (someAncestor(cell, scrolls)) return [];
    return [`${cell.textContent?.slice(0, 30)}: ${Math.round(box.left)}–${Math.round(box.right)}`];
  });
}

// The cookie banner is answered: it would cover the list in the pictures.
test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

for (const size of SCREEN_SIZES) {
  test(`the credits page keeps every cell of the component list in view at ${size.label}`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    await page.goto('/credits');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open source og datakilder');
    // A row's last column, where the phone cut it off, is seen whole with the row's name, without
    // a swipe sideways (nothing on the page says one would be needed).
    const row = page.locator('.credits-table tbody tr').first();
    const lastColumn = row.locator('td').nth(3);
    await expect(lastColumn).toHaveText(/Webapp|Server|Fælles/);
    await row.locator('td').first().scrollIntoViewIfNeeded();
    await expect(lastColumn).toBeInViewport({ ratio: 1 });

    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(await page.evaluate(cutOffCells), 'cells cut off').toEqual([]);
    // Each value is named by its column: by the header row on a wide screen, by a label of its
    // own on a phone. (CSS locators: role queries over the whole list are slow on a busy machine.)
    await expect(page.locator('.credits-table th[role="columnheader"]')).toHaveText([
      'Komponent',
      'Version',
      'Licens',
      'Bruges i',
    ]);
    const label = await lastColumn.evaluate((cell) => getComputedStyle(cell, '::before').content);
    expect(label).toBe(size.name === 'phone' ? '"Bruges i "' : 'none');

    await page.getByRole('heading', { name: 'Open source-komponenter' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/credits-${size.label}.png` });
  });
}
