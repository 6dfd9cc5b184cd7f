import type { Vessel } from '@havhjaelp/common/vessels';
import { describe, expect, it } from 'vitest';
import { danishDate, danishToday, specification, withUnit } from './vessel-format';

describe('vessel units', () => {
  it.each([
    [9.99, 'm', '9,99 m'],
    [12, 'm', '12 m'],
    [1200, 'HK', '1.200 HK'],
    [18.4, 'HK', '18,4 HK'],
    [9.9, 'HK', '9,9 HK'],
    [7.5, 'kn', '7,5 kn'],
    [null, 'kn', undefined],
  ] as const)('%s %s reads %s', (value, unit, text) => {
    expect(withUnit(value, unit)).toBe(text);
  });

  it('lists only the filled-in fields, with units and Danish labels', () => {
    const vessel = {
      vessel_type: 'sailboat',
      length: 9.99,
      width: null,
      draft: 1.6,
      vessel_year: 1998,
      vessel_make: 'Albin',
      vessel_model: '',
      hull_material: 'fiberglass',
      engine_type: '',
      engine_power: 18,
      fuel_type: 'diesel',
      max_speed: 7.5,
      cruising_speed: null,
      registration_number: '',
      home_port: 'Ærøskøbing',
      mmsi: null,
      call_sign: 'OZ1234',
    } as Vessel;
    expect(specification(vessel)).toEqual([
      ['Type', 'Sejlbåd'],
      ['Længde', '9,99 m'],
      ['Dybgang', '1,6 m'],
      ['Byggeår', '1998'],
      ['Mærke', 'Albin'],
      ['Skrog', 'Glasfiber'],
      ['Motorkraft', '18 HK'],
      ['Brændstof', 'Diesel'],
      ['Topfart', '7,5 kn'],
      ['Hjemhavn', 'Ærøskøbing'],
      ['Kaldesignal', 'OZ1234'],
    ]);
  });

  it('takes today in Danish time', () => {
    expect(danishToday(new Date('2026-06-01T22:30:00Z'))).toBe('2026-06-02');
    expect(danishToday(new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01');
  });

  it.each([
    ['2020-01-31', '31. januar 2020'],
    ['2026-03-29', '29. marts 2026'],
    ['2026-12-01', '1. december 2026'],
  ])('writes the date %s as %s', (iso, text) => {
    expect(danishDate(iso)).toBe(text);
  });
});
