// Danish texts for a ship's facts in its popup and in the search list; the units themselves come
// from the common nautical-format module.
import type { AisShip } from '@havhjaelp/common/ais-ship';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';

const seconds = new Intl.RelativeTimeFormat('da', { numeric: 'always' });
const etaDay = new Intl.DateTimeFormat('da-DK', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** The name, or the MMSI for a ship that has not sent its name yet. */
export function shipTitle(ship: Pick<AisShip, 'name' | 'mmsi'>): string {
  return ship.name ?? `MMSI ${ship.mmsi}`;
}

/**
 * The ETA that AIS gives as "MM-DDTHH:MMZ" (no year, UTC): '24. dec. kl. 14.30 UTC', or only the
 * day when the time is not given (hour 24 or minute 60); null when unknown or unreadable.
 */
export function formatEta(eta: string | null): string | null {
  const match = eta && /^(\d{2})-(\d{2})T(\d{2}):(\d{2})Z$/.exec(eta);
  if (!match) return null;
  const [month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // A leap year, so 29 February is a valid day; the year itself is never shown.
  const date = etaDay.format(Date.UTC(2000, month - 1, day));
  if (hour > 23 || minute > 59) return date;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date} kl. ${two(hour)}.${two(minute)} UTC`;
}

/** How long ago a report came: 'lige nu', 'for 12 sekunder siden', 'for 3 minutter siden'. */
export function formatAge(at: number, now: number): string {
  const elapsed = now - at;
  if (!(elapsed >= 1_000)) return 'lige nu';
  if (elapsed < 60_000) return seconds.format(-Math.floor(elapsed / 1_000), 'second');
  return relativeTimeDa(new Date(at).toISOString(), new Date(now));
}

const count = new Intl.NumberFormat('da-DK');

/** The ship count under the AIS toggle: 'Skibe: 1.234'. */
export function shipCountText(ships: number): string {
  return `Skibe: ${count.format(ships)}`;
}
