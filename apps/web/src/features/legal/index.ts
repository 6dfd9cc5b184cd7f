import { ROUTES } from '@havhjaelp/common/routes';
import type { FeatureFace } from '../../lib/feature-face';

// Long text pages, each loaded when its route is visited, so the dashboard's first download stays small.
const privacyPage = async () => (await import('./privacy-page')).PrivacyPage;
const termsPage = async () => (await import('./terms-page')).TermsPage;

export const legalFace: FeatureFace = {
  name: 'legal',
  routes: [
    { path: ROUTES.privacy, load: privacyPage },
    { path: ROUTES.privacyShort, load: privacyPage },
    { path: ROUTES.terms, load: termsPage },
    { path: ROUTES.termsShort, load: termsPage },
  ],
  nav: [
    {
      to: ROUTES.privacy,
      label: 'Privatlivspolitik',
      at: { footer: 20 },
      aliases: [ROUTES.privacyShort],
    },
    {
      to: ROUTES.terms,
      label: 'Vilkår og betingelser',
      at: { footer: 30 },
      aliases: [ROUTES.termsShort],
    },
    { to: `${ROUTES.privacy}#rettigheder`, label: 'Dine GDPR-rettigheder', at: { footerOnly: 50 } },
  ],
};
