import type { PositionSharing, PositionSource } from '@havhjaelp/common/positions';

/** A fix this close or closer came from the device's GPS; a coarser one from WiFi or the network. */
export const GPS_ACCURACY_M = 100;

export const sourceOf = (accuracyM: number): PositionSource =>
  accuracyM <= GPS_ACCURACY_M ? 'gps' : 'wifi';

/** During an accepted call the other person follows me on the map: the guide's shortest interval. */
export const IN_CALL_EVERY_MS = 30_000;

/**
 * How often the browser reports my position: at my interval while I share it, at least every
 * 30 s while I am in an accepted call (the other person sees me whatever the switch says), and
 * not at all otherwise.
 */
export function reportEveryMs(
  sharing: PositionSharing | undefined,
  inCall: boolean,
): number | null {
  const sharingMs = sharing?.enabled ? sharing.intervalSeconds * 1000 : null;
  if (!inCall) return sharingMs;
  return Math.min(sharingMs ?? IN_CALL_EVERY_MS, IN_CALL_EVERY_MS);
}
