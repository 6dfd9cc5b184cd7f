// Bundles the server and the workspace packages (@havhjaelp/*) into dist/main.js; npm packages stay external.
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@havhjaelp/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
