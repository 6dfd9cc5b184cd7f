// The vessels feature's face: its screens load on demand; the help form reads the owner's
// vessels through lazy/my-vessels, and the map's ship popup links to a ship's profile.
import { ROUTES } from '@havhjaelp/common/routes';
import { BoatIcon } from '../../components/ui/nav-icons';
import type { FeatureFace } from '../../lib/feature-face';
import { openProfileAction } from './ship-popup-action';

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
    shipPopupActions: [openProfileAction],
  },
};
