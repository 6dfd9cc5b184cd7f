import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { creditsPlugin } from './credits-plugin.ts';
import { firstPaintGroup } from './first-paint-chunk.ts';
import { precompressLate } from './precompress-late.ts';
import { WEB_APP_MANIFEST } from './web-app-manifest.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The server's AIS_CLIENT_KEY, when set at build time, is the key the web app sends, so one
// variable configures both sides (VITE_AIS_CLIENT_KEY still works on its own).
const aisClientKey = process.env.AIS_CLIENT_KEY ?? process.env.VITE_AIS_CLIENT_KEY ?? '';

export default defineConfig(({ command }) => ({
  define: { 'import.meta.env.VITE_AIS_CLIENT_KEY': JSON.stringify(aisClientKey) },
  resolve: {
    // React Router's package exports name only its development build, whose warnings stay in
    // the bundle (remix-run/react-router#12532, #14102); a build takes the production one beside it.
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    creditsPlugin(path.resolve(here, '../..')),
    // Brotli and gzip copies at the highest levels beside every text file in dist, once at build
    // time; the server sends the one the browser accepts (a slow link at sea pays for every byte).
    // Kept even where they save nothing, so every text file has both and none is sent raw.
    compression({ algorithms: ['brotliCompress', 'gzip'], skipIfLargerOrEqual: false }),
    // The installable app: our own worker (src/features/pwa/worker) with Workbox's modules in it,
    // built after the app so its precache lists every file of this build with its revision.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/pwa/worker',
      filename: 'sw.ts',
      // The app registers the worker itself, after the first paint (features/pwa): nothing in
      // the first view.
      injectRegister: false,
      manifest: WEB_APP_MANIFEST,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The system check is a page of its own, not the app's shell.
        globIgnores: ['test-dashboard.html', 'assets/testDashboard-*'],
        // The map's and the forum's chunks are large; every file of the app must be precached
        // or a deploy could leave a person on a mix of versions.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
    // The worker and the manifest are written after the compression plugin has run.
    precompressLate(['sw.js', 'manifest.webmanifest']),
  ],
  build: {
    outDir: 'dist',
    // The first view is one chunk by design (see first-paint-chunk.ts); its budget is the
    // compressed size that e2e/tests/first-load.spec.ts checks, not this raw one.
    chunkSizeWarningLimit: 1024,
    // Every browser the app supports preloads modules itself; the polyfill was a script of its own.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rollupOptions: {
      // Compressing at the highest levels takes a few seconds by design; no warning about it.
      checks: { bundlerTimings: false },
      input: {
        main: path.resolve(here, 'index.html'),
        testDashboard: path.resolve(here, 'test-dashboard.html'),
      },
      output: {
        codeSplitting: {
          // Exactly the modules the group names: a shared dependency stays apart when needed.
          includeDependenciesRecursively: false,
          groups: [
            firstPaintGroup('main', path.resolve(here, 'src/main.tsx'), [
              path.resolve(here, 'test-dashboard/main.ts'),
            ]),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Before '/api': the ship-traffic stream is a WebSocket and needs the upgrade passed on.
      '/api/ais/stream': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
      '/tiles': 'http://localhost:3000',
      '/img': 'http://localhost:3000',
      '/mqtt': { target: 'ws://localhost:3000', ws: true },
    },
  },
}));
