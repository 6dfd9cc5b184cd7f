import type { FeatureFace } from '../../lib/feature-face';

const tabs = () => import('./lazy/tabs');

/** The account's tabs of the settings screen, in SPEC.md's order with the vessels' 'Mit Skib'. */
export const settingsFace: FeatureFace = {
  name: 'settings',
  slots: {
    settingsTabs: [
      { id: 'profile', label: 'Profil', order: 10, load: async () => (await tabs()).ProfileTab },
      {
        id: 'security',
        label: 'Sikkerhed',
        order: 30,
        load: async () => (await tabs()).SecurityTab,
      },
      {
        id: 'appearance',
        label: 'Udseende',
        order: 40,
        load: async () => (await tabs()).AppearanceTab,
      },
      { id: 'guide', label: 'Guide', order: 50, load: async () => (await tabs()).GuideTab },
    ],
  },
};
