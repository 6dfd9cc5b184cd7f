import { formatDay } from './nautical-format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const format = new Intl.RelativeTimeFormat('da', { numeric: 'always' });

/** Danish relative time for the dashboard: 'lige nu', 'for 5 minutter siden', 'for 2 dage siden'. */
export function relativeTimeDa(iso: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(iso);
  if (!(elapsed >= 60_000)) return 'lige nu';
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return 'lige nu';
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The forum's time of a topic or reply (SPEC.md section 9): 'lige nu' under a minute, then
 * minutes, hours under 24 and days under 7, then the day it was ('21. nov. 2026').
 */
export function forumTimeDa(iso: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(iso);
  return elapsed >= WEEK_MS ? formatDay(iso) : relativeTimeDa(iso, now);
}
