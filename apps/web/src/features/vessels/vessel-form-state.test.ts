import { VESSEL_MESSAGES, type Vessel } from '@havhjaelp/common/vessels';
import { describe, expect, it } from 'vitest';
import { EMPTY_VESSEL_FORM, formProblems, toFormValues, toInput } from './vessel-form-state';

describe('the vessel form', () => {
  it('sends numbers typed with a Danish comma as numbers, empty ones as null', () => {
    const input = toInput({ ...EMPTY_VESSEL_FORM, name: 'Måge', length: '9,99', max_speed: '' });
    expect(input).toMatchObject({ name: 'Måge', length: 9.99, max_speed: null });
  });

  it.each([
    [{ name: ' ' }, 'name', VESSEL_MESSAGES.nameRequired],
    [{ name: 'A', length: '9,999' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', max_speed: '7,25' }, 'max_speed', VESSEL_MESSAGES.maxSpeedRange],
    [{ name: 'A', length: 'ni' }, 'length', VESSEL_MESSAGES.lengthRange],
    [{ name: 'A', mmsi: '123' }, 'mmsi', VESSEL_MESSAGES.mmsiFormat],
    [{ name: 'A', vessel_image: 'javascript:alert(1)' }, 'vessel_image', 'Ugyldigt billede URL'],
  ])('tells the field of %o: %s', (values, field, message) => {
    expect(formProblems({ ...EMPTY_VESSEL_FORM, ...values })).toEqual({ [field]: message });
  });

  it('fills the form from a stored vessel and back without loss', () => {
    const stored = {
      ...toInput({ ...EMPTY_VESSEL_FORM, name: 'Måge', length: '9.99', vessel_year: '1998' }),
      id: 'x',
    } as unknown as Vessel;
    const values = toFormValues(stored);
    expect(values).toMatchObject({ name: 'Måge', length: '9.99', vessel_year: '1998', width: '' });
    expect(formProblems(values)).toEqual({});
  });
});
