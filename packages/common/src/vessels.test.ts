import { describe, expect, it } from 'vitest';
import { latestVesselYear, VESSEL_MESSAGES, vesselInputSchema, type VesselInput } from './vessels';

const parse = (input: Partial<VesselInput>) =>
  vesselInputSchema.safeParse({ name: 'Havørnen', ...input });
const problems = (input: Partial<VesselInput>) =>
  parse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the vessel body', () => {
  it('fills defaults: public, sailboat, blank texts and no numbers', () => {
    const vessel = parse({}).data!;
    expect(vessel).toMatchObject({
      name: 'Havørnen',
      vessel_type: 'sailboat',
      public_profile: true,
      length: null,
      mmsi: null,
      vessel_image: null,
      home_port: '',
      insurance_expiry_date: null,
    });
  });

  it.each<[string, Partial<VesselInput>, string]>([
    ['no name', { name: undefined }, VESSEL_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, VESSEL_MESSAGES.nameRequired],
    ['an unknown type', { vessel_type: 'ubåd' as never }, VESSEL_MESSAGES.typeUnknown],
    ['an unknown hull', { hull_material: 'papir' as never }, VESSEL_MESSAGES.hullUnknown],
    ['an unknown fuel', { fuel_type: 'kul' as never }, VESSEL_MESSAGES.fuelUnknown],
    ['a length of 0', { length: 0 }, VESSEL_MESSAGES.lengthRange],
    ['a negative width', { width: -2 }, VESSEL_MESSAGES.widthRange],
    ['a length of 500 m', { length: 500.01 }, VESSEL_MESSAGES.lengthRange],
    ['a length off the 0.01 step', { length: 9.999 }, VESSEL_MESSAGES.lengthRange],
    ['a draft off the step', { draft: 1.234 }, VESSEL_MESSAGES.draftRange],
    ['a speed off the 0.1 step', { max_speed: 7.25 }, VESSEL_MESSAGES.maxSpeedRange],
    ['a speed of 200 kn', { cruising_speed: 200 }, VESSEL_MESSAGES.cruisingSpeedRange],
    ['an engine of 0 HP', { engine_power: 0 }, VESSEL_MESSAGES.engineRange],
    ['a year before 1850', { vessel_year: 1849 }, VESSEL_MESSAGES.yearRange],
    ['a year after next', { vessel_year: latestVesselYear() + 1 }, VESSEL_MESSAGES.yearRange],
    ['a year with a fraction', { vessel_year: 1999.5 }, VESSEL_MESSAGES.yearRange],
    ['a text length', { length: '9' as never }, VESSEL_MESSAGES.lengthRange],
    ['an 8-digit MMSI', { mmsi: '21900000' }, VESSEL_MESSAGES.mmsiFormat],
    ['a 10-digit MMSI', { mmsi: '2190000001' }, VESSEL_MESSAGES.mmsiFormat],
    ['a MMSI with letters', { mmsi: '21900000A' }, VESSEL_MESSAGES.mmsiFormat],
    ['a javascript: image', { vessel_image: 'javascript:alert(1)' }, 'Ugyldigt billede URL'],
    ['a data: image', { vessel_image: 'data:image/png;base64,AAAA' }, 'Ugyldigt billede URL'],
    ['an image that is no URL', { vessel_image: 'mit billede' }, 'Ugyldigt billede URL'],
    ['an impossible date', { insurance_expiry_date: '2025-02-30' }, VESSEL_MESSAGES.insuranceDate],
    ['a Danish date', { insurance_expiry_date: '30-01-2025' }, VESSEL_MESSAGES.insuranceDate],
    ['a long name', { name: 'x'.repeat(101) }, VESSEL_MESSAGES.tooLong],
  ])('refuses %s in Danish', (_what, input, message) => {
    expect(problems(input)).toEqual([message]);
  });

  it('refuses a Google Photos link with its reason', () => {
    expect(problems({ vessel_image: 'https://photos.app.goo.gl/abc' })[0]).toMatch(/Google Fotos/);
  });

  it.each<[string, Partial<VesselInput>, Partial<Record<string, unknown>>]>([
    ['steps on 0.01 and 0.1', { length: 9.99, width: 3.25, max_speed: 7.3 }, { length: 9.99 }],
    ['this and next year', { vessel_year: latestVesselYear() }, {}],
    ['the first year', { vessel_year: 1850 }, { vessel_year: 1850 }],
    ['a nine-digit MMSI', { mmsi: ' 219000001 ' }, { mmsi: '219000001' }],
    ['an empty MMSI', { mmsi: '' }, { mmsi: null }],
    ['an empty image', { vessel_image: '' }, { vessel_image: null }],
    [
      'an empty choice',
      { hull_material: '' as never, fuel_type: '' as never },
      { fuel_type: null },
    ],
    ['a call sign in capitals', { call_sign: 'oz1234' }, { call_sign: 'OZ1234' }],
    [
      'a share link, made direct',
      { vessel_image: 'https://www.dropbox.com/s/a/b.jpg?dl=0' },
      { vessel_image: 'https://www.dropbox.com/s/a/b.jpg?raw=1' },
    ],
    [
      'a real date',
      { insurance_expiry_date: '2024-02-29' },
      { insurance_expiry_date: '2024-02-29' },
    ],
  ])('accepts %s', (_what, input, expected) => {
    const result = parse(input);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject(expected);
  });
});
