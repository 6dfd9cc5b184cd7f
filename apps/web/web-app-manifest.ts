import type { ManifestOptions } from 'vite-plugin-pwa';

/** The header band's colour in the light theme, as in src/styles/base.css. */
const HEADER_LIGHT = '#0b4f6c';
/** The page's background in the light theme (the splash screen's). */
const BACKGROUND_LIGHT = '#f4f7f9';

/**
 * What an installed Havhjælp is (the web app manifest): its Danish names, its icons at the sizes
 * installers ask for, a maskable one for the launchers that cut icons to their own shape, and a
 * window of its own. A manifest has one pair of colours; the dark theme's header colour comes from
 * the page's theme-color, which the app sets from the chosen theme (features/theme).
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Havhjælp',
  short_name: 'Havhjælp',
  description:
    'Hjælp fra andre sejlere til mindre problemer på vandet i danske farvande. Ikke til nødsituationer: ring 112 eller VHF kanal 16.',
  lang: 'da',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: HEADER_LIGHT,
  background_color: BACKGROUND_LIGHT,
  categories: ['navigation', 'social', 'weather'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
