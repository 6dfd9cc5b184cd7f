import { VESSEL_MESSAGES, type Vessel } from '@havhjaelp/common/vessels';
import { describe, expect, it } from 'vitest';
import { EMPTY_VESSEL_FORM, formProblems, toFormValues, toInput } from './vessel-form-state';

describe('the vessel form', () => {
  it('sends numbers typed with a Danish comma as numbers, empty ones as null', () => {
    const input = toInput({ ...EMPTY_VESSEL_FORM, name: 'Måge', length: '9,99', max_speed: '' });
    expect(input).toMatchObject({ name: 'Måge', length: 9.99, max_speed: null });
  });

  it.each([
    ['length', '6,5', 6.5],
    ['length', '6.5', 6.5],
    ['width', ' 2,25 ', 2.25],
    ['max_speed', '22,5', 22.5],
    ['cruising_speed', '7.5', 7.5],
    ['engine_power', '9,9', 9.9],
  ] as const)('takes %s typed as %j: %d', (field, typed, value) => {
    const values = { ...EMPTY_VESSEL_FORM, name: 'Måge', [field]: typed };
    expect(toInput(values)[field]).toBe(value);
    expect(formProblems(values)).toEqual({});
  });

  it.each([
    [{ name: ' ' }, 'name', VESSEL_MESSAGES.nameRequired],
    [{ name: 'A', length: '9,999' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', max_speed: '7,25' }, 'max_speed', VESSEL_MESSAGES.maxSpeedRange],
    [{ name: 'A', length: 'ni' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', length: '6,5,5' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', length: '-' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', engine_power: '1.200,5' }, 'engine_power', VESSEL_MESSAGES.engineRange],
    [{ name: 'A', vessel_year: '1998,5' }, 'vessel_year', VESSEL_MESSAGES.yearRange],
    [{ name: 'A', mmsi: '123' }, 'mmsi', VESSEL_MESSAGES.mmsiFormat],
    [{ name: 'A', vessel_image: 'javascript:alert(1)' }, 'vessel_image', 'Ugyldigt billede URL'],
  ])('tells the field of %o: %s', (values, field, message) => {
    expect(formProblems({ ...EMPTY_VESSEL_FORM, ...values })).toEqual({ [field]: message });
  });

  it('fills the form from a stored vessel and back without loss', () => {
    const stored = {
      ...toInput({
        ...EMPTY_VESSEL_FORM,
        name: 'Måge',
        length: '9.99',
        vessel_year: '1998',
        engine_power: '1200',
      }),
      id: 'x',
    } as unknown as Vessel;
    const values = toFormValues(stored);
    // Shown with the Danish comma and without grouping, so it reads back as the same number.
    expect(values).toMatchObject({ name: 'Måge', length: '9,99', vessel_year: '1998', width: '' });
    expect(values.engine_power).toBe('1200');
    expect(formProblems(values)).toEqual({});
    expect(toInput(values)).toMatchObject({ length: 9.99, engine_power: 1200 });
  });
});
