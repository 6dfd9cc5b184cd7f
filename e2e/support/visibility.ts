import { expect, type Locator } from '@playwright/test';

/**
 * Proves an overlay is seen, not only clickable: with every element's pointer events forced on
 * (Radix turns them off on the body under a modal, and the map would let clicks fall through to a
 * dialog drawn beneath it), the topmost element at points spread over the overlay must belong to
 * it (or, at a rounded corner, be what it lies on). Points are taken inside its box as far as the
 * box lies in the window.
 */
export async function expectOnTop(overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  // What a person would scroll to inside a scrolling dialog counts as reachable.
  await overlay.scrollIntoViewIfNeeded();
  // Retried for a moment: a popup pans and a sheet slides into place before it settles (as long
  // as any other state a test waits for: see `expect.timeout` in playwright.config.ts).
  await expect(async () =>
    expect(await coveredPoints(overlay), 'points of the overlay covered by something else').toEqual(
      [],
    ),
  ).toPass({ timeout: 10_000 });
}

/** Points of the overlay where something else is drawn on top; empty when it is all seen. */
async function coveredPoints(overlay: Locator): Promise<string[]> {
  return overlay.evaluate((element) => {
    const force = document.createElement('style');
    force.textContent = '*, *::before, *::after { pointer-events: auto !important; }';
    document.head.append(force);
    try {
      const box = element.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const top = Math.max(box.top, 0);
      const right = Math.min(box.right, window.innerWidth);
      const bottom = Math.min(box.bottom, window.innerHeight);
      if (right - left < 4 || bottom - top < 4) return ['the overlay is outside the window'];
      const inset = (from: number, to: number, share: number) =>
        from + Math.min(Math.max((to - from) * share, 2), to - from - 2);
      const points: [number, number][] = [];
      for (const x of [0.05, 0.5, 0.95]) {
        for (const y of [0.05, 0.5, 0.95]) {
          points.push([inset(left, right, x), inset(top, bottom, y)]);
        }
      }
      return points.flatMap(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        // Its own parts, or what it lies on where its rounded corner leaves the point bare.
        if (hit && (element.contains(hit) || hit.contains(element))) return [];
        const what = hit
          ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}.${Array.from(hit.classList).join('.')}`
          : 'nothing';
        return [`(${Math.round(x)}, ${Math.round(y)}) shows ${what}`];
      });
    } finally {
      force.remove();
    }
  });
}

/** The whole overlay lies inside the window: nothing of it is cut off at an edge. */
export async function expectInsideWindow(overlay: Locator): Promise<void> {
  const box = (await overlay.boundingBox())!;
  const window = overlay.page().viewportSize()!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(window.width);
  expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(window.height);
}

/**
 * Seen on top and tappable: Playwright's own check that a click at its middle would reach it
 * (`trial`: the checks without the click, so a tel: link or a button is not set off).
 */
export async function expectTappable(control: Locator): Promise<void> {
  await expectOnTop(control);
  await control.click({ trial: true, timeout: 5_000 });
}
