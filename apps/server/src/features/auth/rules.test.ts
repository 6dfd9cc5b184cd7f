import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  failedLoginWindowStart,
  isAccountLocked,
  isOldEnough,
  isPasswordExpired,
  retentionCutoffs,
  sessionExpiry,
} from './rules';

const now = new Date('2026-11-21T12:00:00Z');

describe('isPasswordExpired', () => {
  it.each([
    ['2026-11-21T12:00:00Z', false],
    ['2026-10-22T12:00:00Z', false], // exactly 30 days
    ['2026-10-22T11:59:59Z', true],
    ['2026-10-21T12:00:00Z', true],
  ])('changed %s → %s', (changedAt, expired) => {
    expect(isPasswordExpired(changedAt, now)).toBe(expired);
  });
});

describe('age', () => {
  it.each([
    ['2010-11-21', 16, true],
    ['2010-11-22', 15, false],
    ['2010-12-01', 15, false],
    ['1970-01-01', 56, true],
  ])('born %s is %i (old enough: %s)', (birthDate, age, ok) => {
    expect(ageInYears(birthDate, now)).toBe(age);
    expect(isOldEnough(birthDate, now)).toBe(ok);
  });
});

describe('sessionExpiry', () => {
  it('is 24 hours on', () => {
    expect(sessionExpiry(now).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe('failed-login lock and retention cutoffs', () => {
  it('locks at the 100th failure within the hour, not before', () => {
    expect(isAccountLocked(99)).toBe(false);
    expect(isAccountLocked(100)).toBe(true);
    expect(failedLoginWindowStart(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe(
      '2026-11-21T11:00:00.000Z',
    );
  });

  it('keeps login history 180 days and ended sessions and reset links a week', () => {
    expect(retentionCutoffs(new Date('2026-11-21T12:00:00Z'))).toEqual({
      loginHistoryBefore: '2026-05-25T12:00:00.000Z',
      sessionsEndedBefore: '2026-11-14T12:00:00.000Z',
      resetsBefore: '2026-11-14T12:00:00.000Z',
    });
  });
});
