import type { SessionUser } from '@havhjaelp/common/auth';
import type { LatLng } from '@havhjaelp/common/geo';
import { getSession, useSessionUser } from './session';
import { currentGeolocation, useGeolocation, type GeoState } from './geolocation';

/**
 * Where I am for distances: the admin's test-GPS point while it is switched on, else the
 * browser's position, else unknown (null).
 */
function myPositionOf(user: SessionUser | null, { position }: GeoState): LatLng | null {
  if (
    user?.test_gps_enabled &&
    user.test_gps_latitude !== null &&
    user.test_gps_longitude !== null
  ) {
    return { lat: user.test_gps_latitude, lng: user.test_gps_longitude };
  }
  return position && { lat: position.lat, lng: position.lng };
}

export function useMyPosition(): LatLng | null {
  return myPositionOf(useSessionUser(), useGeolocation());
}

/** The same, read once outside React (a query's fetch). */
export function myPositionNow(): LatLng | null {
  return myPositionOf(getSession()?.user ?? null, currentGeolocation());
}
