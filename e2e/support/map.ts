import { expect, type Page } from '@playwright/test';

export const mapMenu = (page: Page) => page.getByRole('navigation', { name: 'Kortmenu' });

/** A button of the map's own controls (find my position, refresh, the call button). */
export const menuButton = (page: Page, name: string) =>
  mapMenu(page).getByRole('button', { name, exact: true });

export const layerPicker = (page: Page) => mapMenu(page).getByRole('group', { name: 'Kortlag' });

/** A toggle of the folding layer picker, which is opened first when it is folded (phones). */
export async function layerToggle(page: Page, name: string) {
  const opener = menuButton(page, 'Kortlag');
  if ((await opener.getAttribute('aria-expanded')) !== 'true') await opener.click();
  await expect(layerPicker(page)).toBeVisible();
  return layerPicker(page).getByRole('button', { name, exact: true });
}

export async function openMap(page: Page) {
  await page.goto('/map');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
}

/** The map's own emergency link, where the footer's would be. */
export const emergencyLink = (page: Page) => page.getByRole('link', { name: /^Nødopkald: / });
