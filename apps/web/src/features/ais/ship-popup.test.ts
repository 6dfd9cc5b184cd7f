// @vitest-environment jsdom
import { applyAisMessage, type AisShip } from '@havhjaelp/common/ais-ship';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_FOR_SHIP_TEXT, renderShipPopup, shipFacts } from './ship-popup';
import { positionReport, staticData } from './test-messages';

const now = Date.parse('2026-06-01T12:00:00Z');
const ship = applyAisMessage(
  applyAisMessage(
    undefined,
    positionReport({ mmsi: 219000001, lat: 55.6761, lon: 12.5683, sog: 12.34, cog: 245 }),
    now - 12_000,
  ),
  staticData(219000001, 'HAVØRNEN <b>'),
  now - 12_000,
) as AisShip;

describe('ship popup', () => {
  it('lists every fact in Danish for a logged-in user', () => {
    expect(shipFacts(ship, now)).toEqual([
      ['MMSI', '219000001'],
      ['Kaldesignal', 'OXAB2'],
      ['Type', 'Fragtskib'],
      ['Fart', '12,3 kn'],
      ['Kurs', '245°'],
      ['Destination', 'AARHUS'],
      ['ETA', '24. dec. kl. 14.30 UTC'],
      ['Position', "55°40,566' N 12°34,098' Ø"],
      ['Sidste melding', 'for 12 sekunder siden'],
    ]);
  });

  it('says Ukendt for what the ship has not sent', () => {
    const bare: AisShip = {
      ...ship,
      callsign: null,
      shipType: null,
      speed: null,
      course: null,
      eta: null,
    };
    const facts = Object.fromEntries(shipFacts(bare, now));
    expect(facts).toMatchObject({
      Kaldesignal: 'Ukendt',
      Type: 'Ukendt',
      Fart: 'Ukendt',
      Kurs: 'Ukendt',
      ETA: 'Ukendt',
    });
  });

  it('renders names as text, never as markup', () => {
    const root = document.createElement('div');
    renderShipPopup(root, ship, { loggedIn: true, now, onLogin: () => {} });
    expect(root.querySelector('strong')?.textContent).toBe('HAVØRNEN <b>');
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelectorAll('dt')).toHaveLength(9);
  });

  it('shows logged-out users only a prompt with a login link', () => {
    const root = document.createElement('div');
    const onLogin = vi.fn();
    renderShipPopup(root, ship, { loggedIn: false, now, onLogin });
    expect(root.textContent).toBe(`${LOGIN_FOR_SHIP_TEXT}.Log ind`);
    expect(root.textContent).not.toContain('HAVØRNEN');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/login');
    link.click();
    expect(onLogin).toHaveBeenCalledOnce();
  });
});
