import AxeBuilder from '@axe-core/playwright';
import { ROUTES, TEST_DASHBOARD_PATH } from '@havhjaelp/common/routes';
import type { Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { axeFindings, withWatcherPaused } from '../support/axe';
import { expect, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { THEMES, type Theme, useTheme } from '../support/theme';

/**
 * Every screen of SPEC.md section 2, straight from the route list the router reads (a new route is
 * checked without a new line here), parameters filled in, plus the reset page with a token and
 * the test dashboard.
 */
const PATHS: string[] = [
  ...new Set(Object.values(ROUTES).map((pattern) => pattern.replace(/:\w+/g, '7'))),
  `${ROUTES.resetPassword}?token=abc`,
  TEST_DASHBOARD_PATH,
];

/** The screens of one thing, for a thing that is not there: they show what the server answers. */
const NOT_FOUND_PATHS = [ROUTES.vessel, ROUTES.forumCategory, ROUTES.forumTopic].map((pattern) =>
  pattern.replace(/:\w+/g, '7'),
);

/** Waits until the screen has drawn what it loads: its heading, no busy region, map tiles. */
async function settled(page: Page, path: string): Promise<void> {
  if (path !== TEST_DASHBOARD_PATH) {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (path === ROUTES.map) await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
}

/** Switches the page to `theme` as the toggle would store it, and loads it again. */
async function reloadInTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem('havhjaelp.theme', JSON.stringify(value));
  }, theme);
  await page.reload();
}

// One test per screen and login state, each theme checked in turn on the same page (a reload
// between them): each screen has its own time and its own failure, and a slow screen cannot eat
// the time of the ones after it, without a fresh browser and account for every theme.
for (const loggedIn of [false, true]) {
  const who = loggedIn ? 'logged in' : 'logged out';
  for (const path of PATHS) {
    test(`axe (WCAG 2.2 AA) finds nothing on ${path}, ${who}, in either theme`, async ({
      request,
      openBrowser,
      consoleErrors,
    }) => {
      // A vessel, forum category or topic 7 does not exist: its screen asks and gets a 404.
      if (NOT_FOUND_PATHS.includes(path)) consoleErrors.allow(/status of 404/);
      const page = await openBrowser(loggedIn ? await registerViaApi(request) : undefined);
      for (const [index, theme] of THEMES.entries()) {
        // A new browser starts in the first theme (light); the next is chosen as the toggle would.
        if (index === 0) {
          await page.goto(path);
        } else {
          await reloadInTheme(page, theme);
        }
        await settled(page, path);
        if (path !== TEST_DASHBOARD_PATH) {
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        }
        expect(await axeFindings(page), `${path} (${who}, ${theme})`).toEqual([]);
      }
    });
  }
}

test('registration’s error marks pass axe in both themes', async ({ openBrowser }) => {
  for (const theme of THEMES) {
    const page = await openBrowser();
    await useTheme(page, theme);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Opret konto' }).click();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(5);
    expect(await axeFindings(page), `/register with errors (${theme})`).toEqual([]);
  }
});

/**
 * The WCAG contrast ratio of an element's text colour against the first opaque background at or
 * above `backdrop` (by default the element itself): for an element placed over another one, such
 * as Leaflet's popup close button over the popup, that other one is its backdrop.
 */
async function contrast(element: Locator, backdrop: Locator = element): Promise<number> {
  const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (css: string) => {
    const [r, g, b] = rgb(css).map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const color = await element.evaluate((el) => getComputedStyle(el).color);
  const background = await backdrop.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const css = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*, 0\)$/.test(css) && !/^rgba\(.*, 0\.\d+\)$/.test(css)) return css;
    }
    return 'rgb(255, 255, 255)';
  });
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const theme of THEMES) {
  test(`a help marker's popup and the "Opret kald" button on the map read at WCAG AA contrast (${theme})`, async ({
    request,
    openBrowser,
  }) => {
    const vessel = uniqueName('Edderfuglen');
    const owner = await registerViaApi(request);
    // A corner of the map no other test uses (one per theme, so their markers do not cluster),
    // in view at the start (Copenhagen, zoom 8).
    await createHelpViaApi(request, owner, {
      vesselName: vessel,
      priority: 'normal',
      position: { lat: 55.05, lng: theme === 'light' ? 12.9 : 13.8 },
    });
    const page = await openBrowser(await registerViaApi(request));
    await useTheme(page, theme);
    await page.goto('/map');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const createCall = page.getByRole('button', { name: 'Opret kald', exact: true });
    expect(await contrast(createCall), 'Opret kald').toBeGreaterThanOrEqual(4.5);

    await page.locator(`.leaflet-marker-icon[title="GRØNT KALD ${vessel}"]`).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText(vessel);
    // axe leaves text over the map tiles "to review", so the ratios are measured here.
    const texts = popup.locator('.leaflet-popup-content *');
    expect(await texts.count()).toBeGreaterThanOrEqual(4);
    for (const text of await texts.all()) {
      expect(await contrast(text), await text.innerText()).toBeGreaterThanOrEqual(4.5);
    }
    const closeButton = popup.locator('a.leaflet-popup-close-button');
    const wrapper = popup.locator('.leaflet-popup-content-wrapper');
    expect(await contrast(closeButton, wrapper), 'close button').toBeGreaterThanOrEqual(4.5);
    expect(await axeFindings(page, '.leaflet-popup'), 'help popup').toEqual([]);
  });
}

test('the legal pages’ tables of contents have targets of at least 24 × 24 px (WCAG 2.5.8)', async ({
  page,
}) => {
  for (const path of [ROUTES.privacy, ROUTES.terms]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Indhold' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(14);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(24);
      expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(24);
    }
    const { violations } = await withWatcherPaused(page, () =>
      new AxeBuilder({ page })
        .include('nav[aria-label="Indhold"]')
        .withRules(['target-size'])
        .analyze(),
    );
    expect(violations, path).toEqual([]);
  }
});
