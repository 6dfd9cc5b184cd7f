/** How the birth-date field asks for the date (Danish order: day, month, year). */
export const BIRTH_DATE_FORMAT_HINT = 'Skriv datoen som dd-mm-åååå, f.eks. 17-05-1980.';

const DANISH_DATE = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/;

/**
 * A date typed the Danish way (17-05-1980, 17.5.1980 or 17/05/1980) as an ISO date, or undefined
 * when it is not a real calendar day. A text field instead of `<input type="date">`, because
 * Chromium formats its native date field by the browser's language, not the page's: an English
 * browser shows a Danish page's birth date as mm/dd/yyyy.
 */
export function parseDanishDate(text: string): string | undefined {
  const match = DANISH_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
