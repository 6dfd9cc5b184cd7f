// The friends feature's face for the first view: its live listener; the page loads on demand.
import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';
import { FriendsLiveSync } from './friends-live-sync';

export const friendsFace: FeatureFace = {
  name: 'friends',
  routes: [
    {
      path: ROUTES.friends,
      member: true,
      load: async () => (await import('./friends-page')).FriendsPage,
    },
  ],
  nav: [{ to: ROUTES.friends, label: 'Venner', at: { main: 60, more: 20 } }],
  liveSyncs: [FriendsLiveSync],
};
