import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { expect, test, type OpenBrowser } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { menuButton } from '../support/map';
import { useTheme } from '../support/theme';
import { expectInsideWindow, expectOnTop } from '../support/visibility';

/** Issue 22: the phone at sea. A small phone and a common one. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Hovedmenu' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });
const moreTab = (page: Page) => tabBar(page).getByRole('button', { name: 'Mere', exact: true });
const moreMenu = (page: Page) => page.getByRole('menu');
const header = (page: Page) => page.locator('header');
const callsBadge = (page: Page) => header(page).getByRole('button', { name: /^Mine kald:/ });
const chatsButton = (page: Page) => header(page).getByRole('button', { name: /^Chats/ });

/**
 * Every place, with the way to it from the tab bar: a tab (one tap) or "Mere" and an entry (two),
 * where it leads and the heading there. "Kald" is the dashboard, where the calls are listed.
 */
const PLACES = [
  ['tab', 'Kald', /\/$/, 'Dashboard'],
  ['tab', 'Kort', /\/map$/, 'Kort'],
  ['tab', 'Skibe', /\/vessels$/, 'Skibe'],
  ['tab', 'Vejr', /\/weather$/, 'Vejr'],
  ['more', 'Forum', /\/forum$/, 'Forum'],
  ['more', 'Venner', /\/friends$/, 'Venner'],
  ['more', 'Indstillinger', /\/settings$/, 'Indstillinger'],
  ['more', 'Kom godt i gang', /\/getting-started$/, 'Kom godt i gang'],
  ['more', 'Privatlivspolitik', /\/privacy-policy$/, 'Privatlivspolitik'],
  ['more', 'Vilkår og betingelser', /\/terms-of-service$/, 'Vilkår og betingelser'],
  ['more', 'Open source og kilder', /\/credits$/, 'Open source og datakilder'],
] as const;

/** The places in groups of three, a test each, so a slow machine has time for every visit. */
const GROUPS = [PLACES.slice(0, 3), PLACES.slice(3, 6), PLACES.slice(6, 9), PLACES.slice(9)];

/** A boater's browser with an open call, which brings the close reminder above the tab bar. */
async function boaterWithCall(request: APIRequestContext, openBrowser: OpenBrowser): Promise<Page> {
  const owner = await registerViaApi(request);
  await createHelpViaApi(request, owner);
  return openBrowser(owner);
}

