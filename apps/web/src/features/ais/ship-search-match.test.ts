// @vitest-environment jsdom
import type { AisShip } from '@havhjaelp/common/ais-ship';
import { describe, expect, it } from 'vitest';
import { matchShips, SEARCH_LIMIT } from './ship-search-match';
import { shipOptionText } from './ship-search';

const ship = (mmsi: number, name: string | null) => ({ mmsi, name }) as AisShip;
const ships = [
  ship(219000001, 'HAVØRNEN'),
  ship(219000002, 'MÅGEN'),
  ship(265000003, 'STENA DANICA'),
  ship(219000004, 'DANA'),
  ship(219000005, null),
  ship(211000006, 'NORDDANA'),
];
const names = (query: string) => matchShips(ships, query).map((s) => s.name ?? s.mmsi);

describe('matchShips', () => {
  it('finds names case-insensitively, Danish letters included', () => {
    expect(names('havørnen')).toEqual(['HAVØRNEN']);
    expect(names('  mågen ')).toEqual(['MÅGEN']);
  });

  it('ranks a name beginning with the query, then a word beginning, then anywhere', () => {
    expect(names('dan')).toEqual(['DANA', 'STENA DANICA', 'NORDDANA']);
  });

  it('finds an MMSI by its beginning, the exact one first', () => {
    expect(names('2190')).toEqual(['DANA', 'HAVØRNEN', 'MÅGEN', 219000005]);
    expect(names('219000005')).toEqual([219000005]);
    expect(names('265')).toEqual(['STENA DANICA']);
    expect(names('0000')).toEqual([]);
  });

  it('finds nothing for an empty query and shows at most 8', () => {
    expect(names('   ')).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => ship(219100000 + i, `SKIB ${i}`));
    expect(matchShips(many, 'skib')).toHaveLength(SEARCH_LIMIT);
  });

  it('labels options with name and MMSI', () => {
    expect(shipOptionText(ship(219000001, 'HAVØRNEN'))).toBe('HAVØRNEN · MMSI 219000001');
    expect(shipOptionText(ship(219000005, null))).toBe('MMSI 219000005');
  });
});
