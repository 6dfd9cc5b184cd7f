import { describe, expect, it } from 'vitest';
import {
  fieldOfServerError,
  registrationProblems,
  TERMS_REQUIRED,
  type RegistrationInput,
} from './register-rules';

const GOOD = 'Sejlbåd-2026!x';
const valid: RegistrationInput = {
  username: 'ole.hansen_2',
  email: 'ole@example.dk',
  password: GOOD,
  confirmPassword: GOOD,
  birthDate: '17-05-1980',
  terms: true,
};

describe('registrationProblems', () => {
  it.each<[Partial<RegistrationInput>, Record<string, string>]>([
    [{}, {}],
    [{ username: 'Søren-Ø' }, {}],
    [{ username: ' ' }, { username: 'Brugernavn er påkrævet' }],
    [
      { username: 'ol' },
      {
        username:
          'Brugernavn må kun indeholde bogstaver, tal, punktum, bindestreg og understreg (3–30 tegn)',
      },
    ],
    [
      { username: 'ole hansen' },
      {
        username:
          'Brugernavn må kun indeholde bogstaver, tal, punktum, bindestreg og understreg (3–30 tegn)',
      },
    ],
    [{ email: '' }, { email: 'Email er påkrævet' }],
    [{ email: 'ole@' }, { email: 'Indtast en gyldig email' }],
    [{ password: '', confirmPassword: '' }, { password: 'Password er påkrævet' }],
    [
      { password: 'Kort-1a', confirmPassword: 'Kort-1a' },
      { password: 'Password skal være mindst 12 tegn' },
    ],
    [
      { password: 'langtmensvagtpw', confirmPassword: 'langtmensvagtpw' },
      { password: 'Password skal indeholde: stort bogstav, lille bogstav, tal og specialtegn' },
    ],
    [{ confirmPassword: `${GOOD}?` }, { confirmPassword: 'Passwords matcher ikke' }],
    [{ birthDate: '' }, { birthDate: 'Indtast en gyldig fødselsdato' }],
    [{ birthDate: '1980-05-17' }, { birthDate: 'Indtast en gyldig fødselsdato' }],
    [{ birthDate: '31-02-1980' }, { birthDate: 'Indtast en gyldig fødselsdato' }],
    [{ terms: false }, { terms: TERMS_REQUIRED }],
  ])('%j → %j', (change, problems) => {
    expect(registrationProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('reports every field at once, in the order of the form', () => {
    const empty = {
      username: '',
      email: '',
      password: '',
      confirmPassword: 'x',
      birthDate: '',
      terms: false,
    };
    expect(Object.keys(registrationProblems(empty))).toEqual([
      'username',
      'email',
      'password',
      'confirmPassword',
      'birthDate',
      'terms',
    ]);
  });
});

describe('fieldOfServerError', () => {
  it.each([
    ['USERNAME_TAKEN', 'username'],
    ['EMAIL_TAKEN', 'email'],
    ['TOO_YOUNG', 'birthDate'],
    ['RATE_LIMITED', undefined],
    [undefined, undefined],
  ])('%s → %s', (code, field) => {
    expect(fieldOfServerError(code)).toBe(field);
  });
});
