import { distanceKm, type LatLng } from '@havhjaelp/common/geo';
import type { HelpRequest } from '@havhjaelp/common/help';
import { LIMITS } from '@havhjaelp/common/limits';

/**
 * SPEC.md section 5: alert only on critical requests that someone else raised within 50 km.
 * Without my position no distance is computed, so every such request alerts.
 */
export function shouldAlert(
  request: Pick<HelpRequest, 'priority' | 'userId' | 'position'>,
  myId: string,
  myPosition: LatLng | null,
): boolean {
  if (request.priority !== 'critical' || request.userId === myId) return false;
  return (
    myPosition === null ||
    distanceKm(myPosition, request.position) <= LIMITS.emergencyAlert.radiusKm
  );
}
