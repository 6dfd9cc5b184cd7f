// One ship as the app knows it (SPEC.md section 3, "AIS ship"), folded from aisstream-shaped
// messages by the same rule on the server (ship store) and in the browser (ship layer).
import { aisBody, type AisStreamMessage } from './ais';

export interface AisShip {
  mmsi: number;
  lat: number;
  lon: number;
  /** Degrees; null when not available. */
  heading: number | null;
  course: number | null;
  /** Knots; null when not available. */
  speed: number | null;
  name: string | null;
  callsign: string | null;
  shipType: number | null;
  destination: string | null;
  /** "MM-DDTHH:MMZ" in UTC; null when not given. */
  eta: string | null;
  /** Ms since the epoch of the last position or static report. */
  lastUpdate: number;
}

/** SPEC.md section 5: positions with mmsi, latitude or longitude missing, zero or out of range. */
export function isValidPosition(mmsi: number, lat: number, lon: number): boolean {
  const valid = (value: number, limit: number) =>
    Number.isFinite(value) && value !== 0 && Math.abs(value) <= limit;
  return (
    Number.isInteger(mmsi) && mmsi > 0 && mmsi <= 999_999_999 && valid(lat, 90) && valid(lon, 180)
  );
}

const orNull = (value: number, unavailable: number) => (value === unavailable ? null : value);
const text = (value: string) => value.replace(/[@\s]+$/, '').trim() || null;

function etaText({
  Month,
  Day,
  Hour,
  Minute,
}: {
  Month: number;
  Day: number;
  Hour: number;
  Minute: number;
}) {
  if (Month === 0 || Day === 0) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Month)}-${two(Day)}T${two(Hour)}:${two(Minute)}Z`;
}

/**
 * The ship after `message`, or undefined when there is no ship to show: a position that is not
 * valid is dropped, and static data alone does not place a ship (it is kept once one is known).
 */
export function applyAisMessage(
  ship: AisShip | undefined,
  message: AisStreamMessage,
  receivedAt: number,
): AisShip | undefined {
  const body = aisBody(message);
  const mmsi = body.UserID;
  if ('Latitude' in body) {
    if (!isValidPosition(mmsi, body.Latitude, body.Longitude)) return ship;
    const next: AisShip = {
      ...(ship ?? emptyShip(mmsi)),
      lat: body.Latitude,
      lon: body.Longitude,
      heading: orNull(body.TrueHeading, 511),
      course: orNull(body.Cog, 360),
      speed: body.Sog >= 102.3 ? null : body.Sog,
      lastUpdate: receivedAt,
    };
    if ('Name' in body) {
      next.name = text(body.Name) ?? next.name;
      next.shipType = body.Type || next.shipType;
    }
    return next;
  }
  if (!ship) return undefined;
  const next = { ...ship, lastUpdate: receivedAt };
  if ('Destination' in body) {
    next.name = text(body.Name) ?? next.name;
    next.callsign = text(body.CallSign) ?? next.callsign;
    next.shipType = body.Type || next.shipType;
    next.destination = text(body.Destination);
    next.eta = etaText(body.Eta);
  } else if ('ReportA' in body) {
    // Each half says whether it is filled in; a joined report fills both.
    if (body.ReportA.Valid) next.name = text(body.ReportA.Name) ?? next.name;
    if (body.ReportB.Valid) {
      next.callsign = text(body.ReportB.CallSign) ?? next.callsign;
      next.shipType = body.ReportB.ShipType || next.shipType;
    }
  }
  return next;
}

function emptyShip(mmsi: number): AisShip {
  return {
    mmsi,
    lat: 0,
    lon: 0,
    heading: null,
    course: null,
    speed: null,
    name: null,
    callsign: null,
    shipType: null,
    destination: null,
    eta: null,
    lastUpdate: 0,
  };
}

export type ShipColour = 'green' | 'amber' | 'grey';

/** SPEC.md section 9: above 10 knots green, above 5 amber, otherwise (or unknown) grey. */
export function shipColour(speed: number | null): ShipColour {
  if (speed !== null && speed > 10) return 'green';
  if (speed !== null && speed > 5) return 'amber';
  return 'grey';
}

/** The direction to draw the ship in: its heading, else its course, else north. */
export function shipBearing(ship: Pick<AisShip, 'heading' | 'course'>): number {
  return ship.heading ?? ship.course ?? 0;
}

/** Danish words for the AIS ship type code (ITU-R M.1371, table 53). */
export function shipTypeText(type: number | null): string | null {
  if (type === null || type === 0) return null;
  const exact: Record<number, string> = {
    30: 'Fiskefartøj',
    31: 'Slæbebåd',
    32: 'Slæbebåd',
    33: 'Uddybningsfartøj',
    34: 'Dykkerfartøj',
    35: 'Militærfartøj',
    36: 'Sejlbåd',
    37: 'Lystfartøj',
    50: 'Lodsbåd',
    51: 'Redningsfartøj',
    52: 'Slæbebåd',
    53: 'Havnefartøj',
    55: 'Politifartøj',
    58: 'Hospitalsskib',
  };
  if (exact[type]) return exact[type];
  const byTens: Record<number, string> = {
    2: 'Wing-in-ground',
    4: 'Hurtigfærge',
    6: 'Passagerskib',
    7: 'Fragtskib',
    8: 'Tankskib',
  };
  return byTens[Math.floor(type / 10)] ?? 'Andet skib';
}
