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
