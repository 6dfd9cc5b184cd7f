import type { FeatureFace } from '../../lib/feature-face';

export const betaWarningFace: FeatureFace = {
  name: 'beta-warning',
  // Shown from the member overlays only, so nothing of it reaches a visitor's first view.
  overlays: [
    {
      spot: 'member',
      order: 40,
      load: async () => (await import('./beta-warning-dialog')).BetaWarningDialog,
    },
  ],
};
