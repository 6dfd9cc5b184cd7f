import { formatPosition } from '@havhjaelp/common/nautical-format';
import type { Page } from '@playwright/test';
import { grantAdmin, registerViaApi } from '../support/accounts';
import { expectInvalid } from '../support/field-errors';
import { detailsDialog, expect, test, uniqueName } from '../support/help';
import { layerToggle, menuButton, openMap } from '../support/map';
import { SCREEN_SIZES } from '../support/screen-sizes';
import { expectOnTop } from '../support/visibility';

// Tests in a worker share one database; this corner of the map is this spec's own, so no other
// test's markers cluster with its markers. Both points are in view at the start (zoom 8).
const CALL_AT = { latitude: 55.3, longitude: 11.5 };
const THREE_NM_NORTH = { latitude: 55.35, longitude: 11.5 };

const marker = (page: Page, title: string) =>
  page.locator(`.leaflet-marker-icon[title="${title}"]`);

test('the map shows base tiles and the sea-map overlay through /tiles, both attributed; the overlay toggles', async ({
  page,
  tiles,
}) => {
  await openMap(page);
  const base = page.locator('img.leaflet-tile[src^="/tiles/base/8/"]');
  const seamap = page.locator('.seamap-layer img.leaflet-tile[src^="/tiles/seamap/8/"]');
  // Copenhagen at zoom 8 lies in tile x 136, y 80.
  await expect(page.locator('img.leaflet-tile[src="/tiles/base/8/136/80.png"]')).toBeVisible();
  expect(await base.count()).toBeGreaterThan(4);
  await expect(seamap.first()).toHaveClass(/leaflet-tile-loaded/);
  expect(tiles.requests.some((r) => r.url === '/base/8/136/80.png')).toBe(true);
  expect(tiles.requests.some((r) => r.url === '/seamap/8/136/80.png')).toBe(true);
  const attribution = page.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('OpenStreetMap-bidragydere');
  await expect(attribution).toContainText('Sømærker © OpenSeaMap');

  const toggle = await layerToggle(page, 'Søkort');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(seamap).toHaveCount(0);
  await expect(attribution).not.toContainText('OpenSeaMap');
  await toggle.click();
  await expect(seamap.first()).toBeVisible();
});