async function arrived(page: Page, url: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Nothing of the page reaches past the right edge: the phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The tab bar is seen whole, at the bottom edge, each tab a thumb's target (44 px). */
async function expectTabBarInReach(page: Page): Promise<void> {
  const bar = tabBar(page);
  await expectOnTop(bar);
  await expectInsideWindow(bar);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
  const heights = await bar
    .locator('a, button')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(heights).toHaveLength(5);
  expect(Math.min(...heights), 'the lowest tab').toBeGreaterThanOrEqual(44);
}

/** The boater's calls and chats are in the header of every screen, inside the window. */
async function expectCallsAndChatsAtHand(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectInsideWindow(callsBadge(page));
  await expectInsideWindow(chatsButton(page));
}

async function openMore(page: Page): Promise<Locator> {
  await moreTab(page).click();
  const menu = moreMenu(page);
  await expect(menu).toBeVisible();
  await expectOnTop(menu);
  await expectInsideWindow(menu);
  return menu;
}

for (const phone of PHONES) {
  test.describe(`${phone.width}x${phone.height}`, () => {
    test.use({ viewport: phone });

    for (const group of GROUPS) {
      test(`logged in, ${group.map(([, name]) => name).join(', ')}: each at most two taps from the tab bar`, async ({
        request,
        openBrowser,
      }) => {
        const page = await boaterWithCall(request, openBrowser);
        await page.goto('/weather');
        await arrived(page, /\/weather$/, 'Vejr');
        // The wide screen's top navigation is not there as well.
        await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(1);
        for (const [way, name, url, heading] of group) {
          if (way === 'tab') {
            await tab(page, name).click();
          } else {
            const menu = await openMore(page);
            await menu.getByRole('menuitem', { name, exact: true }).click();
            await expect(moreMenu(page)).toHaveCount(0);
          }
          await arrived(page, url, heading);
          await expectTabBarInReach(page);
          await expectNoSidewaysScroll(page);
          await expectCallsAndChatsAtHand(page);
          // Where the boater is shows: the tab, or the entry in "Mere".
          if (way === 'tab') {
            await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
          } else {
            const menu = await openMore(page);
            await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute(
              'aria-current',
              'page',
            );
            await page.keyboard.press('Escape');
            await expect(moreMenu(page)).toHaveCount(0);
          }
        }
      });
    }

    test('logged in, the chats and the calls open in one tap from the header, and the theme is under "Mere"', async ({
      request,
      openBrowser,
    }) => {
      const page = await boaterWithCall(request, openBrowser);
      await page.goto('/map');
      await arrived(page, /\/map$/, 'Kort');
      await chatsButton(page).click();
      await expect(moreMenu(page).getByText('Aktive chats', { exact: true })).toBeVisible();
      await expectOnTop(moreMenu(page));
      await expectInsideWindow(moreMenu(page));
      await page.keyboard.press('Escape');
      await expect(moreMenu(page)).toHaveCount(0);
      await callsBadge(page).click();
      await expect(moreMenu(page).getByText('Mine anmodninger', { exact: true })).toBeVisible();
      await expectOnTop(moreMenu(page));
      await expectInsideWindow(moreMenu(page));
      await page.keyboard.press('Escape');
      await expect(moreMenu(page)).toHaveCount(0);
      // The theme, whose header button a phone has no room for.
      const menu = await openMore(page);
      await page.screenshot({
        path: `/tmp/shots/nav/more-menu-${phone.width}x${phone.height}.png`,
      });
      await menu.getByRole('menuitemcheckbox', { name: 'Mørkt tema' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
}

test.describe('visitor', () => {
  test.use({ viewport: PHONES[0] });

  test('a visitor gets the same tab bar; "Mere" offers login and member places lead to it', async ({
    page,
  }) => {
    await page.goto('/');
    await arrived(page, /\/$/, 'Dashboard');
    await expectTabBarInReach(page);
    await tab(page, 'Kort').click();
    await arrived(page, /\/map$/, 'Kort');
    // The menu's code comes on the first tap, and the menu opens then.
    let menu = await openMore(page);
    await expect(menu.getByRole('menuitem').first()).toHaveText('Log ind');
    await menu.getByRole('menuitem', { name: 'Venner', exact: true }).click();
    await arrived(page, /\/login$/, 'Log ind');
    menu = await openMore(page);
    await menu.getByRole('menuitem', { name: 'Opret konto', exact: true }).click();
    await arrived(page, /\/register$/, 'Opret konto');
    await expectNoSidewaysScroll(page);
  });
});

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the calls badge says in words what it counts, and names the buttons by what they show`, async ({
    request,
    openBrowser,
  }) => {
    const owner = await registerViaApi(request, { firstName: 'Søren' });
    await createHelpViaApi(request, owner);
    const page = await openBrowser(owner);
    await page.setViewportSize(size);
    await page.goto('/');
    const badge = callsBadge(page);
    await expect(badge.getByTestId('incoming-count')).toHaveText('Hjælper 0');
    await expect(badge.getByTestId('outgoing-count')).toHaveText('Mine 1');
    await expect(badge).toHaveAccessibleName('Mine kald: Hjælper 0 · Mine 1');
    const userMenu = header(page).getByRole('button', { name: 'Brugermenu' });
    await expect(userMenu).toHaveAccessibleName('Brugermenu: Søren');
    // WCAG 2.5.3: axe's label-in-name rule runs with the suite's checks and finds nothing here.
    expect(await axeFindings(page, 'header'), 'axe in the header').toEqual([]);
  });
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width} px the dark theme is dark in the header and the tab bar, and red stays red`, async ({
    request,
    openBrowser,
  }) => {
    const page = await openBrowser(await registerViaApi(request));
    await page.setViewportSize(size);
    await useTheme(page, 'dark');
    await page.goto('/map');
    await expect(menuButton(page, 'Opret kald')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await luminance(header(page), 'backgroundColor'), 'header').toBeLessThan(0.03);
    if (size.width < 600) {
      expect(await luminance(tabBar(page), 'backgroundColor'), 'tab bar').toBeLessThan(0.03);
    }
    const attribution = page.locator('.leaflet-control-attribution');
    expect(await luminance(attribution, 'backgroundColor'), 'map attribution').toBeLessThan(0.03);
    expectRed(await rgb(menuButton(page, 'Opret kald'), 'backgroundColor'), 'Opret kald');
    expectRed(
      await rgb(page.getByRole('link', { name: 'Nødopkald: 112' }), 'color'),
      'Nødopkald: 112',
    );
    // Dark and readable: the colours pass axe's contrast check.
    const parts = 'header, .tab-bar, .map-menu, .map-emergency';
    expect(await axeFindings(page, parts), 'axe on the dark map page').toEqual([]);
    await page.screenshot({ path: `/tmp/shots/nav/dark-map-${size.width}x${size.height}.png` });
  });
}

type Rgb = [number, number, number];

async function rgb(locator: Locator, property: 'color' | 'backgroundColor'): Promise<Rgb> {
  const value = await locator.evaluate(
    (element, name) => getComputedStyle(element)[name],
    property,
  );
  const [r, g, b] = value.match(/\d+(\.\d+)?/g)!.map(Number);
  return [r!, g!, b!];
}

/** WCAG relative luminance: 0 is black, 1 white. */
async function luminance(locator: Locator, property: 'backgroundColor'): Promise<number> {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = await rgb(locator, property);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Red, not salmon or pink: the red channel at least twice the green and the blue. */
function expectRed([r, g, b]: Rgb, what: string): void {
  expect(r, `${what}: rgb(${r}, ${g}, ${b}) is red`).toBeGreaterThanOrEqual(2 * Math.max(g, b));
}
