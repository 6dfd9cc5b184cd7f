import type { LatLng } from '@havhjaelp/common/geo';
import { useSessionUser } from './session';
import { useGeolocation } from './geolocation';

/**
 * Where I am for distances: the admin's test-GPS point while it is switched on, else the
 * browser's position, else unknown (null).
 */
export function useMyPosition(): LatLng | null {
  const user = useSessionUser();
  const { position } = useGeolocation();
  if (
    user?.test_gps_enabled &&
    user.test_gps_latitude !== null &&
    user.test_gps_longitude !== null
  ) {
    return { lat: user.test_gps_latitude, lng: user.test_gps_longitude };
  }
  return position && { lat: position.lat, lng: position.lng };
}
