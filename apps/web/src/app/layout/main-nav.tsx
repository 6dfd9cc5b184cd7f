import { NavLink } from 'react-router';
import { ChatsMenu } from '../../features/chats';
import { PLACES, type Place } from './nav-places';

const LINKS: readonly Place[] = [
  PLACES.dashboard,
  PLACES.map,
  PLACES.vessels,
  PLACES.weather,
  PLACES.forum,
  PLACES.friends,
];

/** A wide screen's navigation, under the header (a phone has the tab bar instead). */
export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Hovedmenu">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link === PLACES.dashboard} className="nav-link">
          {link.label}
        </NavLink>
      ))}
      <ChatsMenu />
      <NavLink to={PLACES.settings.to} className="nav-link">
        {PLACES.settings.label}
      </NavLink>
    </nav>
  );
}
