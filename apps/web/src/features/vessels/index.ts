// The vessels feature's face: its screens load on demand; the help form and the map's ship
// popup read the owner's vessels and a ship's profile through the queries here.
import { ROUTES } from '@havhjaelp/common/routes';
import { BoatIcon } from '../../components/ui/nav-icons';
import type { FeatureFace } from '../../lib/feature-face';

export { myVesselsQuery, vesselByMmsiQuery } from './api';
export { vesselPath } from './vessel-path';

export const vesselsFace: FeatureFace = {
  name: 'vessels',
  routes: [
    { path: ROUTES.vessels, load: async () => (await import('./vessels-page')).VesselsPage },
    {
      path: ROUTES.vessel,
      member: true,
      load: async () => (await import('./vessel-page')).VesselPage,
    },
  ],
  nav: [{ to: ROUTES.vessels, label: 'Skibe', at: { main: 30, tab: 30 }, tab: { icon: BoatIcon } }],
  slots: {
    settingsTabs: [
      {
        id: 'vessel',
        label: 'Mit Skib',
        order: 20,
        load: async () => (await import('./lazy/my-vessels-tab')).MyVesselsTab,
      },
    ],
  },
};
