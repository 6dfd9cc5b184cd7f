import { ROUTES } from '@havhjaelp/common/routes';

/** A screen the navigation leads to, by its Danish name. */
export interface Place {
  to: string;
  label: string;
}

export const PLACES = {
  dashboard: { to: ROUTES.dashboard, label: 'Dashboard' },
  map: { to: ROUTES.map, label: 'Kort' },
  vessels: { to: ROUTES.vessels, label: 'Skibe' },
  weather: { to: ROUTES.weather, label: 'Vejr' },
  forum: { to: ROUTES.forum, label: 'Forum' },
  friends: { to: ROUTES.friends, label: 'Venner' },
  settings: { to: ROUTES.settings, label: 'Indstillinger' },
} as const satisfies Record<string, Place>;

/** The guide and the legal pages: in the footer, and in the phone's "Mere" menu. */
export const GUIDE_AND_LEGAL: readonly Place[] = [
  { to: ROUTES.gettingStarted, label: 'Kom godt i gang' },
  { to: ROUTES.privacy, label: 'Privatlivspolitik' },
  { to: ROUTES.terms, label: 'Vilkår og betingelser' },
  { to: ROUTES.credits, label: 'Open source og kilder' },
];

/** The places a phone keeps under "Mere": the community, the settings, then guide and legal. */
export const MORE_PLACES: readonly Place[] = [PLACES.forum, PLACES.friends, PLACES.settings];
