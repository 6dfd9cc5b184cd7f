import type { LatLng } from '@havhjaelp/common/geo';
import { formatDistanceAndBearing } from '@havhjaelp/common/nautical-format';
import type { PartnerPosition } from '@havhjaelp/common/positions';
import { relativeTimeDa } from '@havhjaelp/common/relative-time';

/** Who a boater is on the map: the name, and the boat's when there is one. */
export const boaterName = ({ username, boatName }: { username: string; boatName: string }) =>
  boatName ? `${username} · ${boatName}` : username;

/** How old the fix is: 'Position lige nu', 'Position for 5 minutter siden'. */
export const fixAge = (updatedAt: string, now: Date) =>
  `Position ${relativeTimeDa(updatedAt, now)}`;

/** Distance and bearing from me in sea miles, or a dash while my own position is unknown. */
export const fromMe = (me: LatLng | null, to: LatLng) =>
  me ? `${formatDistanceAndBearing(me, to)} fra dig` : 'Afstand: – (din position kendes ikke)';

/** What the other person of my call is to me. */
export const PARTNER_ROLES: Record<PartnerPosition['role'], string> = {
  helper: 'Din hjælper',
  owner: 'Båden du hjælper',
};
