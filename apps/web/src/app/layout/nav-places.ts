import type { NavEntry, NavLinkEntry, NavSpot } from '../../lib/feature-face';
import { FACES } from '../faces';

const ENTRIES: readonly NavEntry[] = FACES.flatMap((face) => face.nav ?? []);
const LINKS = ENTRIES.filter((entry): entry is NavLinkEntry => 'to' in entry);

/** The entries shown in `spot`, in their order there. */
function placed<E extends NavEntry>(entries: readonly E[], spot: NavSpot): E[] {
  const at = (entry: E): number | undefined => (entry.at as Partial<Record<NavSpot, number>>)[spot];
  return entries.filter((entry) => at(entry) !== undefined).sort((a, b) => at(a)! - at(b)!);
}

/** A wide screen's row under the header: the places, and the controls among them. */
export const MAIN_NAV = placed(ENTRIES, 'main');

/** The phone's main places, in its tab bar. */
export const TABS = placed(LINKS, 'tab');

/** The places a phone keeps under "Mere": the community, the settings, then guide and legal. */
export const MORE_PLACES = placed(LINKS, 'more');

/** The guide and the legal pages: in the footer, and in the phone's "Mere" menu. */
export const GUIDE_AND_LEGAL = placed(LINKS, 'footer');