test('a call created on the map appears live as a marker for another boater, whose popup shows the distance', async ({
  request,
  openBrowser,
}) => {
  const vessel = uniqueName('Tobisen');
  const owner = await registerViaApi(request);
  const a = await openBrowser(owner, { geolocation: CALL_AT });
  const b = await openBrowser(await registerViaApi(request), { geolocation: THREE_NM_NORTH });
  await openMap(b);
  // B's map hears of new calls once its live channel is up; only then may A raise one.
  await expect(b.locator('.online-indicator')).toHaveText('Online');
  await openMap(a);

  await menuButton(a, 'Opret kald').click();
  const form = a.getByRole('dialog', { name: 'Opret kald' });
  await expect(form).toContainText('Ved fare for liv: ring 112 eller kald på VHF kanal 16.');
  // The search radius is drawn around my position while it is chosen.
  await expect(a.locator('path.search-radius')).toHaveCount(1);
  await form.getByLabel('Bådens navn').fill(vessel);
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  // Every missing field at once (help-create-form.spec.ts looks at them closely).
  await expectInvalid(
    a,
    form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende'),
    'Bekræft, at situationen ikke er livstruende. Ved fare for liv: ring 112 eller kald på VHF kanal 16.',
  );
  await expectInvalid(a, form.getByLabel('Problemtype'), 'Vælg problemtype');
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  await form.getByLabel('Problemtype').selectOption({ label: 'Fladt batteri' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Haster' });
  await form.getByLabel('Beskrivelse').fill('Batteriet er dødt, vi ligger for anker.');
  await form.getByLabel('Søgeradius (sømil)').fill('5');
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Anmodning sendt!' })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(a.locator('path.search-radius')).toHaveCount(0);

  // B's map gets it without a reload, coloured as urgent.
  const pin = marker(b, `GULT KALD ${vessel}`);
  await expect(pin).toBeVisible();
  await expect(pin).toHaveClass(/priority-urgent/);
  await pin.click();
  const popup = b.locator('.leaflet-popup');
  await expect(popup).toContainText(vessel);
  await expect(popup).toContainText(`Fladt batteri · ${owner.username}`);
  await expect(popup).toContainText('Batteriet er dødt, vi ligger for anker.');
  // B lies three minutes of latitude due north of the call.
  await expect(popup).toContainText('lige nu · 3,0 sm mod S fra dig');
  await popup.getByRole('button', { name: 'Se detaljer' }).click();
  const details = detailsDialog(b, 'GULT KALD', vessel);
  await expect(details).toBeVisible();
  // A boater's units: degrees and decimal minutes, nautical miles, a compass point, Danish time.
  const fact = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(fact('Position')).toHaveText("55°18,000' N 11°30,000' Ø · søgeradius 5,0 sm");
  await expect(fact('Afstand')).toHaveText('3,0 sm mod S fra dig');
  await expect(fact('Tidspunkt')).toHaveText(
    /^lige nu · \d{1,2}\. [a-z]{3}\.? \d{4} kl\. \d{2}\.\d{2}$/,
  );
});

test('a call sent after the session ended elsewhere goes to the login page instead', async ({
  request,
  openBrowser,
  consoleErrors,
}) => {
  const page = await openBrowser(await registerViaApi(request), { geolocation: CALL_AT });
  await openMap(page);
  await menuButton(page, 'Opret kald').click();
  const form = page.getByRole('dialog', { name: 'Opret kald' });
  await form.getByLabel('Problemtype').selectOption({ label: 'Motorstop' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Normal' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();

  // The session ends elsewhere (e.g. "log ud" on another device) while the form is filled in.
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('havhjaelp.session')!).token as string,
  );
  const logout = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);
  consoleErrors.allow(/401/);
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Log ind' }).first()).toBeVisible();
});

test('logged out, the popup and the create button ask for login; a denied position shows why and keeps Copenhagen', async ({
  request,
  page,
  consoleErrors,
}) => {
  const vessel = uniqueName('Ålen');
  const owner = await registerViaApi(request);
  const created = await request.post('/api/help', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      vesselName: vessel,
      type: 'fuel',
      priority: 'normal',
      // South of Skåne, where no other spec puts a call: at this zoom a call within some 17 km of
      // another (the weather spec's, a waiting call) is drawn in their cluster, not as its marker.
      position: { lat: 55.3, lng: 13.4 },
    },
  });
  expect(created.status()).toBe(200);
  consoleErrors.allow(/geolocation/i);
  // No geolocation permission in this context: the browser answers "denied" (code 1).
  await openMap(page);
  await expect(page.getByRole('alert')).toContainText(
    'Adgang til din position blev afvist. Tillad placering for denne side i browseren.',
  );
  // On http://localhost, a secure context, https is not the cause and is not mentioned.
  await expect(page.getByRole('alert')).not.toContainText('https');
  await menuButton(page, 'Find min position').click();
  await expect(page.locator('img.leaflet-tile[src="/tiles/base/8/136/80.png"]')).toBeVisible();

  await marker(page, `GRØNT KALD ${vessel}`).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Mangler brændstof');
  await expect(popup).not.toContainText('sm fra dig');
  await popup.getByRole('button', { name: 'Log ind for at se detaljer' }).click();
  // The prompt itself is help-login-prompt.spec.ts's; here: no details for a visitor.
  await expect(page.getByRole('dialog', { name: 'Log ind for at se detaljer' })).toContainText(
    'Log ind for at se detaljer og tilbyde hjælp.',
  );
  await expect(detailsDialog(page, 'GRØNT KALD', vessel)).toHaveCount(0);

  await menuButton(page, 'Opret kald').click();
  const prompt = page.getByRole('dialog', { name: 'Log ind for at oprette et kald' });
  await expect(prompt).toContainText('Du skal være logget ind for at oprette et kald.');
  await prompt.getByRole('link', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the military areas toggle on and off, their popups carry the texts, and being inside one warns', async ({
  request,
  openBrowser,
}) => {
  // Inside the Sjællands Odde firing range.
  const page = await openBrowser(await registerViaApi(request), {
    geolocation: { latitude: 56.02, longitude: 11.2 },
  });
  await openMap(page);
  await expect(page.getByRole('alert')).toHaveText(
    '⚠ Du befinder dig i et militært område: Sjællands Odde. Hold dig orienteret om skydetider, og forlad området, hvis det er aktivt.',
  );

  const areas = page.locator('path.restricted-area');
  await expect(areas).toHaveCount(0);
  const toggle = await layerToggle(page, 'Militære områder');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(areas).toHaveCount(5);
  // Sjællands Odde's area is in view at the start; its popup opens on a click inside it, away
  // from my own marker.
  await page.mouse.click(...(await pointOnMap(page, 56.07, 11.1)));
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Sjællands Odde');
  await expect(popup).toContainText('Skydeområde');
  await expect(popup).toContainText('Aktiv:');
  await expect(popup).toContainText('Områdets afgrænsning er kun vist omtrentligt');
  await expect(popup).toContainText('Efterretninger for Søfarende');
  await toggle.click();
  await expect(areas).toHaveCount(0);
});

