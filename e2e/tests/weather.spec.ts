import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { WEATHER_TEXTS } from '@havhjaelp/common/weather';
import { CALM } from '@havhjaelp/testing/open-meteo-fixture';
import { registerViaApi } from '../support/accounts';
import { detail, expect, openDetails, test, uniqueName, type OpenBrowser } from '../support/help';
import { createHelpViaApi } from '../support/help-api';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';
import { clickWeatherMap, conditionValue, openWeather, weatherWarnings } from '../support/weather';

// Each test reads the weather of its own 0.05° cell, so the server's shared cache never carries
// one test's upstream answer into another.

const NO_WARNINGS = WEATHER_TEXTS.noWarnings;
const WARNINGS_UNJUDGED = WEATHER_TEXTS.warningsUnjudged;

/** Every reading of the screen is '–' and no warning is claimed absent: nothing reads as calm. */
async function expectNoReadings(page: Page): Promise<void> {
  const now = page.getByRole('region', { name: 'Forhold nu' });
  await expect(now.locator('dd')).toHaveText([
    '–',
    '– · periode –',
    '–',
    '–',
    '– · stød –',
    '– · føles som –',
    '– · –',
    '–',
  ]);
  await expect(page.getByRole('list', { name: 'I dag' }).locator('.weather-value')).toHaveText([
    '–',
    '–',
    '–',
    '–',
  ]);
  await expect(page.getByText(WARNINGS_UNJUDGED)).toBeVisible();
  await expect(page.getByText(NO_WARNINGS)).toHaveCount(0);
  await expect(weatherWarnings(page)).toHaveCount(0);
}

test('the screen shows the warnings, today and 7 days for a high-wave position', async ({
  openBrowser,
  openMeteo,
}) => {
  openMeteo.at(56.2, 11.1, {
    conditions: { ...CALM, waveHeight: 3.8, windSpeedMs: 16.5, seaSurfaceTemperature: 8.5 },
  });
  const page = await openBrowser(undefined, { geolocation: { latitude: 56.2, longitude: 11.1 } });
  await openWeather(page);

  await expect(page.getByText("56°12,000' N 11°06,000' Ø")).toBeVisible();
  await expect(weatherWarnings(page)).toHaveText([
    'Fare: Meget høje bølger - Søfart frarådes',
    'Advarsel: Hård vind - over 15 m/s',
    'Info: Koldt vand - Brug våddragt',
  ]);
  await expect(conditionValue(page, 'Bølgehøjde')).toHaveText(/3,8 m fra VSV|3,8 m fra SV/);
  await expect(conditionValue(page, 'Vind')).toContainText('16,5 m/s fra SV');
  await expect(conditionValue(page, 'Havstrøm')).toContainText('0,5 m/s mod NØ');
  await expect(page.getByRole('listitem').filter({ hasText: 'Solopgang' })).toContainText('04.30');
  await expect(page.getByRole('listitem').filter({ hasText: 'Vandtemperatur' })).toContainText(
    '8,5 °C',
  );

  // The chart draws 7 days (as uPlot holds them); the table a screen reader reads has the same 7.
  const chart = page.locator('.forecast-chart');
  await expect(chart).toHaveAttribute('data-drawn-days', '7');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.locator('.u-legend')).toContainText('Største bølgehøjde (m)');
  await expect(
    page.getByRole('table', { name: /Udsigt for 7 dage/ }).locator('tbody tr'),
  ).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Open-Meteo.com' }).first()).toBeVisible();
});

test('a click on the map shows the marine data of that point in a popup on top', async ({
  openBrowser,
  openMeteo,
}) => {
  // Two warnings make the popup grow when its answer comes: it must pan into view again.
  openMeteo.at(55.4, 10.9, {
    conditions: { ...CALM, waveHeight: 2.4, seaSurfaceTemperature: 8 },
  });
  const page = await openBrowser(undefined, { geolocation: { latitude: 55.4, longitude: 10.9 } });
  await openWeather(page);
  const popup = await clickWeatherMap(page);
  await expect(popup).toContainText('2,4 m');
  await expect(popup).toContainText('Høje bølger');
  await expectOnTop(popup);
  const marineCalls = openMeteo.requests.filter(
    (r) => r.api === 'marine' && r.query.get('latitude') === '55.4',
  );
  // The page and the popup asked the same cell: the server answered the popup from its cache.
  expect(marineCalls).toHaveLength(1);
});

