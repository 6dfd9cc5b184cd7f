import type { AisShip } from '@havhjaelp/common/ais-ship';
import { LIMITS } from '@havhjaelp/common/limits';
import type { AisFeature } from './ais-feature';

/**
 * The ship with this MMSI as the store sees it now, or undefined: one not heard from within the
 * expiry is gone even before the next cleanup forgets it.
 */
export function liveShip(ais: AisFeature, mmsi: number): AisShip | undefined {
  const ship = ais.store.get(mmsi);
  if (!ship || ais.now() - ship.lastUpdate > LIMITS.aisShipExpiryMs) return undefined;
  return ship;
}
