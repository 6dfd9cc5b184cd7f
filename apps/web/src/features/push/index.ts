// Web push's face: the settings tab 'Notifikationer', loaded with the settings screen only.
import type { FeatureFace } from '../../lib/feature-face';

export const pushFace: FeatureFace = {
  name: 'push',
  slots: {
    settingsTabs: [
      {
        id: 'notifications',
        label: 'Notifikationer',
        order: 27,
        load: async () => (await import('./lazy/notifications-tab')).NotificationsTab,
      },
    ],
  },
};
