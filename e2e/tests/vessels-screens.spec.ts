import { mkdir } from 'node:fs/promises';
import { VESSEL_MESSAGES } from '@havhjaelp/common/vessels';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { fastNamedShip } from '../support/ais';
import { expect, test, uniqueName } from '../support/help';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { createVesselViaApi, openMyVessels, specValue } from '../support/vessels';

// Every vessels screen at a laptop's and a phone's size, pictured for a person to look at
// (/tmp/shots/vessels-2/<screen>-<size>.png, not compared).
const SHOTS = '/tmp/shots/vessels-2';
test.beforeAll(async () => {
  await mkdir(`${SHOTS}/parts`, { recursive: true });
});

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    /**
     * The whole page, and a window's height at a time (a tall page shrinks too far to read); the
     * screen first proven to fit the window's width, so nothing is reached by scrolling sideways.
     */
    async function shoot(page: Page, screen: string) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scrolling on ${screen}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/${screen}-${size.label}.png`, fullPage: true });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const { width, height: window } = size.viewport;
      for (let y = 0, part = 1; y < height; y += window, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(window, height - y) };
        const path = `${SHOTS}/parts/${screen}-${size.label}-${part}.png`;
        await page.screenshot({ path, fullPage: true, clip });
      }
    }

    test('every vessels screen', async ({
      page,
      request,
      openBrowser,
      app,
      consoleErrors,
      images,
    }) => {
      test.setTimeout(90_000);
      // The picture that fails (the server refuses to preview it) and the vessel not found are
      // refusals on purpose.
      consoleErrors.allow(/status of (404|422)/);
      const owner = await registerViaApi(request);
      const other = await registerViaApi(request);
      const ship = await fastNamedShip(app.url);
      const long = uniqueName('Prinsesse Marie-Louises Ærøskøbingfærge');
      const own = await createVesselViaApi(request, owner, {
        name: long,
        vessel_type: 'passenger',
        length: 49.95,
        width: 12.3,
        draft: 3.15,
        vessel_year: 1998,
        vessel_make: 'Søby Værft',
        vessel_model: 'Ærøfærge',
        hull_material: 'steel',
        engine_power: 1200,
        fuel_type: 'diesel',
        max_speed: 12.5,
        cruising_speed: 10.2,
        home_port: 'Ærøskøbing',
        mmsi: '219000123',
        call_sign: 'oxab2',
        registration_number: 'DK-12345',
        description: 'Bilfærgen mellem Ærøskøbing og Svendborg. '.repeat(6),
        vessel_image: images.url('faergen'),
        insurance_company: 'Søassurance Danmark',
        insurance_policy_number: 'POL-2020-998877',
        insurance_expiry_date: '2020-01-31',
      });
      await createVesselViaApi(request, owner, { name: uniqueName('Jollen') });
      const others = await createVesselViaApi(request, other, {
        name: uniqueName('Havørnen'),
        vessel_type: 'sailboat',
        length: 9.99,
        home_port: 'Svendborg',
        description: 'En gammel spidsgatter.',
      });
      const live = await createVesselViaApi(request, other, {
        name: uniqueName(ship.name),
        vessel_type: 'cargo',
        mmsi: String(ship.mmsi).padStart(9, '0'),
      });

      await page.goto('/vessels');
      await expect(page.getByRole('region', { name: 'Skibslisten er låst' })).toBeVisible();
      await shoot(page, 'vessels-locked');

      const boater = await openBrowser(owner);
      await boater.goto('/vessels');
      await expect(boater.getByRole('heading', { name: long })).toBeVisible();
      await shoot(boater, 'vessels-list');

      await boater.goto(`/vessels/${own}`);
      await expect(boater.getByRole('heading', { level: 1, name: long })).toBeVisible();
      await expect
        .poll(() =>
          boater
            .getByRole('img', { name: `Billede af ${long}` })
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBe(64);
      // The expiry as Danes write a date.
      await expect(specValue(boater, 'Udløber')).toHaveText(
        `31. januar 2020 (${VESSEL_MESSAGES.insuranceExpired})`,
      );
      await shoot(boater, 'vessel-own');

      await boater.goto(`/vessels/${others}`);
      await expect(boater.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(boater, 'vessel-other');

      await boater.goto(`/vessels/${live}`);
      const seen = boater.getByRole('region', { name: 'Ses på AIS nu' });
      await expect(seen.locator('.leaflet-tile-loaded').first()).toBeVisible();
      await shoot(boater, 'vessel-live');

      await boater.goto('/vessels/findes-ikke');
      await expect(
        boater.getByRole('heading', { level: 1, name: 'Skibet blev ikke fundet' }),
      ).toBeVisible();
      await shoot(boater, 'vessel-not-found');

      await openMyVessels(boater);
      const mine = boater.getByRole('list', { name: 'Mine skibe' });
      await expect(mine).toContainText(`${VESSEL_MESSAGES.insuranceExpired} (31. januar 2020)`);
      // The list starts right under its button: no empty line for a notice not given.
      const add = (await boater.getByRole('button', { name: 'Tilføj skib' }).boundingBox())!;
      const list = (await mine.boundingBox())!;
      expect(list.y - (add.y + add.height)).toBeLessThanOrEqual(32);
      await shoot(boater, 'mit-skib-list');

      await boater.getByRole('button', { name: `Rediger ${long}` }).click();
      const form = boater.locator('form.vessel-form');
      await expect(form.getByText(VESSEL_MESSAGES.imageLoaded)).toBeVisible();
      // A short field beside a tall one keeps its own height; the checkbox is big enough to tap.
      const box = async (label: string) => (await form.getByLabel(label).boundingBox())!;
      expect((await box('Hjemhavn')).height).toBe((await box('Skibsnavn')).height);
      expect((await box('Offentlig profil (andre kan se skibet)')).height).toBeGreaterThanOrEqual(
        20,
      );
      await shoot(boater, 'mit-skib-form-loaded');
      await form.getByLabel('Billede URL').fill(images.noPicture);
      const warning = form.getByText(VESSEL_MESSAGES.imageFailed);
      await expect(warning).toBeVisible();
      // The warning stands right under the link it is about, as wide as it.
      const link = await box('Billede URL');
      const warned = (await warning.boundingBox())!;
      expect(warned.x).toBeCloseTo(link.x, 0);
      expect(warned.width).toBeGreaterThanOrEqual(link.width);
      expect(warned.y).toBeGreaterThan(link.y + link.height);
      expect(warned.y - (link.y + link.height)).toBeLessThanOrEqual(60);
      await shoot(boater, 'mit-skib-form-failed');
    });
  });
}
