// The forum's face for the first view: four routes and the nav entry; the screens and the live
// listener for answers to my topics load on demand (the listener with a logged-in boater's syncs).
import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace, FeatureRoute } from '../../lib/feature-face';
import type * as Pages from './pages';

type Screen = keyof typeof Pages;

const screen = (path: string, name: Screen): FeatureRoute => ({
  path,
  member: true,
  load: async () => (await import('./pages'))[name],
});

export const forumFace: FeatureFace = {
  name: 'forum',
  routes: [
    screen(ROUTES.forum, 'ForumPage'),
    screen(ROUTES.forumCategory, 'CategoryPage'),
    screen(ROUTES.forumTopic, 'TopicPage'),
    screen(ROUTES.forumSearch, 'SearchPage'),
  ],
  nav: [{ to: ROUTES.forum, label: 'Forum', at: { main: 50, more: 10 } }],
  memberSyncs: [async () => (await import('./lazy/live-sync')).ForumLiveSync],
};
