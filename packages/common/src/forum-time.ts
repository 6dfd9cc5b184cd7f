import { DANISH_DAY } from './nautical-format';
import { relativeTimeDa } from './relative-time';

// Apart from relative-time.ts: that one is in the first view (the dashboard's calls), and
// whatever a module of the first view exports comes along with it, used or not.

const WEEK_MS = 7 * 86_400_000;

/**
 * The forum's time of a topic or reply (SPEC.md section 9): 'lige nu' under a minute, then
 * minutes, hours under 24 and days under 7, then the day it was ('21. nov. 2026').
 */
export function forumTimeDa(iso: string, now: Date): string {
  const elapsed = now.getTime() - Date.parse(iso);
  return elapsed >= WEEK_MS ? DANISH_DAY.format(new Date(iso)) : relativeTimeDa(iso, now);
}
