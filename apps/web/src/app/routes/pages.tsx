import { ROUTES } from '@havhjaelp/common/routes';
import type { ComponentType } from 'react';
import { ComingSoon } from '../../components/ui/coming-soon';
import { ChartIcon, LifebuoyIcon } from '../../components/ui/nav-icons';
import type { FeatureFace, FeatureRoute, Slots } from '../../lib/feature-face';
import { DashboardPage } from './dashboard-page';

/** A screen whose feature issue has not landed yet: heading plus an honest notice. */
const comingSoon = (path: string, title: string): FeatureRoute => ({
  path,
  member: true,
  page: () => <ComingSoon title={title} />,
});

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

/** The app's own screens: those made of several features, and those still to come. */
export const pagesFace: FeatureFace = {
  name: 'pages',
  routes: [
    { path: ROUTES.dashboard, page: DashboardPage },
    // Leaflet loads with the map only, so the dashboard's first download stays small.
    { path: ROUTES.map, load: async () => (await import('./map-page')).MapPage },
    { path: ROUTES.settings, member: true, load: loadSettings },
    comingSoon(ROUTES.forum, 'Forum'),
    comingSoon(ROUTES.forumCategory, 'Forumkategori'),
    comingSoon(ROUTES.forumTopic, 'Forumemne'),
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
    { to: ROUTES.forum, label: 'Forum', at: { main: 50, more: 10 } },
    { to: ROUTES.settings, label: 'Indstillinger', at: { main: 80, more: 30 } },
  ],
};
