import { authFace } from '../features/auth';
import { betaWarningFace } from '../features/beta-warning';
import { chatsFace } from '../features/chats';
import { cookieConsentFace } from '../features/cookie-consent';
import { creditsFace } from '../features/credits';
import { guideFace } from '../features/guide';
import { helpFace } from '../features/help';
import { legalFace } from '../features/legal';
import { settingsFace } from '../features/settings';
import { supportFace } from '../features/support';
import { vesselsFace } from '../features/vessels';
import { weatherFace } from '../features/weather';
import type { FeatureFace, FeatureSlots } from '../lib/feature-face';

/**
 * Every feature of the web app, one line each. The router, the layout, the overlays and the
 * navigation read them from here; the order is the one their live listeners mount in.
 */
export const FEATURES: readonly FeatureFace[] = [
  authFace,
  helpFace,
  chatsFace,
  vesselsFace,
  weatherFace,
  guideFace,
  legalFace,
  creditsFace,
  settingsFace,
  supportFace,
  cookieConsentFace,
  betaWarningFace,
];

/** What every feature puts in a slot of another's page, in the entries' order. */
export function slot<K extends keyof FeatureSlots>(
  kind: K,
): NonNullable<FeatureSlots[K]>[number][] {
  return FEATURES.flatMap((face) => face.slots?.[kind] ?? []).sort((a, b) => a.order - b.order);
}
