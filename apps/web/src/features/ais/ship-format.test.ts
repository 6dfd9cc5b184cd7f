import { describe, expect, it } from 'vitest';
import { formatAge, formatEta, shipCountText, shipTitle } from './ship-format';

describe('ship texts', () => {
  it.each([
    ['12-24T14:30Z', '24. dec. kl. 14.30 UTC'],
    ['02-29T08:05Z', '29. feb. kl. 08.05 UTC'],
    ['06-01T24:60Z', '1. jun.'],
    ['00-00T24:60Z', null],
    ['13-01T10:00Z', null],
    ['garbage', null],
    [null, null],
  ])('ETA %s → %s', (eta, text) => {
    expect(formatEta(eta)).toBe(text);
  });

  it.each([
    [0, 'lige nu'],
    [999, 'lige nu'],
    [1_000, 'for 1 sekund siden'],
    [12_400, 'for 12 sekunder siden'],
    [59_999, 'for 59 sekunder siden'],
    [60_000, 'for 1 minut siden'],
    [3 * 60_000 + 5_000, 'for 3 minutter siden'],
    [-5_000, 'lige nu'],
  ])('a report %i ms old → %s', (elapsed, text) => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(formatAge(now - elapsed, now)).toBe(text);
  });

  it('names a ship by its name, else its MMSI, and counts ships with a Danish separator', () => {
    expect(shipTitle({ name: 'HAVØRNEN', mmsi: 219000001 })).toBe('HAVØRNEN');
    expect(shipTitle({ name: null, mmsi: 219000001 })).toBe('MMSI 219000001');
    expect(shipCountText(1234)).toBe('Skibe: 1.234');
    expect(shipCountText(0)).toBe('Skibe: 0');
  });
});
