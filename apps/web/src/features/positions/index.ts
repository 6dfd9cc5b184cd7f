// The positions feature's face: everything it adds loads on demand (the settings tab with the
// settings screen, the reporter with a member's syncs, the map's layers with the map), so the
// first view carries none of it.
import type { FeatureFace } from '../../lib/feature-face';

export const positionsFace: FeatureFace = {
  name: 'positions',
  memberSyncs: [async () => (await import('./lazy/reporter')).PositionReporter],
  slots: {
    settingsTabs: [
      {
        id: 'position',
        label: 'Position',
        order: 25,
        load: async () => (await import('./lazy/sharing-tab')).SharingTab,
      },
    ],
  },
};
