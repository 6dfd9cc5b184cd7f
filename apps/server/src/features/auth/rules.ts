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

/** Start of the window in which failed logins count towards the per-account limit. */
export function failedLoginWindowStart(now: Date): Date {
  return new Date(now.getTime() - HOUR_MS);
}

export function isAccountLocked(failedInWindow: number): boolean {
  return failedInWindow >= LIMITS.failedLoginsPerAccountHour;
}

/**
 * What the retention job deletes: login history after 180 days (the privacy policy), ended
 * sessions and spent reset links once they are a week past their end (kept that long so the
 * export can show recent sign-ins).
 */
export function retentionCutoffs(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    loginHistoryBefore: daysAgo(RETENTION.loginLogDays),
    sessionsEndedBefore: daysAgo(7),
    resetsBefore: daysAgo(7),
  };
}