test("a failure says 'Kunne ikke hente vejrdata' and shows '–' for every value on the page and the map, and 'Prøv igen' fetches again", async ({
  openBrowser,
  openMeteo,
  consoleErrors,
}) => {
  consoleErrors.allow(/502/);
  openMeteo.at(54.9, 9.6, { status: 500 });
  const page = await openBrowser(undefined, { geolocation: { latitude: 54.9, longitude: 9.6 } });
  await openWeather(page);

  const failure = page.getByRole('alert').filter({ hasText: 'Kunne ikke hente vejrdata' });
  await expect(failure).toBeVisible();
  // Not SPEC.md section 8's zeros, which would read as a calm sea: '–' for every value.
  await expectNoReadings(page);
  await expect(page.getByText('Ingen udsigt.')).toBeVisible();
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size.viewport);
    await page.screenshot({ path: `/tmp/shots/weather/failed-${size.label}.png`, fullPage: true });
  }

  const popup = await clickWeatherMap(page);
  await expect(popup).toContainText('Kunne ikke hente vejrdata');
  await expect(popup.locator('dd')).toHaveText(['–', '–', '–', '–', '–']);
  await expectOnTop(popup);
  await page.keyboard.press('Escape');

  openMeteo.at(54.9, 9.6, { status: 200, conditions: { ...CALM, waveHeight: 1.2 } });
  await failure.getByRole('button', { name: 'Prøv igen' }).click();
  await expect(failure).toHaveCount(0);
  await expect(conditionValue(page, 'Bølgehøjde')).toContainText('1,2 m');
  await expect(page.getByText(NO_WARNINGS)).toBeVisible();
  await expect(page.locator('.forecast-chart')).toHaveAttribute('data-drawn-days', '7');
});

test("an answer missing the waves shows '–' for them and does not say there are no warnings", async ({
  openBrowser,
  openMeteo,
}) => {
  // The marine model has no waves here (as on land); the wind is there.
  openMeteo.at(55.15, 10.35, { conditions: { ...CALM, waveHeight: null } });
  const page = await openBrowser(undefined, {
    geolocation: { latitude: 55.15, longitude: 10.35 },
  });
  await openWeather(page);
  await expect(conditionValue(page, 'Bølgehøjde')).toHaveText('–');
  await expect(conditionValue(page, 'Vindbølger')).toHaveText('– · periode –');
  await expect(conditionValue(page, 'Vind')).toContainText('5,2 m/s fra SV');
  await expect(page.getByText(WARNINGS_UNJUDGED)).toBeVisible();
  await expect(page.getByText(NO_WARNINGS)).toHaveCount(0);

  const popup = await clickWeatherMap(page);
  await expect(popup.locator('dd').first()).toHaveText('–');
  await expect(popup).toContainText('0,5 m/s mod NØ');
});

/**
 * 'Vejr på stedet' in a helper's view of a call raised at `position`. Each test gives its own
 * 0.05° cell: the app's weather cache is shared by the worker's tests, and calls raised elsewhere
 * at the default position would have cached calm weather.
 */
async function callWeather(
  request: APIRequestContext,
  openBrowser: OpenBrowser,
  position: { lat: number; lng: number },
): Promise<Locator> {
  const vessel = uniqueName('Tordenskjold');
  const owner = await registerViaApi(request, { boatName: vessel });
  const helper = await registerViaApi(request, { boatName: uniqueName('Redningen') });
  await createHelpViaApi(request, owner, { position });
  const page = await openBrowser(helper);
  await page.goto('/');
  return detail(await openDetails(page, 'GULT KALD', vessel), 'Vejr på stedet');
}

test("a call's details show the waves, wind and warnings where it is", async ({
  request,
  openBrowser,
  openMeteo,
}) => {
  openMeteo.at(55.45, 11.85, {
    conditions: { ...CALM, waveHeight: 2.6, windSpeedMs: 9.4, weatherCode: 95 },
  });
  const weather = await callWeather(request, openBrowser, { lat: 55.4512, lng: 11.8493 });
  await expect(weather).toContainText('Bølger 2,6 m');
  await expect(weather).toContainText('vind 9,4 m/s fra SV');
  await expect(weather.getByRole('listitem')).toHaveText(['Tordenvejr', 'Høje bølger']);
});

test("a call's details show '–' for waves and wind where the weather could not be fetched", async ({
  request,
  openBrowser,
  openMeteo,
  consoleErrors,
}) => {
  consoleErrors.allow(/502/);
  openMeteo.at(55.25, 11.95, { status: 500 });
  const weather = await callWeather(request, openBrowser, { lat: 55.2512, lng: 11.9493 });
  await expect(weather).toContainText('Kunne ikke hente vejrdata');
  await expect(weather).toContainText('Bølger – · vind –');
  await expect(weather).not.toContainText(/\d/);
  await expect(weather).not.toContainText(NO_WARNINGS);
});
