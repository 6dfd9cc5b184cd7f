import { ROUTES } from '@havhjaelp/common/routes';
import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu';
import type { ComposedNav } from '../compose';

/**
 * The phone's navigation: a tab bar at the bottom edge, within reach of a thumb, with everything
 * else under "Mere". Its height is --tab-bar-space (layout.css), which the notices, the docked
 * chats, the map page and the footer keep clear of.
 */
export function TabBar({ nav }: { nav: ComposedNav }) {
  return (
    <nav className="tab-bar" aria-label="Hovedmenu">
      {nav.tabs.map(({ to, label, tab }) => {
        const Icon = tab?.icon;
        return (
          <NavLink key={to} to={to} end={to === ROUTES.dashboard} className="tab-bar-item">
            {Icon && <Icon />}
            <span>{tab?.label ?? label}</span>
          </NavLink>
        );
      })}
      <MoreMenu nav={nav} />
    </nav>
  );
}
