import { distanceKm, type LatLng } from './geo';
import { LIMITS } from './limits';

// Who sees a call precisely (the issue "Calls precise only to those who can help"): its owner,
// anyone who offered, its accepted helper, and a member whose last reported position is within
// the emergency alert's radius of it. Everyone else sees what a visitor sees.

/**
 * The position shown to whoever may not see the precise one: two decimals, about 1.1 km
 * north–south and less east–west at Danish latitudes, enough for the map and the dashboard, not
 * to find the boat.
 */
export function publicPosition(position: LatLng): LatLng {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { lat: round(position.lat), lng: round(position.lng) };
}

/** Whether someone at `from` is near enough to help: within the emergency alert's radius. */
export function nearCall(from: LatLng, call: LatLng): boolean {
  return distanceKm(from, call) <= LIMITS.emergencyAlert.radiusKm;
}

/**
 * Where a call is, as told to someone with no part in it who was last at `from` (null: unknown):
 * precisely when near, else rounded. Distances and bearings are measured to this, so a far
 * member cannot work the precise place out from them.
 */
export function positionSeenFrom(call: LatLng, from: LatLng | null): LatLng {
  return from && nearCall(from, call) ? call : publicPosition(call);
}
