import type { Page } from '@playwright/test';
import { TILE_ERRORS } from '@havhjaelp/common/tiles';
import { WEATHER_TEXTS } from '@havhjaelp/common/weather';
import { startFakeOpenMeteo } from '@havhjaelp/testing/fake-open-meteo';
import { startFakeTileServer } from '@havhjaelp/testing/fake-tile-server';
import { startAppServer } from '../support/app-server';
import { expect, test } from '../support/fixtures';

/** A check's row of the system check: its status ('OK', 'Advarsel', 'Fejl') and details. */
const check = (page: Page, name: string) => {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  return { status: row.getByRole('cell').nth(1), detail: row.getByRole('cell').nth(2) };
};

test('the system check fails the map tiles and the weather while their servers are down, and passes them when they work', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 502/);
  // An app of its own: the worker's app may have cached the tile and the weather checked here.
  const tiles = await startFakeTileServer();
  const openMeteo = await startFakeOpenMeteo();
  const app = await startAppServer({
    TILE_URL: tiles.template('base'),
    SEAMAP_TILE_URL: tiles.template('seamap'),
    OPEN_METEO_MARINE_URL: openMeteo.marineUrl,
    OPEN_METEO_FORECAST_URL: openMeteo.forecastUrl,
    AIS_SOURCE: 'off',
  });
  try {
    tiles.behaviour.status = 500;
    openMeteo.behaviour.status = 500;
    await page.goto(`${app.url}/test-dashboard.html`);
    const tile = check(page, 'Kortfliser');
    const weather = check(page, 'Vejrdata');
    await expect(tile.status).toHaveText('Fejl');
    await expect(tile.detail).toHaveText(`${TILE_ERRORS.TILE_UPSTREAM_FAILED.message} (HTTP 502)`);
    await expect(weather.status).toHaveText('Fejl');
    await expect(weather.detail).toHaveText(`${WEATHER_TEXTS.failed} (HTTP 502)`);

    tiles.behaviour.status = 200;
    openMeteo.behaviour.status = 200;
    await page.getByRole('button', { name: 'Kør tjek igen' }).click();
    await expect(tile.status).toHaveText('OK');
    await expect(tile.detail).toHaveText(/^Kortflise \/tiles\/base\/8\/137\/80\.png hentet/);
    await expect(weather.status).toHaveText('OK');
    await expect(weather.detail).toContainText('bølger 0,6 m, vind 5,2 m/s');
    expect(tiles.requests.map((r) => r.url)).toEqual(['/base/8/137/80.png', '/base/8/137/80.png']);
  } finally {
    await app.stop();
    await tiles.close();
    await openMeteo.close();
  }
});
