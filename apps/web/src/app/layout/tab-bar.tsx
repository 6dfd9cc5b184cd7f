import { CloudSunIcon, LifeBuoyIcon, MapIcon, ShipIcon, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu';
import { PLACES, type Place } from './nav-places';

/** The phone's main places; "Kald" is the dashboard, where the calls are listed. */
const TABS: readonly (Place & { icon: LucideIcon })[] = [
  { ...PLACES.dashboard, label: 'Kald', icon: LifeBuoyIcon },
  { ...PLACES.map, icon: MapIcon },
  { ...PLACES.vessels, icon: ShipIcon },
  { ...PLACES.weather, icon: CloudSunIcon },
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
          <Icon size={22} />
          <span>{label}</span>
        </NavLink>
      ))}
      <MoreMenu />
    </nav>
  );
}
