import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A place at sea as the device reports it; the weather screen asks for its 0.05° cell. */
export interface Spot {
  latitude: number;
  longitude: number;
}

/** The weather screen loaded: the loading text gone and the conditions shown. */
export async function openWeather(page: Page): Promise<void> {
  await page.goto('/weather');
  await expect(page.getByRole('heading', { name: 'Vejr', level: 1 })).toBeVisible();
  await expect(page.getByText('Henter vejrdata...')).toHaveCount(0);
}

/** The warnings list of the screen, each item as "Fare: ..." / "Advarsel: ..." / "Info: ...". */
export const weatherWarnings = (page: Page): Locator =>
  page.getByRole('region', { name: 'Advarsler' }).getByRole('listitem');

/** The value of one reading of 'Forhold nu' ('Bølgehøjde', 'Vind', ...). */
export function conditionValue(page: Page, term: string): Locator {
  return page
    .getByRole('region', { name: 'Forhold nu' })
    .locator(`xpath=.//dt[normalize-space(.)=${JSON.stringify(term)}]/following-sibling::dd[1]`);
}

/** The Leaflet map of the weather screen. */
export const weatherMap = (page: Page): Locator => page.locator('.weather-map');

/** Clicks the weather map at its centre (the screen's position) and answers the popup. */
export async function clickWeatherMap(page: Page): Promise<Locator> {
  const map = weatherMap(page);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  return popup;
}
