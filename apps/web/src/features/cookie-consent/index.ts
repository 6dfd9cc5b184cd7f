import type { FeatureFace } from '../../lib/feature-face';
import { CookieBanner } from './cookie-banner';

export const cookieConsentFace: FeatureFace = {
  name: 'cookie-consent',
  overlays: [{ spot: 'notice', order: 20, component: CookieBanner }],
};
