import { DANISH_BOXES, DEFAULT_AIS_CLIENT_KEY, type AisStreamMessage } from '@havhjaelp/common/ais';
import { applyAisMessage, type AisShip } from '@havhjaelp/common/ais-ship';
import type { Page } from '@playwright/test';
import WebSocket from 'ws';

/**
 * Ships as the stream tells any client, read for `ms`: the test picks its ships from what the
 * replay simulator is sending, as a boater would pick one from the map.
 */
export async function shipsFromStream(appUrl: string, ms = 2_000): Promise<AisShip[]> {
  const ships = new Map<number, AisShip>();
  const socket = new WebSocket(`${appUrl.replace('http', 'ws')}/api/ais/stream`);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ APIKey: DEFAULT_AIS_CLIENT_KEY, BoundingBoxes: DANISH_BOXES }));
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as AisStreamMessage;
    const mmsi = message.MetaData.MMSI;
    const ship = applyAisMessage(ships.get(mmsi), message, Date.now());
    if (ship) ships.set(mmsi, ship);
  });
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.close();
  return [...ships.values()];
}

/** A named ship under way at a good speed, so it moves visibly between reports. */
export async function fastNamedShip(appUrl: string): Promise<AisShip & { name: string }> {
  const ship = (await shipsFromStream(appUrl)).find(
    (s): s is AisShip & { name: string } =>
      s.name !== null && s.speed !== null && s.speed > 10 && s.callsign !== null,
  );
  if (!ship) throw new Error('the replay simulator sent no named ship under way');
  return ship;
}

export const aisToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Kortmenu' }).getByRole('button', {
    name: 'Skibstrafik (AIS)',
  });

export const shipSearch = (page: Page) =>
  page.getByRole('combobox', { name: 'Søg skib (navn eller MMSI)' });

export const shipPopup = (page: Page) => page.locator('.leaflet-popup .ship-popup');

export const shipsDrawn = async (page: Page) =>
  Number(await page.locator('canvas.ais-ship-canvas').getAttribute('data-ships-drawn'));
