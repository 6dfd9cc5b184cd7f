import { LIMITS } from './limits';

export interface LatLng {
  lat: number;
  lng: number;
}

export const KM_PER_NAUTICAL_MILE = 1.852;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula on a sphere of 6371 km (SPEC.md section 9). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * LIMITS.earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function distanceNm(a: LatLng, b: LatLng): number {
  return distanceKm(a, b) / KM_PER_NAUTICAL_MILE;
}
