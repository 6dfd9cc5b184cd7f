// Positions and distances at sea on a flat earth around the local latitude: off by well under
// 1 % over the tens of miles between waypoints, and far simpler than great circles.

export interface LatLon {
  readonly lat: number;
  readonly lon: number;
}

const RADIANS = Math.PI / 180;

/** Nautical miles east and north from `a` to `b`. */
function legVector(a: LatLon, b: LatLon): { east: number; north: number } {
  const meanLat = ((a.lat + b.lat) / 2) * RADIANS;
  return { east: (b.lon - a.lon) * 60 * Math.cos(meanLat), north: (b.lat - a.lat) * 60 };
}

export function distanceNm(a: LatLon, b: LatLon): number {
  const { east, north } = legVector(a, b);
  return Math.hypot(east, north);
}

/** Degrees true (0–360) from `a` towards `b`. */
export function bearing(a: LatLon, b: LatLon): number {
  const { east, north } = legVector(a, b);
  return courseOf(east, north);
}

function courseOf(east: number, north: number): number {
  return (Math.atan2(east, north) / RADIANS + 360) % 360;
}

/** The point `nm` nautical miles from `from` on `course`. */
export function moveBy(from: LatLon, course: number, nm: number): LatLon {
  const lat = from.lat + (nm * Math.cos(course * RADIANS)) / 60;
  const lon = from.lon + (nm * Math.sin(course * RADIANS)) / (60 * Math.cos(from.lat * RADIANS));
  return { lat, lon };
}

export function between(a: LatLon, b: LatLon, fraction: number): LatLon {
  return { lat: a.lat + (b.lat - a.lat) * fraction, lon: a.lon + (b.lon - a.lon) * fraction };
}

/** Unit vector to the right of travelling from `a` to `b`. */
function rightOf(a: LatLon, b: LatLon): { east: number; north: number } {
  const { east, north } = legVector(a, b);
  const length = Math.hypot(east, north) || 1;
  return { east: north / length, north: -east / length };
}

/**
 * `path` moved `offsetNm` to the right of its direction of travel, as ships keep to starboard in
 * a traffic lane. Corners are mitred, so every leg stays parallel to its original.
 */
export function starboardPath(path: readonly LatLon[], offsetNm: number): LatLon[] {
  if (offsetNm === 0) return [...path];
  return path.map((point, i) => {
    const normals = [];
    if (i > 0) normals.push(rightOf(path[i - 1]!, point));
    if (i < path.length - 1) normals.push(rightOf(point, path[i + 1]!));
    const east = normals.reduce((sum, n) => sum + n.east, 0);
    const north = normals.reduce((sum, n) => sum + n.north, 0);
    const length = Math.hypot(east, north);
    if (length < 1e-9) return point;
    // Along the bisector the mitre is offset / cos(half the turn); capped for hairpin turns.
    const cosHalfTurn = (east * normals[0]!.east + north * normals[0]!.north) / length;
    return moveBy(point, courseOf(east, north), offsetNm / Math.max(0.5, cosHalfTurn));
  });
}

/** A circle of open water. */
export interface SeaArea {
  readonly centre: LatLon;
  readonly radiusNm: number;
}
