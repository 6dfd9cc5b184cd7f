import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';

export const guideFace: FeatureFace = {
  name: 'guide',
  routes: [
    {
      path: ROUTES.gettingStarted,
      load: async () => (await import('./getting-started-page')).GettingStartedPage,
    },
  ],
  nav: [{ to: ROUTES.gettingStarted, label: 'Kom godt i gang', at: { footer: 10 } }],
};
