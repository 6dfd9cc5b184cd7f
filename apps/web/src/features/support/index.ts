import type { FeatureFace } from '../../lib/feature-face';
import { SupportProvider, useOpenSupport } from './support-context';

export { useSupport } from './support-context';

export const supportFace: FeatureFace = {
  name: 'support',
  provider: SupportProvider,
  // Last in the footer and in the phone's 'Mere' menu.
  nav: [{ label: 'Support', useAction: useOpenSupport, at: { footer: 70 } }],
};
