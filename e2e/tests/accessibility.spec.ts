import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { cookiesAnswered, registerViaApi } from '../support/accounts';
import { expect, test, uniqueName } from '../support/help';
import { createHelpViaApi } from '../support/help-api';

/** WCAG 2.1 levels A and AA, as axe tags them. */
const WCAG21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Every axe finding on the page (or inside `include`), one readable line each. */
async function axeFindings(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG21_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

/** The theme this browser chose earlier, in place before the app's first paint. */
async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('havhjaelp.theme', JSON.stringify(value));
  }, theme);
}

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

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// The map (/map) is left out while its layout is being rebuilt; only its popups are checked here.
const PUBLIC_PAGES: [path: string, heading: string][] = [
  ['/', 'Dashboard'],
  ['/login', 'Log ind'],
  ['/register', 'Opret konto'],
  ['/privacy-policy', 'Privatlivspolitik'],
  ['/terms-of-service', 'Vilkår og betingelser'],
];

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(cookiesAnswered(baseURL!)) });

    test(`axe finds nothing on the public pages, nor on registration's error marks (${theme})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      for (const [path, heading] of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectTheme(page, theme);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await axeFindings(page), path).toEqual([]);
      }
      await page.goto('/register');
      await page.getByRole('button', { name: 'Opret konto' }).click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(5);
      expect(await axeFindings(page), '/register with errors').toEqual([]);
    });

    test(`axe finds nothing on the dashboard, the empty Chats menu, the user menu and the empty my-calls menu (${theme})`, async ({
      request,
      openBrowser,
    }) => {
      const account = await registerViaApi(request);
      const page = await openBrowser(account);
      await useTheme(page, theme);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
      await expectTheme(page, theme);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await axeFindings(page), 'dashboard').toEqual([]);

      await page.getByRole('button', { name: 'Chats', exact: true }).click();
      const chats = page.getByRole('menu');
      await expect(chats).toContainText('Ingen aktive chats');
      expect(await axeFindings(page), 'Chats menu, empty').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(chats).toHaveCount(0);

      await page.getByRole('button', { name: 'Brugermenu' }).click();
      const userMenu = page.getByRole('menu');
      await expect(userMenu).toContainText(account.email);
      expect(await axeFindings(page), 'user menu').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(userMenu).toHaveCount(0);

      await page.getByRole('button', { name: /^Mine kald:/ }).click();
      const badgeMenu = page.getByRole('menu');
      await expect(badgeMenu).toContainText('Mine anmodninger');
      expect(await axeFindings(page), 'my calls menu, empty').toEqual([]);
    });

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
      await expectTheme(page, theme);
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
      await page.screenshot({ path: test.info().outputPath(`map-popup-${theme}.png`) });
    });
  });
}

test('the legal pages’ tables of contents have targets of at least 24 × 24 px (WCAG 2.5.8)', async ({
  page,
}) => {
  for (const [path, heading] of PUBLIC_PAGES.slice(3)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const links = page.getByRole('navigation', { name: 'Indhold' }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(14);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(24);
      expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(24);
    }
    const { violations } = await new AxeBuilder({ page })
      .include('nav[aria-label="Indhold"]')
      .withRules(['target-size'])
      .analyze();
    expect(violations, path).toEqual([]);
  }
});
