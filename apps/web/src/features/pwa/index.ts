// The installable app (issue 27): its worker (worker/, built as sw.js) and what the page shows of
// it, loaded after the first view.
import type { FeatureFace } from '../../lib/feature-face';
import { PwaNotices } from './pwa-notices';

export const pwaFace: FeatureFace = {
  name: 'pwa',
  overlays: [{ spot: 'notice', order: 0, component: PwaNotices }],
};
