import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { creditsPlugin } from './credits-plugin.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// The server's AIS_CLIENT_KEY, when set at build time, is the key the web app sends, so one
// variable configures both sides (VITE_AIS_CLIENT_KEY still works on its own).
const aisClientKey = process.env.AIS_CLIENT_KEY ?? process.env.VITE_AIS_CLIENT_KEY ?? '';

export default defineConfig({
  define: { 'import.meta.env.VITE_AIS_CLIENT_KEY': JSON.stringify(aisClientKey) },
  plugins: [react(), creditsPlugin(path.resolve(here, '../..'))],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        main: path.resolve(here, 'index.html'),
        testDashboard: path.resolve(here, 'test-dashboard.html'),
      },
    },
  },
  server: {
    proxy: {
      // Before '/api': the ship-traffic stream is a WebSocket and needs the upgrade passed on.
      '/api/ais/stream': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
      '/tiles': 'http://localhost:3000',
      '/mqtt': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
