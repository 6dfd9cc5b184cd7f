import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  ageInYears,
  deletionAfterWarning,
  inactivityCutoffs,
  isOldEnough,
  isPasswordExpired,
  liveFailures,
  retentionCutoffs,
  sessionExpiry,
  slowdownDelayMs,
  waitBeforeNextTry,
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

describe('password slowdown', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000], // the fifth failure is the last free one: the sixth try waits a second
    [6, 2_000],
    [9, 16_000],
    [14, 512_000],
    [15, 900_000], // capped at 15 minutes
    [1_000, 900_000],
  ])('after %i failures the next try waits %i ms', (failures, delay) => {
    expect(slowdownDelayMs(failures)).toBe(delay);
  });

  const at = (iso: string) => new Date(iso);
  const series = (failures: number, lastFailedAt: string) => ({ failures, lastFailedAt });
  it.each([
    [undefined, '2026-11-21T12:00:00Z', 0],
    [series(4, '2026-11-21T12:00:00Z'), '2026-11-21T12:00:00Z', 0],
    [series(5, '2026-11-21T12:00:00Z'), '2026-11-21T12:00:00.400Z', 600],
    [series(5, '2026-11-21T12:00:00Z'), '2026-11-21T12:00:01Z', 0],
    [series(8, '2026-11-21T12:00:00Z'), '2026-11-21T12:00:03Z', 5_000],
    [series(40, '2026-11-21T12:00:00Z'), '2026-11-21T12:14:00Z', 60_000],
    [series(40, '2026-11-21T11:00:00Z'), '2026-11-21T12:00:00Z', 0], // an hour old: forgotten
  ])('%o at %s waits %i ms', (before, now, wait) => {
    expect(waitBeforeNextTry(before, at(now))).toBe(wait);
  });

  it('counts a failure on the live series, and starts again after an hour without one', () => {
    const now = at('2026-11-21T12:00:00Z');
    expect(afterFailure(undefined, now)).toEqual(series(1, '2026-11-21T12:00:00.000Z'));
    expect(afterFailure(series(7, '2026-11-21T11:30:00Z'), now)).toEqual(
      series(8, '2026-11-21T12:00:00.000Z'),
    );
    expect(afterFailure(series(7, '2026-11-21T11:00:00Z'), now)).toEqual(
      series(1, '2026-11-21T12:00:00.000Z'),
    );
    expect(liveFailures(series(7, '2026-11-21T11:00:00.001Z'), now)).toBe(7);
  });
});

describe('retention cutoffs', () => {
  it('keeps login history 180 days, sessions 24 hours, reset links and failures an hour', () => {
    expect(retentionCutoffs(new Date('2026-11-21T12:00:00Z'))).toEqual({
      loginHistoryBefore: '2026-05-25T12:00:00.000Z',
      sessionsBefore: '2026-11-20T12:00:00.000Z',
      resetsBefore: '2026-11-21T11:00:00.000Z',
      passwordFailuresBefore: '2026-11-21T11:00:00.000Z',
    });
  });
});

describe('inactive accounts', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', '2024-11-21T12:00:00.000Z', '2026-10-22T12:00:00.000Z'],
    // Two calendar years back from a leap day is the 29th of February that does not exist.
    ['2028-02-29T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2028-01-30T00:00:00.000Z'],
  ])('at %s warns the unused since before %s, deletes the warned before %s', (at, i, w) => {
    expect(inactivityCutoffs(new Date(at))).toEqual({ inactiveBefore: i, warnedBefore: w });
  });

  it('deletes a warned account 30 days after its warning', () => {
    expect(deletionAfterWarning(new Date('2026-11-21T12:00:00Z')).toISOString()).toBe(
      '2026-12-21T12:00:00.000Z',
    );
  });
});
