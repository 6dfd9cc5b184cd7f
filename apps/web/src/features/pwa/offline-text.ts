import { DANISH_DAY, formatClockTime, formatDateTime } from '@havhjaelp/common/nautical-format';

/** What the offline notice says under its title: the parts that cannot work without a network. */
export const OFFLINE_LIVE_PARTS =
  'Nye kald, tilbud, chat, skibe på kortet og vejret kræver forbindelse.';

/**
 * The offline notice's title: 'Offline - viser data fra {time}', the time the data shown was had
 * from the server (the clock alone today, with the day before); just 'Offline' when there is none.
 */
export function offlineTitle(shownFrom: number | null, now: number): string {
  if (shownFrom === null) return 'Offline';
  const today = DANISH_DAY.format(now) === DANISH_DAY.format(shownFrom);
  return `Offline - viser data fra ${today ? formatClockTime(shownFrom) : formatDateTime(shownFrom)}`;
}
