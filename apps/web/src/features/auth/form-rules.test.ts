import { describe, expect, it } from 'vitest';
import { ALL_FIELDS_REQUIRED, settingsPasswordProblem } from './password-change-form';
import { registrationProblem, TERMS_REQUIRED } from './register-page';

const GOOD = 'Sejlbåd-2026!x';
const form = {
  username: 'ole',
  email: 'ole@example.dk',
  password: GOOD,
  firstName: '',
  lastName: '',
  phone: '',
  boatName: '',
  boatType: 'Sejlbåd' as const,
  birthDate: '1980-05-17',
};

describe('registrationProblem', () => {
  it.each([
    [{ ...form, username: ' ' }, GOOD, true, 'Brugernavn er påkrævet'],
    [{ ...form, email: '' }, GOOD, true, 'Email er påkrævet'],
    [{ ...form, password: '' }, '', true, 'Password er påkrævet'],
    [{ ...form, password: 'Kort-1a' }, 'Kort-1a', true, 'Password skal være mindst 12 tegn'],
    [
      { ...form, password: 'langtmensvagtpw' },
      'langtmensvagtpw',
      true,
      'Password skal indeholde: stort bogstav, lille bogstav, tal og specialtegn',
    ],
    [form, 'Sejlbåd-2026!y', true, 'Passwords matcher ikke'],
    [{ ...form, birthDate: '' }, GOOD, true, 'Indtast en gyldig fødselsdato'],
    [form, GOOD, false, TERMS_REQUIRED],
    [form, GOOD, true, undefined],
  ])('%j / confirm %s / terms %s → %s', (fields, confirm, terms, message) => {
    expect(registrationProblem(fields, confirm, terms)).toBe(message);
  });
});

describe('settingsPasswordProblem', () => {
  it.each([
    ['', GOOD, GOOD, ALL_FIELDS_REQUIRED],
    ['Gammel-2025!x', 'kort', 'kort', 'Nyt password skal være mindst 12 tegn'],
    [
      'Gammel-2025!x',
      'langtmensvagtpw',
      'langtmensvagtpw',
      'Password skal indeholde: stort bogstav, lille bogstav, tal og specialtegn',
    ],
    ['Gammel-2025!x', GOOD, 'Sejlbåd-2026!y', 'Nye passwords matcher ikke'],
    [GOOD, GOOD, GOOD, 'Nyt password skal være anderledes end det nuværende'],
    ['Gammel-2025!x', GOOD, GOOD, undefined],
  ])('%s → %s / %s → %s', (current, next, confirm, message) => {
    expect(settingsPasswordProblem(current, next, confirm)).toBe(message);
  });
});
