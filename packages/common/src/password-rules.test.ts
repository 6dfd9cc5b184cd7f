import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES as M,
  forcedChangeMessage,
  meetsPasswordRule,
  passwordRuleMessage,
  passwordStrength,
} from './password-rules';

describe('passwordRuleMessage', () => {
  it.each([
    ['Kort1!', M.tooShort],
    ['alllowercase12!', M.missingClasses],
    ['ALLUPPERCASE12!', M.missingClasses],
    ['NoDigitsHere!!', M.missingClasses],
    ['NoSpecials1234', M.missingClasses],
    ['Sejlbåd-2025x', undefined],
    ['ÆbleGrød 12345', undefined],
  ])('%s → %s', (password, message) => {
    expect(passwordRuleMessage(password)).toBe(message);
    expect(meetsPasswordRule(password)).toBe(message === undefined);
  });

  it('words the length message for a new password', () => {
    expect(passwordRuleMessage('Kort1!', true)).toBe(M.newTooShort);
  });
});

describe('forcedChangeMessage keeps the order of SPEC.md', () => {
  const current = 'Gammel-Kode-2020';
  it.each([
    ['short1!A', 'short1!A', M.newTooShort],
    ['lowercase-only-1', 'lowercase-only-1', M.needsUpper],
    ['UPPERCASE-ONLY-1', 'UPPERCASE-ONLY-1', M.needsLower],
    ['No-Digits-Here-x', 'No-Digits-Here-x', M.needsDigit],
    ['NoSpecials12345', 'NoSpecials12345', M.needsSpecial],
    ['Ny-Kode-2026-ok', 'Ny-Kode-2026-ko', M.forcedMismatch],
    [current, current, M.mustDiffer],
    ['Ny-Kode-2026-ok', 'Ny-Kode-2026-ok', undefined],
  ])('%s / %s → %s', (next, confirm, message) => {
    expect(forcedChangeMessage(current, next, confirm)).toBe(message);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'Svag'],
    ['abc', 'Svag'],
    ['abcdefghijkl', 'Svag'],
    ['Abcdefghijkl', 'Middel'],
    ['Abcdefghijk1', 'Middel'],
    ['Abc1!', 'Middel'],
    ['Abcdefghij1!', 'Stærk'],
  ])('%s → %s', (password, label) => {
    expect(passwordStrength(password)).toBe(label);
  });
});
