import { LIMITS } from '@havhjaelp/common/limits';

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
