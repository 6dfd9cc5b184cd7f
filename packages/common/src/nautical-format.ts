// A boater's units in Danish, for every screen: positions in degrees and decimal minutes,
// distances in nautical miles (sm), speeds in knots (kn), courses and compass points, and clock
// times in Danish time. Numbers use the Danish decimal comma.
import { distanceNm, type LatLng } from './geo';

const MINUTE_THOUSANDTHS_PER_DEGREE = 60_000;

const oneDecimal = new Intl.NumberFormat('da-DK', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const whole = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 });

function assertInRange(value: number, limit: number, name: string): void {
  if (!(Math.abs(value) <= limit)) {
    throw new RangeError(`${name} must lie between -${limit} and ${limit}, got ${value}`);
  }
}

function assertNotNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of at least 0, got ${value}`);
  }
}

function assertLatLng({ lat, lng }: LatLng): void {
  assertInRange(lat, 90, 'Latitude');
  assertInRange(lng, 180, 'Longitude');
}

/**
 * One coordinate as degrees and decimal minutes, "55°42,000' N". Rounded in whole thousandths of a
 * minute first, so 59,9995' carries into the next degree instead of showing as 60,000'. A value
 * that rounds to zero takes the northern or eastern letter, never "0°00,000' S".
 */
function degreesDecimalMinutes(value: number, positive: string, negative: string): string {
  const thousandths = Math.round(Math.abs(value) * MINUTE_THOUSANDTHS_PER_DEGREE);
  const degrees = Math.floor(thousandths / MINUTE_THOUSANDTHS_PER_DEGREE);
  const rest = thousandths % MINUTE_THOUSANDTHS_PER_DEGREE;
  const minutes = String(Math.floor(rest / 1000)).padStart(2, '0');
  const fraction = String(rest % 1000).padStart(3, '0');
  const letter = value < 0 && thousandths > 0 ? negative : positive;
  return `${degrees}°${minutes},${fraction}' ${letter}`;
}

/** "55°42,000' N" or "33°54,000' S"; a RangeError outside ±90. */
export function formatLatitude(lat: number): string {
  assertInRange(lat, 90, 'Latitude');
  return degreesDecimalMinutes(lat, 'N', 'S');
}

/** "12°36,000' Ø" or "70°07,407' V" (Danish Ø for east, V for west); a RangeError outside ±180. */
export function formatLongitude(lng: number): string {
  assertInRange(lng, 180, 'Longitude');
  return degreesDecimalMinutes(lng, 'Ø', 'V');
}

/** "55°42,000' N 12°36,000' Ø". */
export function formatPosition(position: LatLng): string {
  return `${formatLatitude(position.lat)} ${formatLongitude(position.lng)}`;
}

const roundsToNothing = (value: number) => Math.round(value * 10) === 0;

/**
 * A distance with one decimal below 10 ("3,2"), in whole numbers from 10 ("12", "1.234"), and
 * "under 0,1" when it rounds to nothing. The switch is made after rounding, so 9,96 reads "10",
 * never "10,0".
 */
function distanceNumber(value: number): string {
  assertNotNegative(value, 'A distance');
  if (roundsToNothing(value)) return 'under 0,1';
  const tenths = Math.round(value * 10) / 10;
  return tenths < 10 ? oneDecimal.format(tenths) : whole.format(value);
}

/** Nautical miles: "3,2 sm", "12 sm", "under 0,1 sm". */
export function formatNauticalMiles(nm: number): string {
  return `${distanceNumber(nm)} sm`;
}

/** Kilometres by the same rules, for a figure in brackets after the nautical miles: "7,8 km". */
export function formatKilometres(km: number): string {
  return `${distanceNumber(km)} km`;
}

/** Speed over ground with one decimal: "12,3 kn", "0,0 kn". */
export function formatKnots(knots: number): string {
  assertNotNegative(knots, 'A speed');
  return `${oneDecimal.format(knots)} kn`;
}

/** A course or bearing in whole degrees, three digits as at sea: "245°", "005°", 359,6 → "000°". */
export function formatCourse(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError(`A course must be finite, got ${degrees}`);
  const rounded = ((Math.round(degrees) % 360) + 360) % 360;
  return `${String(rounded).padStart(3, '0')}°`;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The initial great-circle bearing from `from` to `to`, in degrees clockwise from true north,
 * 0 ≤ bearing < 360 (0 for the same point). On a long leg it differs from the rhumb line's course.
 */
export function initialBearing(from: LatLng, to: LatLng): number {
  assertLatLng(from);
  assertLatLng(to);
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return (degrees + 360) % 360;
}

/** The 16 Danish compass points, clockwise from north; each covers 22,5°. */
export const COMPASS_POINTS = [
  'N',
  'NNØ',
  'NØ',
  'ØNØ',
  'Ø',
  'ØSØ',
  'SØ',
  'SSØ',
  'S',
  'SSV',
  'SV',
  'VSV',
  'V',
  'VNV',
  'NV',
  'NNV',
] as const;

export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The nearest of the 16 points: 0° → 'N', 45° → 'NØ', 348,75° → 'N' (halfway goes clockwise). */
export function compassPoint(bearing: number): CompassPoint {
  if (!Number.isFinite(bearing)) throw new RangeError(`A bearing must be finite, got ${bearing}`);
  const sector = Math.round((((bearing % 360) + 360) % 360) / 22.5) % COMPASS_POINTS.length;
  return COMPASS_POINTS[sector]!;
}

/**
 * Distance and direction from me to a point: "3,2 sm mod NØ". Closer than 0,05 sm (about 90 m,
 * within a phone's GPS error) the direction means nothing, so only "under 0,1 sm" is given.
 */
export function formatDistanceAndBearing(from: LatLng, to: LatLng): string {
  const nm = distanceNm(from, to);
  const distance = formatNauticalMiles(nm);
  return roundsToNothing(nm)
    ? distance
    : `${distance} mod ${compassPoint(initialBearing(from, to))}`;
}

// Danish time whatever the device's own time zone, so two boaters read the same clock.
const TIME_ZONE = 'Europe/Copenhagen';
const clock = new Intl.DateTimeFormat('da-DK', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
/** The day in Danish time: `DANISH_DAY.format(date)` is "21. nov. 2026". */
export const DANISH_DAY = new Intl.DateTimeFormat('da-DK', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function toDate(at: string | number | Date): Date {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: ${String(at)}`);
  return date;
}

/** Hour and minute in Danish time: "14.05". */
export function formatClockTime(at: string | number | Date): string {
  return clock.format(toDate(at));
}

/** Day and clock time in Danish time: "21. nov. 2026 kl. 13.05". */
export function formatDateTime(at: string | number | Date): string {
  const date = toDate(at);
  return `${DANISH_DAY.format(date)} kl. ${clock.format(date)}`;
}
