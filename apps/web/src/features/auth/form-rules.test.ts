import { describe, expect, it } from 'vitest';
import { loginProblems } from './login-page';
import { ALL_FIELDS_REQUIRED, settingsPasswordProblem } from './password-change-form';

const GOOD = 'Sejlbåd-2026!x';
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

describe('loginProblems', () => {
  it.each([
    [{ login: 'ole', password: 'x' }, {}],
    [{ login: ' ', password: 'x' }, { login: 'Brugernavn eller email er påkrævet' }],
    [{ login: 'ole', password: '' }, { password: 'Password er påkrævet' }],
    [
      { login: '', password: '' },
      { login: 'Brugernavn eller email er påkrævet', password: 'Password er påkrævet' },
    ],
  ])('%j → %j', (fields, problems) => {
    expect(loginProblems(fields)).toEqual(problems);
  });
});
