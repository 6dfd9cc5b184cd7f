import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';

export const creditsFace: FeatureFace = {
  name: 'credits',
  routes: [
    { path: ROUTES.credits, load: async () => (await import('./credits-page')).CreditsPage },
  ],
  nav: [{ to: ROUTES.credits, label: 'Open source og kilder', at: { footer: 40 } }],
};
