import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { BoatIcon, ChartIcon, LifebuoyIcon, WeatherIcon } from '../../components/ui/nav-icons';
import { MoreMenu } from './more-menu';
import { PLACES, type Place } from './nav-places';

/** The phone's main places; "Kald" is the dashboard, where the calls are listed. */
const TABS: readonly (Place & { icon: ComponentType })[] = [
  { ...PLACES.dashboard, label: 'Kald', icon: LifebuoyIcon },
  { ...PLACES.map, icon: ChartIcon },
  { ...PLACES.vessels, icon: BoatIcon },
  { ...PLACES.weather, icon: WeatherIcon },
];

/**
 * The phone's navigation: a tab bar at the bottom edge, within reach of a thumb, with everything
 * else under "Mere". Its height is --tab-bar-space (layout.css), which the notices, the docked
 * chats, the map page and the footer keep clear of.
 */
export function TabBar() {
  return (
    <nav className="tab-bar" aria-label="Hovedmenu">
      {TABS.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === PLACES.dashboard.to} className="tab-bar-item">
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
      <MoreMenu />
    </nav>
  );
}