test('the admin sees the test-GPS tool and places a draggable test position used for calls; others do not see it', async ({
  request,
  openBrowser,
  app,
}) => {
  const boater = await openBrowser(await registerViaApi(request));
  await openMap(boater);
  await expect(menuButton(boater, 'Opret kald')).toBeVisible();
  await expect(menuButton(boater, 'Test-GPS')).toHaveCount(0);

  const adminAccount = await registerViaApi(request);
  grantAdmin(app, adminAccount.username);
  const admin = await openBrowser(adminAccount);
  await openMap(admin);
  await (await layerToggle(admin, 'Test-GPS')).click();
  const panel = admin.getByRole('region', { name: 'Test-GPS' });
  await expect(panel.getByTestId('test-gps-position')).toHaveText('Ingen test-position gemt');
  await panel.getByLabel('Brug test-position i stedet for min rigtige position').check();
  await expect(panel.getByTestId('test-gps-position')).toHaveText(
    "Gemt: 55°40,566' N 12°34,098' Ø",
  );
  const pin = admin.locator('.leaflet-marker-icon[title="Test-position"]');
  await expect(pin).toBeVisible();

  // Dragged 100 px right: about 0.55° east at zoom 8.
  const box = (await pin.boundingBox())!;
  await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await admin.mouse.down();
  await admin.mouse.move(box.x + box.width / 2 + 50, box.y + box.height / 2, { steps: 5 });
  await admin.mouse.move(box.x + box.width / 2 + 100, box.y + box.height / 2, { steps: 5 });
  await admin.mouse.up();
  await expect(panel.getByTestId('test-gps-position')).toHaveText(
    /^Gemt: 55°40,\d{3}' N 13°(0[6-9]|1[01]),\d{3}' Ø$/,
  );

  // A call from the admin is placed at the test position (the browser has no position at all).
  const vessel = uniqueName('Prøvebåden');
  await menuButton(admin, 'Opret kald').click();
  const form = admin.getByRole('dialog', { name: 'Opret kald' });
  await form.getByLabel('Bådens navn').fill(vessel);
  await form.getByLabel('Problemtype').selectOption({ label: 'Andet' });
  await form.getByLabel('Prioritet').selectOption({ label: 'Normal' });
  await form.getByLabel('Jeg bekræfter, at situationen ikke er livstruende').check();
  await form.getByRole('button', { name: 'Send anmodning' }).click();
  await expect(form).toHaveCount(0);
  const list = await request.get('/api/help', {
    headers: { authorization: `Bearer ${adminAccount.token}` },
  });
  const saved = (await list.json()).requests.find(
    (r: { vesselName: string }) => r.vesselName === vessel,
  );
  const shown = (await panel.getByTestId('test-gps-position').textContent())!;
  expect(`Gemt: ${formatPosition(saved.position)}`).toBe(shown);
});

