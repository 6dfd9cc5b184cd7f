// The content of a ship's popup, built from text nodes only: names, call signs and destinations
// come from ships' own transmitters and never become markup. SPEC.md section 2: details only for
// logged-in users; others get a prompt to log in.
import { shipTypeText, type AisShip } from '@havhjaelp/common/ais-ship';
import { formatCourse, formatKnots, formatPosition } from '@havhjaelp/common/nautical-format';
import { ROUTES } from '@havhjaelp/common/routes';
import { formatAge, formatEta, shipTitle } from './ship-format';

export const LOGIN_FOR_SHIP_TEXT = 'Log ind for at se skibsinfo';
const UNKNOWN = 'Ukendt';

const orUnknown = (value: number | null, format: (known: number) => string) =>
  value === null ? UNKNOWN : format(value);

export interface ShipPopupContext {
  loggedIn: boolean;
  now: number;
  /** Follows the login link inside the app (no page reload). */
  onLogin: () => void;
  /** The other features' links for the ship, in their order: those known to lead somewhere. */
  linksOf?: (mmsi: number) => { label: string; to: string }[];
  /** Follows a link inside the app (no page reload). */
  onNavigate?: (path: string) => void;
}

/** The label and value rows of a logged-in user's popup. */
export function shipFacts(ship: AisShip, now: number): [label: string, value: string][] {
  return [
    ['MMSI', String(ship.mmsi)],
    ['Kaldesignal', ship.callsign ?? UNKNOWN],
    ['Type', shipTypeText(ship.shipType) ?? UNKNOWN],
    ['Fart', orUnknown(ship.speed, formatKnots)],
    ['Kurs', orUnknown(ship.course, formatCourse)],
    ['Destination', ship.destination ?? UNKNOWN],
    ['ETA', formatEta(ship.eta) ?? UNKNOWN],
    ['Position', formatPosition({ lat: ship.lat, lng: ship.lon })],
    ['Sidste melding', formatAge(ship.lastUpdate, now)],
  ];
}

function add<K extends keyof HTMLElementTagNameMap>(
  parent: HTMLElement,
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  parent.append(element);
  return element;
}

/** Replaces the children of `root` with the popup for `ship`; called again to refresh it. */
export function renderShipPopup(root: HTMLElement, ship: AisShip, context: ShipPopupContext): void {
  root.replaceChildren();
  root.className = 'ship-popup';
  if (!context.loggedIn) {
    add(root, 'p', `${LOGIN_FOR_SHIP_TEXT}.`);
    const link = add(root, 'a', 'Log ind');
    link.href = ROUTES.login;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      context.onLogin();
    });
    return;
  }
  add(root, 'strong', shipTitle(ship));
  const list = add(root, 'dl');
  for (const [label, value] of shipFacts(ship, context.now)) {
    const row = add(list, 'div');
    add(row, 'dt', label);
    add(row, 'dd', value);
  }
  for (const { label, to } of context.linksOf?.(ship.mmsi) ?? []) {
    const link = add(root, 'a', label);
    link.href = to;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      context.onNavigate?.(to);
    });
  }
}
