import path from 'node:path';
import type { Page } from '@playwright/test';
import { registerViaApi } from '../support/accounts';
import { chatWindow, detailsDialog, expect, test, uniqueName } from '../support/help';
import { acceptViaApi, createHelpViaApi, offerViaApi } from '../support/help-api';
import { menuButton, openMap } from '../support/map';
import { REPO_ROOT } from '../support/paths';
import { SCREEN_SIZES } from '../support/screen-sizes';

// Pictures of the main screens at a desktop's and a phone's size, saved for a person to look at
// (not compared pixel by pixel): e2e/screenshots/<screen>-<size>.png.
const OUT = path.join(REPO_ROOT, 'e2e/screenshots');
const HERE = { latitude: 55.68, longitude: 12.6 };

async function shoot(page: Page, screen: string, size: string, fullPage = false) {
  await page.screenshot({ path: path.join(OUT, `${screen}-${size}.png`), fullPage });
}

for (const size of SCREEN_SIZES) {
  test.describe(size.label, () => {
    test.use({ viewport: size.viewport });

    // Two tests, the visitor's screens and the boater's, so each has its own time on a slow machine.
    test('screens as a visitor', async ({ page, request }) => {
      await createHelpViaApi(request, await registerViaApi(request), {
        vesselName: uniqueName('Havørnen'),
        priority: 'critical',
        position: { lat: 55.7, lng: 12.65 },
      });
      await createHelpViaApi(request, await registerViaApi(request), {
        position: { lat: 55.62, lng: 12.7 },
      });

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await shoot(page, 'dashboard-visitor', size.label);
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log ind');
      await shoot(page, 'login', size.label);
      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opret konto');
      await shoot(page, 'register', size.label);
    });

    test('screens as a boater with a call', async ({ request, openBrowser }) => {
      const owner = await registerViaApi(request);
      const helper = await registerViaApi(request);
      const vessel = uniqueName('Havørnen');
      const call = await createHelpViaApi(request, owner, {
        vesselName: vessel,
        priority: 'critical',
        position: { lat: 55.7, lng: 12.65 },
      });
      await createHelpViaApi(request, helper, { position: { lat: 55.62, lng: 12.7 } });

      const boater = await openBrowser(owner, { geolocation: HERE });
      await boater.goto('/');
      await expect(boater.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(boater.locator('.online-indicator')).toHaveText('Online');
      await shoot(boater, 'dashboard', size.label);

      await openMap(boater);
      await shoot(boater, 'map', size.label);
      await menuButton(boater, 'Opret kald').click();
      await expect(boater.getByRole('dialog', { name: 'Opret kald' })).toBeVisible();
      await shoot(boater, 'map-create-call', size.label);
      await boater
        .getByRole('dialog', { name: 'Opret kald' })
        .getByRole('button', { name: 'Luk' })
        .click();

      // The chat opens on the acceptance, heard live once the map's channel is up.
      await expect(boater.locator('.online-indicator')).toHaveText('Online');
      const offer = await offerViaApi(request, helper, call.id);
      await acceptViaApi(request, owner, offer);
      await expect(chatWindow(boater, vessel)).toBeVisible();
      await shoot(boater, 'map-chat', size.label);

      await boater.getByRole('button', { name: /^Mine kald:/ }).click();
      await expect(boater.getByRole('menu')).toBeVisible();
      await shoot(boater, 'map-my-calls-menu', size.label);
      await boater
        .getByRole('menuitem', { name: new RegExp(vessel) })
        .first()
        .click();
      const details = detailsDialog(boater, 'RØDT KALD', vessel);
      await expect(details).toBeVisible();
      await shoot(boater, 'map-details', size.label);

      await details.getByRole('button', { name: 'Annuller kald' }).click();
      await expect(boater.getByRole('alertdialog', { name: 'Annuller kaldet?' })).toBeVisible();
      await shoot(boater, 'map-confirm-cancel', size.label);
    });

    test('the weather screen, whole', async ({ page }) => {
      await page.goto('/weather');
      await expect(page.getByRole('heading', { name: 'Udsigt for 7 dage' })).toBeVisible();
      await expect(page.locator('.forecast-chart[data-drawn-days="7"]')).toBeVisible();
      await shoot(page, 'weather', size.label, true);
    });
  });
}
