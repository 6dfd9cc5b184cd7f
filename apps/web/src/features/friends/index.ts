// The friends feature's face for the first view: the direct chat kind; the page and the live
// listener load on demand (the listener with a logged-in boater's overlays).
import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';
import { directChatKind } from './chat-kind';

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
  memberSyncs: [async () => (await import('./lazy/live-sync')).FriendsLiveSync],
  slots: { chatKinds: [directChatKind] },
};
