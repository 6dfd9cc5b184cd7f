import { LIMITS, RETENTION } from '@havhjaelp/common/limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the password is older than the 30 days SPEC.md allows before a forced change. */
export function isPasswordExpired(changedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(changedAt) > LIMITS.passwordMaxAgeDays * DAY_MS;
}

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar). */
export function ageInYears(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** SPEC.md: users must be over 16; we read that as 16 or older. */
export function isOldEnough(birthDate: string, now: Date): boolean {
  return ageInYears(birthDate, now) >= LIMITS.ageLimit;
}

export function sessionExpiry(now: Date): Date {
  return new Date(now.getTime() + LIMITS.sessionLifetimeHours * 60 * 60 * 1000);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Failed password checks slow down the next try of the same subject (account or unknown login
 * name) from the same client address: a few tries are free, then each failure doubles the wait,
 * up to a cap. Other addresses are not affected, so nobody can lock someone else out; a series
 * with no failure for an hour is forgotten.
 */
export const PASSWORD_SLOWDOWN = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: HOUR_MS,
} as const;

export interface FailureSeries {
  failures: number;
  lastFailedAt: string;
}

/** The failures that still count at `now`: none once the last one is an hour old. */
export function liveFailures(series: FailureSeries | undefined, now: Date): number {
  if (!series) return 0;
  const age = now.getTime() - Date.parse(series.lastFailedAt);
  return age >= PASSWORD_SLOWDOWN.forgetAfterMs ? 0 : series.failures;
}

/** The wait after the latest of `failures` failed tries. */
export function slowdownDelayMs(failures: number): number {
  const beyondFree = failures - PASSWORD_SLOWDOWN.freeFailures;
  if (beyondFree < 0) return 0;
  // 2 ** 20 s is far past the cap; clamping the exponent keeps the number finite.
  const doubled = PASSWORD_SLOWDOWN.firstDelayMs * 2 ** Math.min(beyondFree, 20);
  return Math.min(doubled, PASSWORD_SLOWDOWN.maxDelayMs);
}

/** How long (ms) the subject must still wait at this address before its password is checked again. */
export function waitBeforeNextTry(series: FailureSeries | undefined, now: Date): number {
  const failures = liveFailures(series, now);
  if (failures === 0 || !series) return 0;
  const until = Date.parse(series.lastFailedAt) + slowdownDelayMs(failures);
  return Math.max(0, until - now.getTime());
}

/** The series after one more failure at `now`. */
export function afterFailure(series: FailureSeries | undefined, now: Date): FailureSeries {
  return { failures: liveFailures(series, now) + 1, lastFailedAt: now.toISOString() };
}

/** A password reset link works for an hour, and is deleted once older. */
export const RESET_LINK_LIFETIME_MS = HOUR_MS;

/**
 * What the retention job deletes (SPEC.md section 9 and the privacy page): login history after 180
 * days, sessions once past their 24-hour lifetime, reset links once past their hour, and failed
 * password checks once their series is forgotten.
 */
export function retentionCutoffs(now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  return {
    loginHistoryBefore: ago(RETENTION.loginLogDays * DAY_MS),
    sessionsBefore: ago(LIMITS.sessionLifetimeHours * HOUR_MS),
    resetsBefore: ago(RESET_LINK_LIFETIME_MS),
    passwordFailuresBefore: ago(PASSWORD_SLOWDOWN.forgetAfterMs),
  };
}

/**
 * Inactive accounts (SPEC.md section 4): unused for 2 years, an account is warned by mail; still
 * unused 30 days after the warning, it is deleted.
 */
export function inactivityCutoffs(now: Date) {
  const inactiveSince = new Date(now);
  inactiveSince.setUTCFullYear(inactiveSince.getUTCFullYear() - RETENTION.inactiveAccountYears);
  return {
    inactiveBefore: inactiveSince.toISOString(),
    warnedBefore: new Date(now.getTime() - RETENTION.inactiveWarningDays * DAY_MS).toISOString(),
  };
}

/** When an account warned at `warnedAt` is deleted unless it is used first. */
export function deletionAfterWarning(warnedAt: Date): Date {
  return new Date(warnedAt.getTime() + RETENTION.inactiveWarningDays * DAY_MS);
}