// Close in on Anholt and on Læsø, a position typed next to the view: tiles no other test asks for,
// so the tile proxy has none of them on disk and must ask the (failing) tile server.
const TILELESS = [
  {
    view: { lat: 56.71, lng: 11.55, zoom: 13 },
    typed: '56,72 11,56',
    shown: "56°43,200' N 11°33,600' Ø",
  },
  {
    view: { lat: 57.27, lng: 11.0, zoom: 13 },
    typed: '57.28, 11.01',
    shown: "57°16,800' N 11°00,600' Ø",
  },
];

SCREEN_SIZES.forEach((size, index) => {
  test.describe(`${size.name} ${size.label}`, () => {
    test.use({ viewport: size.viewport });

    test('without base tiles the map says so and offers typing the position instead of a tap; back online, the tiles come', async ({
      request,
      openBrowser,
      tiles,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 502/);
      const page = await openBrowser(await registerViaApi(request));
      await page.addInitScript(
        (view) => localStorage.setItem('havhjaelp.map.view', view),
        JSON.stringify(TILELESS[index]!.view),
      );
      const message = page.getByRole('alert').filter({ hasText: 'Søkortet' });
      const pin = page.locator('.leaflet-marker-icon[title="Kaldets position"]');
      tiles.behaviour.status = 500;
      try {
        await page.goto('/map');
        await expect(message).toHaveText('Søkortet kunne ikke hentes - tjek forbindelsen');
        await expectOnTop(message);
        await expect(page.locator('img.leaflet-tile.leaflet-tile-loaded')).toHaveCount(0);

        // No position and nothing to see: no tap on the map is asked for, typing is offered.
        await menuButton(page, 'Opret kald').click();
        const form = page.getByRole('dialog', { name: 'Opret kald' });
        const note = form.locator('.call-position');
        await expect(note).toContainText(
          'Din position kendes ikke. Søkortet kunne ikke hentes - tjek forbindelsen. Skriv positionen.',
        );
        await expect(note).not.toContainText('Tryk på kortet');
        await expect(form.getByRole('button', { name: 'Sæt nålen midt på kortet' })).toHaveCount(0);
        // Sent without a position, the form asks for it typed, not tapped.
        await form.getByRole('button', { name: 'Send anmodning' }).click();
        await expect(form.getByRole('alert').filter({ hasText: 'kaldets position' })).toHaveText(
          "Skriv kaldets position, fx 55°42,000' N 12°36,000' Ø.",
        );
        const field = form.getByLabel('Skriv positionen');
        await field.fill(TILELESS[index]!.typed);
        await field.press('Enter');
        await expect(form).toContainText(
          `Kaldets position: ${TILELESS[index]!.shown} (sat med nålen)`,
        );
        await expectOnTop(pin);
        // Its tooltip asks for no tap either.
        await pin.hover();
        await expect(page.locator('.leaflet-tooltip.call-pin-tooltip')).toHaveText(
          'Kaldets position',
        );
        await page.screenshot({ path: `/tmp/shots/map/tileless-typed-${size.label}.png` });
      } finally {
        tiles.behaviour.status = 200;
      }

      // The connection is back: the map asks again by itself and the message goes.
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await expect(page.locator('img.leaflet-tile.leaflet-tile-loaded').first()).toBeVisible();
      await expect(message).toHaveCount(0);
    });
  });
});

/** The page coordinates of a point on the map, from the map's own projection of its tiles. */
async function pointOnMap(page: Page, lat: number, lng: number): Promise<[number, number]> {
  const zoom = 8;
  const scale = 256 * 2 ** zoom;
  const worldX = ((lng + 180) / 360) * scale;
  const sin = Math.sin((lat * Math.PI) / 180);
  const worldY = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  // Any loaded tile tells where the world's pixel grid lies on the page.
  const tile = page.locator('img.leaflet-tile[src="/tiles/base/8/136/80.png"]');
  const box = (await tile.boundingBox())!;
  return [box.x + (worldX - 136 * 256), box.y + (worldY - 80 * 256)];
}
