import {
  FUEL_TYPE_LABELS,
  HULL_MATERIAL_LABELS,
  VESSEL_TYPE_LABELS,
  type Vessel,
} from '@havhjaelp/common/vessels';

const decimals = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });
// A calendar date has no time of day, so it is read and written in UTC: the same day everywhere.
const calendarDay = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * A measure with its unit in Danish number format ("9,99 m", "9,9 HK", "1.200 HK"), or undefined;
 * as precise as the form takes it (an outboard of 9,9 HK is not one of 10).
 */
export function withUnit(value: number | null, unit: 'm' | 'HK' | 'kn'): string | undefined {
  if (value === null) return undefined;
  return `${decimals.format(value)} ${unit}`;
}

/** The specification grid of a profile: label and value, only the fields that are filled in. */
export function specification(vessel: Vessel): [label: string, value: string][] {
  const rows: [string, string | undefined][] = [
    ['Type', VESSEL_TYPE_LABELS[vessel.vessel_type]],
    ['Længde', withUnit(vessel.length, 'm')],
    ['Bredde', withUnit(vessel.width, 'm')],
    ['Dybgang', withUnit(vessel.draft, 'm')],
    ['Byggeår', vessel.vessel_year === null ? undefined : String(vessel.vessel_year)],
    ['Mærke', vessel.vessel_make],
    ['Model', vessel.vessel_model],
    ['Skrog', vessel.hull_material ? HULL_MATERIAL_LABELS[vessel.hull_material] : undefined],
    ['Motor', vessel.engine_type],
    ['Motorkraft', withUnit(vessel.engine_power, 'HK')],
    ['Brændstof', vessel.fuel_type ? FUEL_TYPE_LABELS[vessel.fuel_type] : undefined],
    ['Topfart', withUnit(vessel.max_speed, 'kn')],
    ['Marchfart', withUnit(vessel.cruising_speed, 'kn')],
    ['Registreringsnummer', vessel.registration_number],
    ['Hjemhavn', vessel.home_port],
    ['MMSI', vessel.mmsi ?? undefined],
    ['Kaldesignal', vessel.call_sign],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

/** Today's date in Denmark as YYYY-MM-DD, to compare with an insurance's expiry date. */
export function danishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(now);
}

/** A calendar date (YYYY-MM-DD, as an insurance's expiry is stored) as Danes write it. */
export function danishDate(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}
