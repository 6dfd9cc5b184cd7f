import { authFace } from '../features/auth';
import { betaWarningFace } from '../features/beta-warning';
import { chatsFace } from '../features/chats';
import { cookieConsentFace } from '../features/cookie-consent';
import { creditsFace } from '../features/credits';
import { forumFace } from '../features/forum';
import { friendsFace } from '../features/friends';
import { guideFace } from '../features/guide';
import { helpFace } from '../features/help';
import { legalFace } from '../features/legal';
import { positionsFace } from '../features/positions';
import { pwaFace } from '../features/pwa';
import { settingsFace } from '../features/settings';
import { supportFace } from '../features/support';
import { vesselsFace } from '../features/vessels';
import { weatherFace } from '../features/weather';
import type { FeatureFace } from '../lib/feature-face';

/**
 * Every feature of the web app, one line each, composed with the app's own (FACES) into the
 * router, the layout, the overlays, the navigation and the slots; the order is the one their live
 * listeners mount in.
 */
export const FEATURES: readonly FeatureFace[] = [
  authFace,
  helpFace,
  chatsFace,
  friendsFace,
  forumFace,
  vesselsFace,
  weatherFace,
  guideFace,
  legalFace,
  creditsFace,
  settingsFace,
  supportFace,
  cookieConsentFace,
  betaWarningFace,
  positionsFace,
  pwaFace,
];
