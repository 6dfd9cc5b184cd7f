import { NavLink } from 'react-router';
import { ROUTES } from '@havhjaelp/common/routes';
import { ChatsMenu } from '../../features/chats';

const LINKS = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.map, label: 'Kort' },
  { to: ROUTES.vessels, label: 'Skibe' },
  { to: ROUTES.weather, label: 'Vejr' },
  { to: ROUTES.forum, label: 'Forum' },
  { to: ROUTES.friends, label: 'Venner' },
] as const;

export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Hovedmenu">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className="nav-link">
          {link.label}
        </NavLink>
      ))}
      <ChatsMenu />
      <NavLink to={ROUTES.settings} className="nav-link">
        Indstillinger
      </NavLink>
    </nav>
  );
}
