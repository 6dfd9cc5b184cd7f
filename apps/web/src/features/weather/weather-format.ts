import { compassSector } from '@havhjaelp/common/weather';

const decimals = (digits: number) =>
  new Intl.NumberFormat('da-DK', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const one = decimals(1);
const whole = decimals(0);

/** "1,4 m", "7 s", "–" for a reading the model does not have. */
export function reading(value: number | null, unit: string, digits = 1): string {
  if (value === null) return '–';
  return `${(digits === 0 ? whole : one).format(value)} ${unit}`;
}

/** "fra SV" for waves and wind, which are named by where they come from. */
export function from(direction: number | null): string {
  return direction === null ? '' : `fra ${compassSector(direction)}`;
}

/** "mod NØ" for a current, which is named by where it goes. */
export function towards(direction: number | null): string {
  return direction === null ? '' : `mod ${compassSector(direction)}`;
}

/** "04.30" of Open-Meteo's local "2026-06-21T04:30" (already Danish time). */
export function localClock(time: string | null): string {
  return time === null ? '–' : time.slice(11, 16).replace(':', '.');
}

const weekday = new Intl.DateTimeFormat('da-DK', {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});

/** "man. 22.6." of a local date "2026-06-22". */
export function dayLabel(date: string): string {
  return weekday.format(new Date(`${date}T12:00:00Z`));
}
