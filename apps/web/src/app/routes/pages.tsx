import { ROUTES } from '@havhjaelp/common/routes';
import type { ComponentType } from 'react';
import { ChartIcon, LifebuoyIcon } from '../../components/ui/nav-icons';
import type { FeatureFace, Slots } from '../../lib/feature-face';
import { DashboardPage } from './dashboard-page';
import { MapRoute } from './map-route';

/** The settings screen with every feature's tab, all loaded together with it. */
async function loadSettings(slots: Slots): Promise<ComponentType> {
  const [{ SettingsPage }, tabs] = await Promise.all([
    import('./settings-page'),
    Promise.all(
      slots('settingsTabs').map(async ({ id, label, load }) => ({
        id,
        label,
        Content: await load(),
      })),
    ),
  ]);
  return () => <SettingsPage tabs={tabs} />;
}

/** The app's own screens: those made of several features. */
export const pagesFace: FeatureFace = {
  name: 'pages',
  routes: [
    { path: ROUTES.dashboard, page: DashboardPage },
    // Leaflet loads with the map only, after the frame is painted (map-route.tsx).
    { path: ROUTES.map, page: MapRoute },
    { path: ROUTES.settings, member: true, load: loadSettings },
  ],
  nav: [
    // "Kald" on the phone: the dashboard is where the calls are listed.
    {
      to: ROUTES.dashboard,
      label: 'Dashboard',
      at: { main: 10, tab: 10 },
      tab: { icon: LifebuoyIcon, label: 'Kald' },
    },
    { to: ROUTES.map, label: 'Kort', at: { main: 20, tab: 20 }, tab: { icon: ChartIcon } },
    { to: ROUTES.settings, label: 'Indstillinger', at: { main: 80, more: 30 } },
  ],
};
