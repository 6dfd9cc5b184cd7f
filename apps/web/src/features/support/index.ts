import type { FeatureFace } from '../../lib/feature-face';
import { SupportProvider } from './support-context';

export { useSupport } from './support-context';

export const supportFace: FeatureFace = { name: 'support', provider: SupportProvider };
